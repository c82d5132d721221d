import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { init } from '../index.js';
import { getPlayoutsCore } from '../playouts-core.js';
import { gameFromDiagram } from '../test-support/diagram.js';
import * as chunks from './chunks.js';
import { runEstimate } from './estimate-job.js';
import { snapshotOf } from './position.js';

beforeAll(async () => {
  await init();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const control = { checkpoint: async () => {} };

/** Runs a seeded estimate while every chunk seems to take `chunkMs`, which decides how the
 * playouts are cut into chunks (a busy machine cuts them smaller). */
async function estimateWithChunksOf(chunkMs: number): Promise<number[]> {
  let clock = 0;
  vi.spyOn(chunks, 'now').mockImplementation(() => (clock += chunkMs / 2));
  const game = gameFromDiagram(['.X...', '.X.O.', '.XO..', '..O..', '.....']);
  const outcome = await runEstimate(await getPlayoutsCore(), { kind: 'estimate', position: snapshotOf(game), playouts: 300, seed: 11 }, control);
  return [...outcome.ownership];
}

describe('runEstimate', () => {
  it('should give the same estimate for the same seed however the work is cut into chunks', async () => {
    // Fast chunks grow to 64, 128 ... playouts; slow ones shrink to a few: the same 300 playouts.
    const fast = await estimateWithChunksOf(1);
    for (const ms of [3, 7, 13, 25, 40, 100]) expect(await estimateWithChunksOf(ms), `chunks of ${ms} ms`).toEqual(fast);
  });
});
