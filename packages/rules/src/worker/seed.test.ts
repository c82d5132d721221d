import { loadPlayoutsCore } from '@go-board/core';
import { describe, expect, it } from 'vitest';
import { applySeed, seedFromEntropy } from './seed.js';

/** Ownership of an open 9x9 position from 40 playouts, as numbers: it shows where the core's
 * generator stands. */
async function estimateAfter(seed: (core: Awaited<ReturnType<typeof loadPlayoutsCore>>) => void): Promise<number[]> {
  const core = await loadPlayoutsCore();
  seed(core);
  const board = core.createBoard(9, 9);
  core.setupPoint(board, 4, 4, 1);
  core.ownership(board, 2, 40);
  const owner = [...new Float32Array(core.memory.buffer, core.ownershipBuffer(), 81)];
  core.destroyBoard(board);
  return owner;
}

describe('seeding the playouts', () => {
  it('should repeat a run exactly for the same seed', async () => {
    expect(await estimateAfter((core) => applySeed(core, 42))).toEqual(
      await estimateAfter((core) => applySeed(core, 42)),
    );
  });

  it('should play different playouts in every freshly loaded core without a seed', async () => {
    // Each call loads a new core, as a fresh page, worker or GTP engine does.
    const first = await estimateAfter(seedFromEntropy);
    const second = await estimateAfter(seedFromEntropy);
    expect(second).not.toEqual(first);
    // A core left at its built-in seed repeats itself: what the entropy is for.
    expect(await estimateAfter(() => undefined)).toEqual(await estimateAfter(() => undefined));
  });
});
