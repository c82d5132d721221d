// A diagram read into a game: the record readDiagram writes, played on the rules' board.
import { Game } from '../game/game.js';
import { readDiagram } from './read.js';

/**
 * Reads a diagram in Sensei's Library's `$$` format into a `Game` whose SGF says the same, at
 * the position the diagram shows (after its numbered moves). Needs `init()` first.
 *
 * ```
 * $$Bc Black to play
 * $$  ------------------
 * $$ | . . . . . . . . .
 * $$ | . . O O . X . . .
 * $$ | . . 1 X . , . . .
 * ```
 *
 * Stones `X O`; empty points `.` and star points `,`; numbered moves `1`-`9` and `0` (10), with
 * `$$B`/`$$W` for who plays 1 and `$$m67` for the number it shows; marked stones `B W` (circle)
 * `# @` (square) `Y Q` (triangle) `Z P` (cross); marks on empty points `C S T M`; labels `a`-`z`;
 * `_` beside the board; edges `|`, `-` and `+`; `$$c` for coordinates and `$$13` for the size;
 * `{AR C14 C11}` arrows and `{LN 5:6 5:9}` lines; the title after the header's flags, whose
 * "5 at 1" notes place moves on earlier stones. Throws a `DiagramError` naming the line.
 */
export function parseDiagram(text: string): Game {
  const game = Game.fromSgf(readDiagram(text).sgf);
  game.goToEnd();
  return game;
}
