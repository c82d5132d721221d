import { beforeAll, describe, expect, it } from 'vitest';
import type { PlayoutsCore } from '@go-board/core';
import { init } from '../index.js';
import { getPlayoutsCore } from '../playouts-core.js';
import type { SearchJob, SearchOutcome } from './jobs.js';
import type { PositionSnapshot } from './position.js';
import { runSearch } from './search-job.js';

let core: PlayoutsCore;

beforeAll(async () => {
  await init();
  core = await getPlayoutsCore();
});

const control = { checkpoint: async () => {} };

/** An empty 9x9 position with Black to move, or with `stones` on it ([index, colour]) after the
 * moves `moveBefore` and `lastMove` (indices y * 9 + x). */
function position(stones: [number, 1 | 2][] = [], moveBefore = -1, lastMove = -1): PositionSnapshot {
  const board = new Uint8Array(81);
  for (const [index, color] of stones) board[index] = color;
  return { width: 9, height: 9, stones: board, toMove: 1, komi: 7, lastMove, moveBefore, koPoint: -1 };
}

function search(at: PositionSnapshot, reuseTree: boolean, seed = 5): Promise<SearchOutcome> {
  const job: SearchJob = {
    kind: 'search',
    position: at,
    playouts: 2000,
    timeMs: null,
    seed,
    stopEarly: false,
    reuseTree,
  };
  return runSearch(core, job, control);
}

/** The points next to `index` on 9x9, diagonals included. */
function around(index: number): number[] {
  const x = index % 9;
  const y = Math.floor(index / 9);
  const points: number[] = [];
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      if ((dx || dy) && x + dx >= 0 && x + dx < 9 && y + dy >= 0 && y + dy < 9) points.push((y + dy) * 9 + x + dx);
    }
  }
  return points;
}

describe('runSearch between moves', () => {
  it('should start the bot two moves on from the tree it grew, and count only new simulations in its budget', async () => {
    const first = await search(position(), true);
    const mine = first.candidates[0]!.move;
    // White's answer next to Black's stone: at least one was explored deep enough to keep.
    let best: SearchOutcome | null = null;
    for (const theirs of around(mine)) {
      await search(position(), true);
      const next = await search(
        position(
          [
            [mine, 1],
            [theirs, 2],
          ],
          mine,
          theirs,
        ),
        true,
      );
      if (!best || next.playouts > best.playouts) best = next;
    }
    // 2,000 new simulations were run on top of those kept, and the root's moves count them all
    // (but the few the kept root had before it grew its moves).
    expect(best!.playouts).toBeGreaterThan(2020);
    const visits = best!.candidates.reduce((sum, { visits }) => sum + visits, 0);
    expect(visits).toBeGreaterThan(2000);
    expect(visits).toBeLessThanOrEqual(best!.playouts);
  });

  it('should give an analysis the same answer whatever the core searched before', async () => {
    const mine = (await search(position(), false)).candidates[0]!.move;
    const theirs = around(mine)[0]!;
    const after = position(
      [
        [mine, 1],
        [theirs, 2],
      ],
      mine,
      theirs,
    );
    // After a search of another position, then after the search of two moves before.
    await search(position([[0, 2]]), false);
    const alone = await search(after, false, 9);
    await search(position(), true);
    expect(await search(after, false, 9)).toEqual(alone);
  });
});
