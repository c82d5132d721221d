// The problem mode's folder: what `mode="problem"` loads the first time a board shows a problem.
import { movesStyles } from '../input/moves.styles.js';
import { problemStyles } from './problem.styles.js';
import { ProblemMode } from './problem-mode.js';
import type { MakeMode } from '../mode-board.js';

export { ProblemMode, type ProblemSettings } from './problem-mode.js';

/** The styles the mode adds to the board's: those of a board that takes moves, and its own. */
export const styles = [movesStyles, problemStyles];

/** Makes the mode for a board (see ModeSwitch). */
export const makeMode: MakeMode<ProblemMode> = (context, board) => new ProblemMode(context, board);
