// The named transitions of the hands' fields of a board's state (./board-state.ts; what is said
// and shown is ./announce.ts's): each changes the record and, when that changes what is drawn,
// calls its `changed` once. None touches the DOM.
import { samePoint, type Point } from '@go-board/rules';
import type { ArmedAction, BoardState } from './board-state.js';
import { change } from './change.js';

/** Another game or record: the cursor at `centre`, hidden, and no first tap or button waiting. */
export const recentre = (state: BoardState, centre: Point): void =>
  change(state, { cursor: centre, aiming: false, pending: null, armed: null });

/** The hands stop (their mode stops, or the board leaves it): no cursor, hover, first tap or button
 * waiting stays for the next mode to show. Asks for an update each time, unchecked: a mode stops
 * only as another starts or the record fails, which the board draws anyway, in the same update
 * (checking first weighed 8 B gzipped on the play page). */
export const letGo = (state: BoardState): void =>
  change(state, { cursor: null, aiming: false, hover: null, pending: null, armed: null });

/** The cursor goes to `point` (a step of the keys, or following a click). */
export const moveCursor = (state: BoardState, point: Point): void => change(state, { cursor: point });

/** A key of the hands was pressed: the keyboard aims, and the hover is forgotten. */
export const aimKeyboard = (state: BoardState): void => change(state, { aiming: true, hover: null });

/** The board lost the focus: the cursor hides. */
export const stopAiming = (state: BoardState): void => change(state, { aiming: false });

/** A mouse (or pen) is over `point`, or off the points (null): the pointer aims. Asks for an
 * update only when what shows changed. */
export const hoverAt = (state: BoardState, point: Point | null): void => {
  if (state.aiming || !samePoint(point, state.hover ?? null)) change(state, { aiming: false, hover: point });
};

/** The pointer left the board. */
export const clearHover = (state: BoardState): void => change(state, { hover: null });

/** A first tap on `point` waits for its confirming tap; null: none waits. */
export const holdTap = (state: BoardState, point: Point | null): void => change(state, { pending: point });

/** The position changed: neither a first tap nor a button waits for its second any more. Asks
 * for an update only when one was waiting. */
export const positionChanged = (state: BoardState): void => {
  if (state.pending || state.armed) change(state, { pending: null, armed: null });
};

/** `action` waits for its second press; null: none waits. Asks for an update only when that
 * changed. */
export const arm = (state: BoardState, action: ArmedAction | null): void => {
  if ((state.armed ?? null) !== action) change(state, { armed: action });
};
