import { beforeAll, describe, expect, it } from 'vitest';
import { loadPlayoutsCore, type PlayoutsCore } from '../src/index.js';
import { boardFromDiagram } from './support/diagram.js';

let core: PlayoutsCore;

beforeAll(async () => {
  core = await loadPlayoutsCore();
  core.seedRandom(7n);
});

const boardFrom = (rows: string[]) => boardFromDiagram(core, rows);

/** The root's moves after `iterations` simulations, most visited first, as 'x,y' or 'pass'. */
function ranking(board: number, color: number, iterations: number, lastMove?: [number, number]): string[] {
  const width = 9;
  core.searchStart(board, color, 7);
  if (lastMove) core.searchLastMove(...lastMove);
  core.searchRun(iterations);
  const children = Array.from({ length: core.rootChildCount() }, (_, i) => ({
    move: core.rootChildMove(i),
    visits: core.rootChildVisits(i),
  }));
  children.sort((a, b) => b.visits - a.visits);
  return children.map(({ move }) => (move < 0 ? 'pass' : `${move % width},${Math.floor(move / width)}`));
}

// The priors put tactics into the tree from its first simulations: light playouts alone need
// thousands of simulations to see them (the core's estimate tests give the search 4,000-6,000).
describe('search priors', () => {
  it('should see the capture of a chain in atari within a few hundred simulations', () => {
    const board = boardFrom([
      '.........',
      '..XXXX...',
      '..OOOOX..',
      '..XXXX...',
      '.........',
      '.........',
      '.........',
      '.........',
      '.........',
    ]);
    expect(ranking(board, 1, 300)[0]).toBe('1,2');
    core.destroyBoard(board);
  });

  it('should save its own chain in atari within a few hundred simulations', () => {
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
    expect(ranking(board, 2, 300)[0]).toBe('6,3');
    core.destroyBoard(board);
  });

  it('should not lead with a move that puts its own chain in atari', () => {
    // White's chain at (1,1)-(2,1) has two liberties; (3,1) would leave it one.
    const board = boardFrom([
      '.XXX.....',
      'XOO.X....',
      '.XXX.....',
      '.........',
      '.........',
      '.........',
      '.........',
      '.........',
      '.........',
    ]);
    const top = ranking(board, 2, 300).slice(0, 3);
    expect(top).not.toContain('3,1');
    core.destroyBoard(board);
  });

  it('should answer near the last move more often once told where it was', () => {
    // A quiet board: only the priors' local bonus tells the moves near (6, 6) from the others.
    const nearReplies = (told: boolean): number => {
      let near = 0;
      for (let seed = 1; seed <= 12; seed++) {
        core.seedRandom(BigInt(seed));
        const board = boardFrom([
          '.........',
          '.........',
          '..X......',
          '.........',
          '.........',
          '.........',
          '......O..',
          '.........',
          '.........',
        ]);
        const [best] = ranking(board, 1, 300, told ? [6, 6] : undefined);
        const [x, y] = best!.split(',').map(Number);
        if (Math.abs(x! - 6) + Math.abs(y! - 6) <= 2) near++;
        core.destroyBoard(board);
      }
      return near;
    };
    expect(nearReplies(true)).toBeGreaterThanOrEqual(nearReplies(false) + 3);
  });
});
