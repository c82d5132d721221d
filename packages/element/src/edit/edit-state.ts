// What the editor draws of its own under the board: the line it said last, the tool button that
// holds the toolbar's tab stop (and whether to move the focus there once drawn), the label tool's
// text and the form sections open. A plain record: its fields are read-only to everyone but the
// named transitions below, which never touch the DOM. `changed` is the one place that asks for the
// board to be drawn again (the editor's hands share it); the editor's panel reads the record.
import { change } from '../state/change.js';
import type { Phrase } from '../words/words.js';
import type { EditPanel, EditTool } from './tools.js';

export interface EditRecord {
  /** What the editor said last, for the status line. */
  readonly message: Phrase | null;
  /** The tool button that holds the toolbar's tab stop (null: the tool in use). */
  readonly focus: EditTool | null;
  /** Whether the next drawing moves the focus to that button. */
  readonly focusing: boolean;
  /** The label tool's own text ('' for the next free letter). */
  readonly labelText: string;
  /** The form sections open. */
  readonly open: ReadonlySet<EditPanel>;
  /** Asks for the board to be drawn again: the one place that requests the board's update. */
  readonly changed: () => void;
}

/** An editor that said nothing yet, its sections closed; `changed` asks the board for an update. */
export const editRecord = (changed: () => void): EditRecord => ({
  message: null,
  focus: null,
  focusing: false,
  labelText: '',
  open: new Set(),
  changed,
});

/** `message` shows in the status line (null: none). Asks for a drawing only when it changed. */
export const tell = (record: EditRecord, message: Phrase | null): void => {
  if (record.message !== message) change(record, { message });
};

/** `tool` was chosen: its button holds the tab stop. Asks for a drawing only when it moved. */
export const chooseTool = (record: EditRecord, tool: EditTool): void => {
  if (record.focus !== tool) change(record, { focus: tool });
};

/** The arrow keys moved the tab stop to `tool`: the drawing moves the focus there, so this asks
 * for one even when the tab stop stays. */
export const focusTool = (record: EditRecord, tool: EditTool): void => change(record, { focus: tool, focusing: true });

/** The focus moved to the tab stop's button: nothing drawn changes. */
export const focusDone = (record: EditRecord): void => void Object.assign(record, { focusing: false });

/** The label tool's text was typed: the field shows it already, nothing else drawn changes. */
export const typeLabel = (record: EditRecord, labelText: string): void => void Object.assign(record, { labelText });

/** A form section was opened or closed: the page shows it already, nothing else drawn changes. */
export const toggleSection = (record: EditRecord, section: EditPanel, open: boolean): void => {
  const sections = new Set(record.open);
  if (open) sections.add(section);
  else sections.delete(section);
  Object.assign(record, { open: sections });
};
