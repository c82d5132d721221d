import type { Score } from '@go-board/rules';

/** How a game ended: its SGF result ('B+3.5', 'W+R', '0') and the count, when it was counted. */
export type GoGameEnd = { result: string; score: Score | null };

/**
 * Fired by `<go-board mode="play">` when a game ends: the score was accepted (`acceptScore()` or
 * the Accept button), or a player resigned (the Resign button or `resign()`). The result is
 * also written into the record's `RE`.
 */
export class GoGameEndEvent extends Event {
  static readonly type = 'go-game-end';
  /** `{ result, score }`: the result, and the count (null after a resignation). */
  readonly detail: GoGameEnd;

  constructor(detail: GoGameEnd) {
    super(GoGameEndEvent.type, { bubbles: true, composed: true });
    this.detail = detail;
  }

  /** The result as SGF writes it: 'B+3.5', 'W+R', '0' for a draw. */
  get result(): string {
    return this.detail.result;
  }

  /** The count with its breakdown, or null when the game ended by resignation. */
  get score(): Score | null {
    return this.detail.score;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'go-game-end': GoGameEndEvent;
  }
}
