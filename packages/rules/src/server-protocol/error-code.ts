// The error codes of the live protocol of @go-board/server.

/** The error codes a client may receive; each error also says in words what was expected. */
export const ErrorCode = {
  BadJson: 'bad-json',
  TooLarge: 'too-large',
  BadMessage: 'bad-message',
  UnsupportedVersion: 'unsupported-version',
  UnknownType: 'unknown-type',
  RateLimited: 'rate-limited',
  OriginNotAllowed: 'origin-not-allowed',
  MissingToken: 'missing-token',
  BadToken: 'bad-token',
  NoGame: 'no-game',
  NotAPlayer: 'not-a-player',
  NotYourSeat: 'not-your-seat',
  NotYourTurn: 'not-your-turn',
  IllegalMove: 'illegal-move',
  WrongPhase: 'wrong-phase',
  NothingToUndo: 'nothing-to-undo',
  NoUndoRequest: 'no-undo-request',
  NoStone: 'no-stone',
  StaleCount: 'stale-count',
  Unavailable: 'unavailable',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
