// A board's one state record, made once per board by BoardParts (host/board-parts.ts) and handed
// to every mode through the ModeContext (`context.state`): what the hands point at (the keyboard
// cursor and whether it shows, the point under the mouse, a first tap waiting for its confirming
// tap, a game-ending button waiting for its second press) and what the board says and shows of the
// node shown (what its live region says, the node's name and comment). A plain record: its fields
// are read-only to everyone but the named transitions (./transitions.ts for the hands' fields,
// ./announce.ts for what is said and shown), which never touch the DOM. `changed` is the one place
// that asks the board to be drawn again; the board's render (and the modes' drawing) reads the
// record. The hands' fields are absent (none) until hands first set them: a page of diagrams has no
// hands, and its bundle does not carry them. The game and the node shown are not in it: the record
// controller holds the game only while it is not at rest (record/kept-game.ts), and the board
// reads it from there.
import type { Point } from '@go-board/rules';
import type { NodeComment } from '../replay/comment.js';

/** An action that would end the game, pressed once and waiting for its confirming second press:
 * resigning, or the pass that follows a pass. */
export type ArmedAction = 'pass' | 'resign';

export interface BoardState {
  /** The keyboard cursor, shown or not: where Enter chooses. None until `recentre`. */
  readonly cursor?: Point | null;
  /** Whether the keyboard moved last, so the cursor shows (the pointer hides it). */
  readonly aiming?: boolean;
  /** The point under the mouse (a finger has no hover). */
  readonly hover?: Point | null;
  /** The point a first tap chose, waiting for the confirming tap. */
  readonly pending?: Point | null;
  /** The game-ending button waiting for its second press, if any. */
  readonly armed?: ArmedAction | null;
  /** What the live region says ('' for nothing). */
  readonly said: string;
  /** The name and comment of the node shown, as text (never the node, which keeps its tree). */
  readonly comment: NodeComment | null;
  /** Asks for the board to be drawn again: the one place that requests the board's update. */
  readonly changed: () => void;
}

/** A board that has said nothing, shows no comment, and that no hands have taken yet; `changed`
 * asks the board for an update. */
export const boardState = (changed: () => void): BoardState => ({
  said: '',
  comment: null,
  changed,
});
