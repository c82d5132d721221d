/**
 * The live protocol of @go-board/server: one JSON object per WebSocket text message, each with
 * the protocol version `v` and a `type`. The README documents every message; these types are the
 * contract any client (the `<go-board online>` board, a bot, a test) speaks.
 */
import type { Color, Move, Point } from '@go-board/rules';

/** The protocol version this server speaks. A message with another `v` gets an error. */
export const PROTOCOL_VERSION = 1;

export type { Color, Point };

/** A move of the game record: a stone, or a pass (the rules' `Move`). */
export type RecordedMove = Move;

/** How a game is timed; every time is in seconds. */
export type ClockSettings =
  | { type: 'none' }
  /** One amount of time for the whole game. */
  | { type: 'absolute'; main: number }
  /** Main time, then `periods` periods of `period` seconds; a move within a period keeps it. */
  | { type: 'byo-yomi'; main: number; periods: number; period: number }
  /** Main time, then `stones` moves to play in each period of `period` seconds. */
  | { type: 'canadian'; main: number; stones: number; period: number }
  /** Main time, `increment` added after each move, never above `max` (when given). */
  | { type: 'fischer'; main: number; increment: number; max?: number }
  /** Correspondence: `days` for each move, the clock set back to that after every move. */
  | { type: 'correspondence'; days: number };

/** One player's clock, in milliseconds, as of `ClockView.at` (the running side's keeps running). */
export interface PlayerClock {
  /** Main time left (for correspondence, the time left for this move). */
  main: number;
  /** Byo-yomi periods left (byo-yomi only). */
  periods?: number;
  /** Time left in the current period (byo-yomi: of the period being used; Canadian: the period). */
  period?: number;
  /** Stones still to play in the Canadian period. */
  stones?: number;
}

/** Both clocks at the server's time `at` (epoch milliseconds); `running` is the side whose
 * time runs now, or null (before both players sat down, during the count, after the end). */
export interface ClockView {
  black: PlayerClock;
  white: PlayerClock;
  running: Color | null;
  at: number;
}

/** Where a game is: waiting for its players, in play, in the count after two passes, or over. */
export type GameStatus = 'waiting' | 'playing' | 'counting' | 'finished';

/** Why a game ended. */
export type EndReason = 'resign' | 'time' | 'count';

/** The count after two passes: the stones marked dead, who accepted these marks, and the score
 * they give. `version` grows with every change of the marks; `accept` names the version seen. */
export interface CountView {
  dead: Point[];
  accepted: { black: boolean; white: boolean };
  version: number;
  score: { black: number; white: number; result: string };
}

/** A player's seat as everyone sees it (never its token). */
export interface SeatView {
  name: string | null;
  /** Whether the player has sat down (opened the seat at least once). */
  joined: boolean;
}

/** Everything a viewer needs to draw the game, as `GET /games/:id` answers it too. */
export interface GameView {
  id: string;
  size: number;
  komi: number;
  handicap: number;
  rules: 'area' | 'territory';
  ko: 'simple' | 'positional' | 'situational';
  clockSettings: ClockSettings;
  /** Whether the game was made with `{ open: true }`: the first two to open its link sit down. */
  open: boolean;
  status: GameStatus;
  /** The side to move (while the game is not over). */
  turn: Color;
  moves: RecordedMove[];
  captures: { black: number; white: number };
  players: { black: SeatView; white: SeatView };
  clock: ClockView | null;
  /** The player who asked to take back their last move, while the other has not answered. */
  undoRequest: Color | null;
  count: CountView | null;
  result: string | null;
  reason: EndReason | null;
  /** Grows by one with every change of the game; messages carry it to keep them in order. */
  seq: number;
}

// ---- Client to server ----

/** Every client message may carry `ref`, which the answer (or error) to it echoes. */
interface ClientBase {
  v: typeof PROTOCOL_VERSION;
  ref?: string | number;
}

export type ClientMessage =
  | (ClientBase & { type: 'move'; x: number; y: number; color?: Color })
  | (ClientBase & { type: 'pass'; color?: Color })
  | (ClientBase & { type: 'resign'; color?: Color })
  | (ClientBase & { type: 'undo-request' })
  | (ClientBase & { type: 'undo-answer'; accept: boolean })
  | (ClientBase & { type: 'mark'; x: number; y: number; dead: boolean })
  | (ClientBase & { type: 'accept'; version: number })
  | (ClientBase & { type: 'name'; name: string })
  | (ClientBase & { type: 'ping' });

export type ClientMessageType = ClientMessage['type'];

// ---- Server to client ----

interface ServerBase {
  v: typeof PROTOCOL_VERSION;
  /** The game's `seq` after the change this message tells (absent on errors and pongs). */
  seq?: number;
  /** The `ref` of the client message this answers, on the connection that sent it. */
  ref?: string | number;
}

export type ServerMessage =
  | (ServerBase & { type: 'welcome'; seat: Color | null; token?: string; game: GameView })
  | (ServerBase & { type: 'game'; game: GameView })
  | (ServerBase & {
      type: 'move';
      color: Color;
      x: number;
      y: number;
      number: number;
      captures: { black: number; white: number };
      clock: ClockView | null;
    })
  | (ServerBase & { type: 'pass'; color: Color; number: number; clock: ClockView | null })
  | (ServerBase & { type: 'undo-request'; color: Color })
  | (ServerBase & { type: 'undo-answer'; color: Color; accept: boolean })
  | (ServerBase & { type: 'undo'; moves: number; turn: Color; clock: ClockView | null })
  | (ServerBase & { type: 'count'; count: CountView })
  | (ServerBase & { type: 'clock'; clock: ClockView })
  | (ServerBase & { type: 'player'; color: Color; player: SeatView })
  | (ServerBase & { type: 'status'; status: GameStatus; clock: ClockView | null })
  | (ServerBase & {
      type: 'end';
      result: string;
      reason: EndReason;
      score?: { black: number; white: number };
      clock: ClockView | null;
    })
  | (ServerBase & { type: 'error'; code: ErrorCode; message: string })
  | (ServerBase & { type: 'pong' });

export type ServerMessageType = ServerMessage['type'];

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
