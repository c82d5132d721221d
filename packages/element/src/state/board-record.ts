// What the board says and shows of the node shown, beside the hands' state (./board-state.ts):
// what its live region says, and the name and comment of the node shown. A plain record: its
// fields are read-only to everyone but the named transition below, which never touches the DOM.
// `changed` is the one place that asks the board to be drawn again; the board's render
// (host/board-parts.ts) reads the record. The transition sets its fields and calls `changed` as
// ./change.ts does, written out: the modes carry copies of change.ts, the board's own bundle not.
import type { NodeComment } from '../replay/comment.js';

export interface BoardRecord {
  /** What the live region says ('' for nothing). */
  readonly said: string;
  /** The name and comment of the node shown, as text (never the node, which keeps its tree). */
  readonly comment: NodeComment | null;
  /** Asks for the board to be drawn again: the one place that requests the board's update. */
  readonly changed: () => void;
}

/** A board that has said nothing and shows no comment; `changed` asks the board for an update. */
export const boardRecord = (changed: () => void): BoardRecord => ({ said: '', comment: null, changed });

/** The live region says `said`, and the board shows `comment` (left out: the comment shown stays).
 * Asks for a drawing only when either changed. */
export const announce = (record: BoardRecord, said: string, comment = record.comment): void => {
  if (said !== record.said || comment !== record.comment) Object.assign(record, { said, comment }).changed();
};
