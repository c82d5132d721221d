// The play mode's folder: what `mode="play"` loads the first time a board plays, so a page of
// diagrams never downloads it.
import { movesStyles } from '../input/moves.styles.js';
import { controlStyles } from '../styles/controls.styles.js';
import { playStyles } from './play.styles.js';
import { PlayMode } from './play-mode.js';
import type { MakeMode } from '../modes/mode-board.js';
import { enMoves } from '../words/en-moves.js';
import { enPlay } from '../words/en-play.js';

export { PlayMode, type PlaySettings } from './play-mode.js';

/** The styles the mode adds to the board's: its buttons', those of a board that takes moves, and its own. */
export const styles = [controlStyles, movesStyles, playStyles];

/** Makes the mode for a board (see ModeSwitch). */
export const makeMode: MakeMode<PlayMode> = (context, board, guessDeadStones) =>
  new PlayMode(context, board, guessDeadStones);

/** English's words the mode says: of moves and points, and its own (words/en.ts). The board takes
 * them in when the folder arrives (modes/mode-folders.ts). */
export const words = { ...enMoves, ...enPlay };
