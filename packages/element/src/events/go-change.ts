import type { GameNode, Point } from '@go-board/rules';

/** The kinds of edit: a move or a pass played, setup stones or the player to move, markup, the
 * comment or the node's name, an annotation (or a problem's line marked right or wrong), the game
 * information, a node deleted, a line promoted to the main line or a variation moved, the board's
 * size (or a new board), and an edit undone or redone. */
export type GoChangeAction =
  | 'move'
  | 'setup'
  | 'markup'
  | 'comment'
  | 'annotation'
  | 'info'
  | 'delete'
  | 'promote'
  | 'reorder'
  | 'size'
  | 'undo'
  | 'redo';

/** What an edit changed. */
export type GoChange = {
  action: GoChangeAction;
  /** The SGF properties written or taken away, such as `['AB']` or `['TR']`; empty for a move,
   * a deletion and the order of variations, which change the tree rather than a property. */
  properties: string[];
  /** The node shown after the edit (the one edited, or the new node a move or setup made). */
  node: GameNode;
  /** The points the edit was made on, `{ x, y }`; empty for edits of no point. */
  points: Point[];
};

/**
 * Fired by `<go-board mode="edit">` after every edit, by the reader or by `undoEdit()` and
 * `redoEdit()`: `detail` says what changed, and `board.sgf` reads back the whole record as it now
 * stands, for a page to save (the board itself writes nothing anywhere).
 */
export class GoChangeEvent extends Event {
  static readonly type = 'go-change';
  /** `{ action, properties, node, points }`. */
  readonly detail: GoChange;

  constructor(detail: GoChange) {
    super(GoChangeEvent.type, { bubbles: true, composed: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'go-change': GoChangeEvent;
  }
}
