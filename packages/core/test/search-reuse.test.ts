import { beforeAll, describe, expect, it } from 'vitest';
import { loadPlayoutsCore, type PlayoutsCore } from '../src/index.js';
import { boardFromDiagram } from './support/diagram.js';

let core: PlayoutsCore;

beforeAll(async () => {
  core = await loadPlayoutsCore();
});

const EMPTY_9 = Array.from({ length: 9 }, () => '.........');

/** The diagram with a stone of `stone` ('X' or 'O') at (x, y). */
const withStone = (rows: string[], x: number, y: number, stone: string): string[] =>
  rows.map((row, r) => (r === y ? row.slice(0, x) + stone + row.slice(x + 1) : row));

/** The root's most visited move after `iterations` simulations from `rows`, Black to move. */
function searchFrom(rows: string[], iterations: number): { x: number; y: number } {
  const board = boardFromDiagram(core, rows);
  core.seedRandom(7n);
  core.searchStart(board, 1, 7);
  core.searchRun(iterations);
  let best = 0;
  for (let i = 1; i < core.rootChildCount(); i++) if (core.rootChildVisits(i) > core.rootChildVisits(best)) best = i;
  const move = core.rootChildMove(best);
  core.destroyBoard(board);
  return { x: move % 9, y: Math.floor(move / 9) };
}

/** The root's visits after one simulation of a search from `rows`, Black to move, told the last
 * two moves and allowed to reuse the last tree (unless `reuse` is false); and the number of moves
 * the root considers. */
function startAfter(
  rows: string[],
  before: { x: number; y: number },
  last: { x: number; y: number },
  reuse = true,
): { visits: number; moves: number } {
  const board = boardFromDiagram(core, rows);
  core.searchStart(board, 1, 7);
  core.searchLastMove(last.x, last.y);
  core.searchMoveBefore(before.x, before.y);
  if (reuse) core.searchReuseTree();
  const visits = core.searchRun(1);
  const moves = core.rootChildCount();
  core.destroyBoard(board);
  return { visits, moves };
}

// A search two moves later in the same game starts from what the last search learnt about that
// position: the simulations below Black's move and White's answer are as good then as now. Any
// other position, or the same one told other moves, starts afresh.
describe('the tree search between moves', () => {
  it('should start from the subtree the last search grew under the two moves played since', () => {
    const mine = searchFrom(EMPTY_9, 4000);
    const afterMine = withStone(EMPTY_9, mine.x, mine.y, 'X');
    // White's answers next to Black's stone: at least one was explored deep enough to keep.
    const answers = [
      [-1, -1],
      [1, -1],
      [-1, 1],
      [1, 1],
      [0, -1],
      [0, 1],
      [-1, 0],
      [1, 0],
    ].map(([dx, dy]) => ({ x: mine.x + dx!, y: mine.y + dy! }));
    const kept = answers.map((theirs) => {
      searchFrom(EMPTY_9, 4000);
      return startAfter(withStone(afterMine, theirs.x, theirs.y, 'O'), mine, theirs);
    });
    const best = kept.reduce((a, b) => (b.visits > a.visits ? b : a));
    expect(best.visits).toBeGreaterThan(20);
    // The kept root has a child for each of the 79 empty points and the pass, as a new one would.
    expect(best.moves).toBe(80);
  });

  it('should start afresh unless allowed to reuse the last tree', () => {
    const mine = searchFrom(EMPTY_9, 4000);
    const afterMine = withStone(EMPTY_9, mine.x, mine.y, 'X');
    const answers = [
      [-1, -1],
      [1, -1],
      [-1, 1],
      [1, 1],
      [0, -1],
      [0, 1],
      [-1, 0],
      [1, 0],
    ].map(([dx, dy]) => ({ x: mine.x + dx!, y: mine.y + dy! }));
    for (const theirs of answers) {
      searchFrom(EMPTY_9, 4000);
      expect(startAfter(withStone(afterMine, theirs.x, theirs.y, 'O'), mine, theirs, false)).toEqual({
        visits: 1,
        moves: 80,
      });
    }
  });

  it('should start afresh from a position that is not the last one two moves on', () => {
    const mine = searchFrom(EMPTY_9, 4000);
    const theirs = { x: mine.x + 1, y: mine.y + 1 };
    // The moves told are the same, but White has a stone more than they would make.
    const other = withStone(withStone(withStone(EMPTY_9, mine.x, mine.y, 'X'), theirs.x, theirs.y, 'O'), 0, 0, 'O');
    expect(startAfter(other, mine, theirs)).toEqual({ visits: 1, moves: 79 });
  });

  it('should start afresh when not told the moves that led to the position', () => {
    const mine = searchFrom(EMPTY_9, 4000);
    const theirs = { x: mine.x + 1, y: mine.y + 1 };
    const board = boardFromDiagram(core, withStone(withStone(EMPTY_9, mine.x, mine.y, 'X'), theirs.x, theirs.y, 'O'));
    core.searchStart(board, 1, 7);
    core.searchReuseTree();
    expect(core.searchRun(1)).toBe(1);
    core.destroyBoard(board);
  });
});
