import { beforeAll, describe, expect, it } from 'vitest';
import { loadPlayoutsCore, MAX_BOARD_SIZE, type PlayoutsCore } from '../src/index.js';
import { boardFromDiagram } from './support/diagram.js';

let core: PlayoutsCore;

beforeAll(async () => {
  core = await loadPlayoutsCore();
  core.seedRandom(20261129n);
});

const boardFrom = (rows: string[]) => boardFromDiagram(core, rows);

function deadPoints(board: number, width: number, height: number, threshold = 0.2): string[] {
  core.ownership(board, 1, 1000);
  core.deadStones(board, threshold);
  const mask = new Uint8Array(core.memory.buffer, core.bytesBuffer(), width * height);
  return [...mask].flatMap((dead, i) => (dead ? [`${i % width},${Math.floor(i / width)}`] : []));
}

/** A finished 9x9 game: Black on the left, White on the right; a white stone dead in Black's
 * area at (1, 1) and a black stone dead in White's area at (7, 6). */
const FINISHED = [
  '...XO....',
  '.O.XO....',
  '...XO....',
  '..XXO..O.',
  '..XOO....',
  '..XO.....',
  '.XXO...X.',
  '.XOO.....',
  '.XO......',
];

/** White's five stones in the top-left corner around a squared four, Black all around them. */
const SQUARED_FOUR = [
  '..OX.X...',
  '..OXX....',
  'OOOX.X...',
  'XXXX.....',
  '.........',
  '.X.....X.',
  '.........',
  '......X..',
  '.........',
];

describe('ownership and dead stones', () => {
  it('should give each side its area, from -1 (White) to +1 (Black)', () => {
    const board = boardFrom(FINISHED);
    core.ownership(board, 1, 1000);
    const owner = new Float32Array(core.memory.buffer, core.ownershipBuffer(), 81);
    expect(owner[0 * 9 + 0]).toBeGreaterThan(0.3);
    expect(owner[8 * 9 + 8]).toBeLessThan(-0.1);
    expect(owner[4 * 9 + 4]).toBeLessThan(-0.5);
    for (const value of owner) expect(Math.abs(value)).toBeLessThanOrEqual(1);
  });

  it("should find the lone stones inside the other side's area dead, and nothing else", () => {
    expect(deadPoints(boardFrom(FINISHED), 9, 9)).toEqual(['1,1', '7,6']);
  });

  it('should decide chains that share an eye together', () => {
    // Three white chains around one eye at (2, 2), shut in by Black: one group, and dead.
    const rows = [
      '.XXXX....',
      'XXOOXX...',
      'XO.OX....',
      'XXOXX....',
      '.XX......',
      '.........',
      '.........',
      '.........',
      '.........',
    ];
    expect(deadPoints(boardFrom(rows), 9, 9).sort()).toEqual(['1,2', '2,1', '2,3', '3,1', '3,2']);
  });

  it('should keep a seki in every playout of an estimate', () => {
    // Everything is settled but the seki at the top left: filling either shared liberty, (2, 1)
    // or (3, 1), is a self-atari of two or more stones, which the estimate's playouts never play,
    // so every point keeps its owner in every playout.
    const board = boardFrom([
      'OXXXXOX.X',
      'OX..OOXXX',
      'OOOOOOX.X',
      'XXXXXXXXX',
      'OOOOOOOOO',
      'O.O.O.O.O',
      'OOOOOOOOO',
    ]);
    core.ownership(board, 1, 600);
    const owner = new Float32Array(core.memory.buffer, core.ownershipBuffer(), 63);
    for (const x of [1, 2, 3, 4]) expect(owner[x]).toBe(1);
    for (const [x, y] of [
      [0, 0],
      [5, 0],
      [0, 2],
      [5, 1],
    ] as const)
      expect(owner[y * 9 + x]).toBe(-1);
    expect(owner[1 * 9 + 2]).toBe(0);
    expect(owner[1 * 9 + 3]).toBe(0);
  });

  it('should find a group dead whose one eye holds a stone thrown in', () => {
    // White's corner eye (1, 0), (0, 1) holds Black's stone at (0, 0). Black at either point is a
    // self-atari of two stones that leaves White in atari too: taken, it leaves White one eye of
    // two points, and the next stone thrown in kills. Estimates refuse every other self-atari of
    // two or more stones; refusing this one too counted White alive, and the bot passed on it.
    const rows = ['X.OX.X.', '.OOXXXX', 'OOXXX.X', 'XXX.XXX', 'X.XXXXX', 'XXX.X.X', '.XXXXX.'];
    expect(deadPoints(boardFrom(rows), 7, 7).sort()).toEqual(['0,2', '1,1', '1,2', '2,0', '2,1']);
  });

  it('should find a squared four dead, however the playouts throw in', () => {
    // White's five stones enclose four points in a square: one eye, however White plays inside.
    // Once White fills a point of it, Black's stone thrown in at an end of the bent three left,
    // taken, gives White a second eye; the playouts played it as often as the one on the bend.
    // Dead in three playouts of four at least: before, in three of five.
    expect(deadPoints(boardFrom(SQUARED_FOUR), 9, 9, 0.35).sort()).toEqual(['0,2', '1,2', '2,0', '2,1', '2,2']);
  });

  it('should find a bent three dead once its owner has filled the fourth point', () => {
    // The same square with White's own stone in it: Black's stone on the bend kills, and the one
    // at either end, taken, gives White two eyes. The playouts counted White dead in about half of
    // them, not enough to call it.
    const rows = SQUARED_FOUR.map((row, y) => (y === 1 ? '.' + 'O' + row.slice(2) : row));
    expect(deadPoints(boardFrom(rows), 9, 9).sort()).toEqual(['0,2', '1,1', '1,2', '2,0', '2,1', '2,2']);
  });

  it('should leave stones in seki alive', () => {
    const rows = ['OXXXXO', 'OX..OO', 'OOOOOO'];
    expect(deadPoints(boardFrom(rows), 6, 3)).toEqual([]);
  });
});

