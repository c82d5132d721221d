import type { Game } from '../game/game.js';
import { COLUMN_LETTERS } from '../go-coordinates.js';

/** The board as GTP engines show it: letters along the top and bottom, row numbers counted from
 * the bottom on both sides, X for Black and O for White, then the captures. No empty lines, as a
 * GTP response may not hold any. */
export function boardText(game: Game): string {
  const size = game.width;
  const letters = `   ${[...COLUMN_LETTERS.slice(0, size)].join(' ')}`;
  const lines = [letters];
  for (let y = 0; y < size; y++) {
    const row = String(size - y).padStart(2);
    let cells = '';
    for (let x = 0; x < size; x++) {
      const stone = game.at({ x, y });
      cells += ` ${stone === 'black' ? 'X' : stone === 'white' ? 'O' : '.'}`;
    }
    lines.push(`${row}${cells} ${row.trim()}`);
  }
  lines.push(letters);
  const { black, white } = game.captures;
  lines.push(`Black (X) has captured ${black} stones, White (O) has captured ${white} stones; ${game.turn} to play`);
  return `\n${lines.join('\n')}`;
}
