// The ownership overlay's lazy part: what a board with `show-ownership` loads the first time it
// shows the estimate (ownership-slot.ts, in the first load, loads it), so other pages never do.
export { OwnershipController, styles, type OwnershipHost } from './ownership-controller.js';