describe('tree search', () => {
  function bestMove(board: number, color: number, width: number, iterations: number): string {
    core.searchStart(board, color, 7);
    core.searchRun(iterations);
    let best = -1;
    let bestVisits = -1;
    for (let i = 0; i < core.rootChildCount(); i++) {
      if (core.rootChildVisits(i) > bestVisits) {
        bestVisits = core.rootChildVisits(i);
        best = core.rootChildMove(i);
      }
    }
    return best < 0 ? 'pass' : `${best % width},${Math.floor(best / width)}`;
  }

  it("should count each simulation's area score, whose wins are the root's win rate, afresh for each search", () => {
    const middle = MAX_BOARD_SIZE * MAX_BOARD_SIZE;
    for (const [color, komi] of [
      [1, 7],
      [2, 6.5],
    ] as const) {
      const board = boardFrom(FINISHED);
      core.searchStart(board, color, komi);
      const visits = core.searchRun(600);
      const counts = new Int32Array(core.memory.buffer, core.searchScoresBuffer(), 2 * middle + 1);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(visits);
      // The side to move's wins, a draw (an area of exactly the komi) as half.
      let wins = 0;
      counts.forEach((count, slot) => {
        const margin = (slot - middle - komi) * (color === 1 ? 1 : -1);
        wins += count * (margin > 0 ? 1 : margin === 0 ? 0.5 : 0);
      });
      let rootWins = 0;
      for (let i = 0; i < core.rootChildCount(); i++) rootWins += core.rootChildWinRate(i) * core.rootChildVisits(i);
      expect(wins).toBeCloseTo(rootWins, 1);
      expect(counts.every((count, slot) => count === 0 || Math.abs(slot - middle) <= 81)).toBe(true);
      core.destroyBoard(board);
    }
  });

  it('should capture a big group in atari when the game hangs on it', () => {
    const board = boardFrom(['.......', '.XXXXX.', 'XOOOOOX', '.XXXXO.', '.....X.', '.......', '.......']);
    expect(bestMove(board, 1, 7, 6000)).toBe('6,3');
  });

  it('should save its own group in atari', () => {
    const board = boardFrom([
      '.........',
      '.........',
      '..XXXX...',
      '.XOOOO...',
      '..XXXX...',
      '.........',
      '.........',
      '.........',
      '.........',
    ]);
    expect(bestMove(board, 2, 9, 4000)).toBe('6,3');
  });

  it('should never offer to fill its own eye', () => {
    const board = boardFrom(['.X.X.O...', 'XXXXXO...', 'OOOOOO...', '.........']);
    core.searchStart(board, 1, 7);
    core.searchRun(200);
    const moves = Array.from({ length: core.rootChildCount() }, (_, i) => core.rootChildMove(i));
    expect(moves).not.toContain(0);
    expect(moves).not.toContain(2);
    expect(moves).toContain(-1); // passing is always possible
  });
});
