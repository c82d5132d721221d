// The replay's controls, keys, exploring and autoplay (replay-part.ts), loaded the first time a
// board shows them (modes/mode-folders.ts): a page of static diagrams never downloads them.
import { enMoves } from '../words/en-moves.js';
import { enReplay } from '../words/en-replay.js';
export { ReplayPart, type ReplayNavigation } from './replay-part.js';
/** The styles the part adds to the board's, adopted when it arrives: its controls' and the
 * variations list's. */
export { controlStyles as styles } from '../styles/controls.styles.js';

/** English's words the part says: of moves and points, and its own (words/en.ts). The board takes
 * them in when the folder arrives (modes/mode-folders.ts). */
export const words = { ...enMoves, ...enReplay };
