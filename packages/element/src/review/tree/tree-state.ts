// The variation tree's state as scrolling, the keys, clicks and the node shown change it: the part
// of the tree in view, the keyboard's node, and the node to scroll into view. A plain record: its
// fields are read-only to everyone but the named transitions below, which never touch the DOM.
// `changed` is the one place that asks for the tree to be drawn again; the tree's render reads
// the record.
import type { GameNode } from '@go-board/rules';

/** The visible part of the tree, in CSS pixels: its scroll position and size. */
export interface TreeViewport {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

export interface TreeState {
  /** The part of the tree in view (a guess until the tree is first measured). */
  readonly view: TreeViewport;
  /** The node the keyboard is on. */
  readonly cursor: GameNode | null;
  /** The node shown when the tree was last drawn: a new one moves the cursor to it. */
  readonly shown: GameNode | null;
  /** A node to scroll into view after the next drawing. */
  readonly reveal: GameNode | null;
  /** Whether the tree was last drawn down (beside the board, in a panel taller than wide) or across. */
  readonly vertical: boolean;
  /** Asks for the tree to be drawn again: the one place that requests the board's update. */
  readonly changed: () => void;
}

/** A tree before it was drawn; `changed` asks the board for an update. */
export const treeState = (changed: () => void): TreeState => ({
  view: { left: 0, top: 0, width: 640, height: 320 },
  cursor: null,
  shown: null,
  reveal: null,
  vertical: false,
  changed,
});

/** The fields a transition may change. */
type Fields = Partial<Omit<TreeState, 'changed'>>;

/** Changes the record's fields (read-only to all but these transitions). */
const set = (state: TreeState, fields: Fields): void => void Object.assign(state, fields);

/** The tree was measured (scrolled or resized): asks for a drawing only when the view moved. */
export const measureView = (state: TreeState, view: TreeViewport): void => {
  const old = state.view;
  if (view.left === old.left && view.top === old.top && view.width === old.width && view.height === old.height) return;
  set(state, { view });
  state.changed();
};

/** A click chose `node`: the keyboard's node is there (the board goes to it besides). */
export const clickNode = (state: TreeState, node: GameNode): void => {
  set(state, { cursor: node });
  state.changed();
};

/** A key moved the keyboard's node to `node`, scrolled into view after the drawing. */
export const stepCursor = (state: TreeState, node: GameNode): void => {
  set(state, { cursor: node, reveal: node });
  state.changed();
};

/** The render follows the node shown and the direction it draws in: a new node shown takes the
 * keyboard's node to it, and a new node or direction scrolls the keyboard's node into view after
 * the drawing. Called by the render, which draws what changed: it asks for no other drawing. */
export const followShown = (state: TreeState, shown: GameNode, vertical: boolean): void => {
  if (shown !== state.shown) set(state, { shown, cursor: shown, reveal: shown });
  if (vertical !== state.vertical) set(state, { vertical, reveal: state.cursor ?? shown });
};

/** The node to reveal was scrolled into view (or is not in the tree): nothing drawn changes. */
export const revealDone = (state: TreeState): void => set(state, { reveal: null });
