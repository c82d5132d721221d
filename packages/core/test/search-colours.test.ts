import { beforeAll, describe, expect, it } from 'vitest';
import { loadPlayoutsCore, type PlayoutsCore } from '../src/index.js';
import { boardFromDiagram } from './support/diagram.js';

let core: PlayoutsCore;

beforeAll(async () => {
  core = await loadPlayoutsCore();
});

/** The same diagram with the colours of its stones swapped. */
const swapColours = (rows: string[]): string[] =>
  rows.map((row) => row.replace(/[XO]/g, (stone) => (stone === 'X' ? 'O' : 'X')));

/** Every move the root considered, with its visits and win rate, after a seeded search. */
function searchResult(rows: string[], color: number, komi: number, seed: bigint, iterations: number): string[] {
  const board = boardFromDiagram(core, rows);
  core.seedRandom(seed);
  core.searchStart(board, color, komi);
  core.searchRun(iterations);
  const moves = Array.from(
    { length: core.rootChildCount() },
    (_, i) => `${core.rootChildMove(i)}:${core.rootChildVisits(i)}:${core.rootChildWinRate(i).toFixed(4)}`,
  );
  core.destroyBoard(board);
  return moves;
}

// A position and its twin with the colours swapped and the komi given to the other side are the
// same game: the search must see them alike, move for move and win rate for win rate. With an
// integer komi a game can end in a draw (jigo); counting it as a win for White made White's
// search content with a draw that Black's search counted as a loss, so White aimed half a point low.
describe('the tree search and the colours', () => {
  const opening = [
    '.........',
    '.........',
    '..X...O..',
    '.........',
    '....X....',
    '.........',
    '..O...X..',
    '.........',
    '.........',
  ];

  for (const komi of [7, 6.5, 0]) {
    it(`should judge a position alike for Black and for White (komi ${komi})`, () => {
      for (const seed of [3n, 11n]) {
        const asBlack = searchResult(opening, 1, komi, seed, 3000);
        const asWhite = searchResult(swapColours(opening), 2, -komi, seed, 3000);
        expect(asWhite).toEqual(asBlack);
      }
    });
  }

  it('should count a draw as half a win for either side', () => {
    // Both sides are alive with two eyes and 12 points each; no move is left but filling an eye,
    // so every simulation ends at once in a draw with komi 0.
    const settled = ['X.XO.O', 'XXXOOO', 'X.XO.O', 'XXXOOO'];
    for (const color of [1, 2]) {
      const [pass] = searchResult(settled, color, 0, 5n, 200);
      expect(pass).toBe('-1:200:0.5000');
    }
  });
});
