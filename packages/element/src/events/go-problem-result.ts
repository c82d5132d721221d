import type { Point } from '@go-board/rules';

/** How a line of a problem ended: whether it was right, and the reader's moves along it. */
export type GoProblemResult = { solved: boolean; moves: Point[] };

/**
 * Fired by `<go-board mode="problem">` when a line ends: `solved` is true when the reader reached
 * a right end of the problem's tree, false after a move the tree does not hold or a line that
 * ends wrong. `moves` are the reader's own moves, `{ x, y }` in order, without the board's
 * answers. Not fired by `showSolution()`.
 */
export class GoProblemResultEvent extends Event {
  static readonly type = 'go-problem-result';
  /** `{ solved, moves }`. */
  readonly detail: GoProblemResult;

  constructor(detail: GoProblemResult) {
    super(GoProblemResultEvent.type, { bubbles: true, composed: true });
    this.detail = detail;
  }

  /** Whether the line ended right. */
  get solved(): boolean {
    return this.detail.solved;
  }

  /** The reader's moves along the line, `{ x, y }` in order. */
  get moves(): Point[] {
    return this.detail.moves;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'go-problem-result': GoProblemResultEvent;
  }
}
