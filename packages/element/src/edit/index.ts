// The editor's folder: what `mode="edit"` loads the first time a board is edited.
import { movesStyles } from '../input/moves.styles.js';
import { controlStyles } from '../styles/controls.styles.js';
import { editStyles } from './edit.styles.js';
import { EditMode } from './edit-mode.js';
import type { MakeMode } from '../modes/mode-board.js';

export { EditMode } from './edit-mode.js';
export type { EditSettings } from './edit-mode.js';
export type { EditTool } from './tools.js';

/** The styles the editor adds to the board's: its buttons and variations list, the status line
 * and buttons of a board that takes moves, and its own. */
export const styles = [controlStyles, movesStyles, editStyles];

/** Makes the mode for a board (see ModeSwitch). */
export const makeMode: MakeMode<EditMode> = (context, board) => new EditMode(context, board);
