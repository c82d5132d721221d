// The problem mode's folder: what `mode="problem"` loads the first time a board shows a problem.
import { movesStyles } from '../input/moves.styles.js';
import { controlStyles } from '../styles/controls.styles.js';
import { problemStyles } from './problem.styles.js';
import { ProblemMode } from './problem-mode.js';
import type { MakeMode } from '../modes/mode-board.js';
import { enMoves } from '../words/en-moves.js';
import { enProblem } from '../words/en-problem.js';

export { ProblemMode, type ProblemSettings } from './problem-mode.js';

/** The styles the mode adds to the board's: its buttons', those of a board that takes moves, and its own. */
export const styles = [controlStyles, movesStyles, problemStyles];

/** Makes the mode for a board (see ModeSwitch). */
export const makeMode: MakeMode<ProblemMode> = (context, board) => new ProblemMode(context, board);

/** English's words the mode says: of moves and points, and its own (words/en.ts). The board takes
 * them in when the folder arrives (modes/mode-folders.ts). */
export const words = { ...enMoves, ...enProblem };
