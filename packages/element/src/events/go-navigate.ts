import type { GameNode } from '@go-board/rules';

/**
 * Fired by `<go-board>` when the shown position changed: by the controls, the keyboard,
 * autoplay, or a new `move`. Not fired by loading a record (that is `go-load`).
 */
export class GoNavigateEvent extends Event {
  static readonly type = 'go-navigate';
  /** The move number of the position shown now (0 is the start). */
  readonly moveNumber: number;
  /** The game-tree node shown now. */
  readonly node: GameNode;

  constructor(moveNumber: number, node: GameNode) {
    super(GoNavigateEvent.type, { bubbles: true, composed: true });
    this.moveNumber = moveNumber;
    this.node = node;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'go-navigate': GoNavigateEvent;
  }
}
