// One board's state as the hands change it: the keyboard cursor and whether it shows, the point
// under the mouse, a first tap waiting for its confirming tap, and a game-ending button waiting
// for its second press: what the board draws of the hands. A plain record: its fields are
// read-only to everyone but the named transitions (./transitions.ts), which never touch the DOM.
// `changed` is the one place that asks the board to be drawn again; the render reads the record.
import type { Point } from '@go-board/rules';

/** An action that would end the game, pressed once and waiting for its confirming second press:
 * resigning, or the pass that follows a pass. */
export type ArmedAction = 'pass' | 'resign';

export interface BoardState {
  /** The keyboard cursor, shown or not: where Enter chooses. Null until `recentre`. */
  readonly cursor: Point | null;
  /** Whether the keyboard moved last, so the cursor shows (the pointer hides it). */
  readonly aiming: boolean;
  /** The point under the mouse (a finger has no hover). */
  readonly hover: Point | null;
  /** The point a first tap chose, waiting for the confirming tap. */
  readonly pending: Point | null;
  /** The game-ending button waiting for its second press, if any. */
  readonly armed: ArmedAction | null;
  /** Asks for the board to be drawn again: the one place that requests the host's update. */
  readonly changed: () => void;
}

/** A board's state before anything pointed at it; `changed` asks its host for an update. */
export const boardState = (changed: () => void): BoardState => ({
  cursor: null,
  aiming: false,
  hover: null,
  pending: null,
  armed: null,
  changed,
});
