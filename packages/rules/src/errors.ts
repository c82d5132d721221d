import type { Color } from './color.js';

/** Why a move was refused. */
export const IllegalMoveReason = {
  Occupied: 'occupied',
  Suicide: 'suicide',
  Ko: 'ko',
  Superko: 'superko',
  OffBoard: 'off-board',
  GameOver: 'game-over',
} as const;
export type IllegalMoveReason = (typeof IllegalMoveReason)[keyof typeof IllegalMoveReason];

const EXPLANATIONS: Record<IllegalMoveReason, string> = {
  occupied: 'the point already holds a stone',
  suicide: 'the stone would have no liberties and captures nothing (suicide)',
  ko: 'retaking the ko at once would repeat the previous position; play elsewhere first',
  superko: 'the move would repeat an earlier position (superko)',
  'off-board': 'the point is not on the board',
  'game-over': 'the game is over',
};

/** A short explanation of a reason, for status lines and announcements. */
export function explainIllegalMove(reason: IllegalMoveReason): string {
  return EXPLANATIONS[reason];
}

/** Thrown by `Game.play()` (and `pass()` after the end) for a move the rules forbid. The game is
 * left exactly as it was. */
export class IllegalMoveError extends Error {
  override name = 'IllegalMoveError';
  /** Why the move is illegal. */
  readonly reason: IllegalMoveReason;
  /** The colour that tried to move. */
  readonly color: Color;
  /** The point that was tried, as given; absent for a pass. */
  readonly x: unknown;
  readonly y: unknown;

  constructor(reason: IllegalMoveReason, color: Color, x?: unknown, y?: unknown, detail?: string) {
    const where = x === undefined ? '' : ` at (${String(x)}, ${String(y)})`;
    super(`Illegal move for ${color}${where}: ${detail ?? EXPLANATIONS[reason]}.`);
    this.reason = reason;
    this.color = color;
    this.x = x;
    this.y = y;
  }
}

/** Thrown by every member of a Game but `dispose()` and `isDisposed` once the game is disposed
 * (by `dispose()`, or at the end of its `using` block). */
export class DisposedGameError extends Error {
  override name = 'DisposedGameError';

  constructor() {
    super(
      'Expected a game that is not disposed, received one whose dispose() was called (or whose `using` block ended): ' +
        'create a new Game, or clone() this one before disposing of it.',
    );
  }
}
