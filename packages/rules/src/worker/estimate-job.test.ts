import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { init } from '../index.js';
import { getPlayoutsCore } from '../playouts-core.js';
import { gameFromDiagram } from '../test-support/diagram.js';
import * as chunks from './chunks.js';
import { hasSettled, runEstimate, SETTLE_MINIMUM } from './estimate-job.js';
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
  const outcome = await runEstimate(
    await getPlayoutsCore(),
    { kind: 'estimate', position: snapshotOf(game), playouts: 300, seed: 11 },
    control,
  );
  return [...outcome.ownership];
}

describe('runEstimate', () => {
  it('should give the same estimate for the same seed however the work is cut into chunks', async () => {
    // Fast chunks grow to 64, 128 ... playouts; slow ones shrink to a few: the same 300 playouts.
    const fast = await estimateWithChunksOf(1);
    for (const ms of [3, 7, 13, 25, 40, 100])
      expect(await estimateWithChunksOf(ms), `chunks of ${ms} ms`).toEqual(fast);
  });
});

describe('an estimate that has settled', () => {
  /** Runs an unseeded estimate of `rows` asking for `playouts`; returns its ownership and how
   * many playouts it played. */
  async function estimate(rows: string[], playouts: number): Promise<{ ownership: number[]; played: number }> {
    let played = 0;
    const counting = { checkpoint: async (done: number) => void (played = done) };
    const position = snapshotOf(gameFromDiagram(rows));
    const outcome = await runEstimate(
      await getPlayoutsCore(),
      { kind: 'estimate', position, playouts, seed: null },
      counting,
    );
    return { ownership: [...outcome.ownership], played };
  }

  it('should stop early where every point belongs to the same side in every playout', async () => {
    // Two living groups with two eyes each: nothing left to play, every point decided.
    const rows = ['X.XO.O', 'XXXOOO', 'X.XO.O'];
    const { ownership, played } = await estimate(rows, 1000);
    expect(played).toBe(SETTLE_MINIMUM);
    expect(ownership).toEqual(rows.flatMap((row) => [...row].map((_, x) => (x < 3 ? 1 : -1))));
  });

  it('should play every playout asked for while points are still in play', async () => {
    // An empty board: every point goes either way, no estimate of 300 playouts has settled.
    const { played } = await estimate(['.....', '.....', '.....', '.....', '.....'], 300);
    expect(played).toBe(300);
  });
});

describe('hasSettled', () => {
  it('should find points every playout gave to one side settled, and a point in play not before 400 playouts', () => {
    expect(hasSettled(Float64Array.of(200, -200, 200), 200)).toBe(true);
    expect(hasSettled(Float64Array.of(200, 0, -200), 200)).toBe(false);
    expect(hasSettled(Float64Array.of(392, 0, -392), 392)).toBe(false);
    expect(hasSettled(Float64Array.of(400, 0, -400), 400)).toBe(true);
    // Three playouts in four to Black: variance at most 1 - 0.75², settled from 175 playouts.
    expect(hasSettled(Float64Array.of(96), 128)).toBe(false);
    expect(hasSettled(Float64Array.of(144), 192)).toBe(true);
  });
});
