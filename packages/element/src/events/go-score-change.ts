import type { Point, Score } from '@go-board/rules';

/**
 * Fired by `<go-board mode="play">` in the scoring phase when the local player marks a chain
 * dead or alive, with the new count. Not fired when the page sets `deadStones`, so two boards
 * kept in step through it never echo each other.
 */
export class GoScoreChangeEvent extends Event {
  static readonly type = 'go-score-change';
  /** The stones marked dead now, row by row. */
  readonly deadStones: Point[];
  /** The count without them, under the game's rules. */
  readonly score: Score;

  constructor(deadStones: Point[], score: Score) {
    super(GoScoreChangeEvent.type, { bubbles: true, composed: true });
    this.deadStones = deadStones;
    this.score = score;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'go-score-change': GoScoreChangeEvent;
  }
}
