// English: the board's default words, and the table every other one falls back to key by key. It
// comes in parts, so a page loads only the words it shows: the board's own (en-board.ts), in the
// first load; the words of moves and points (en-moves.ts), of the replay's part (en-replay.ts) and
// of the play and problem modes (en-play.ts, en-problem.ts), each loaded with the part that says
// them; and the rest together (en-rest.ts) for the parts that say more. This is the whole table.
import { enBoard } from './en-board.js';
import { enRest } from './en-rest.js';
import type { Words } from './words.js';

export const en: Words = { ...enBoard, ...enRest };
