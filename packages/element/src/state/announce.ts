// The transition of what the board says and shows of the node shown (the `said` and `comment` of
// the board's state, ./board-state.ts), apart from the hands' (./transitions.ts): the board's
// first-load bundle carries it, and the hands' only come with the modes that have hands. It sets
// its fields and calls `changed` as ./change.ts does, written out, for the same reason: the modes
// carry copies of change.ts, the board's own bundle not. It never touches the DOM.
import type { BoardState } from './board-state.js';

/** The live region says `said`, and the board shows `comment` (left out: the comment shown stays).
 * Asks for a drawing only when either changed. */
export const announce = (state: BoardState, said: string, comment = state.comment): void => {
  if (said !== state.said || comment !== state.comment) Object.assign(state, { said, comment }).changed();
};
