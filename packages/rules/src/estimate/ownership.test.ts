import { beforeAll, describe, expect, it } from 'vitest';
import { Game, estimateOwnership, init } from '../index.js';
import { gameFromDiagram } from '../test-support/diagram.js';

beforeAll(async () => {
  await init();
});

/** Black walls off the left, White the right. */
const SPLIT = [
  '...XO....',
  '...XO....',
  '...XO....',
  '...XO....',
  '...XO....',
  '...XO....',
  '...XO....',
  '...XO....',
  '...XO....',
];

describe('estimateOwnership', () => {
  it('should give one value per point, row by row, +1 where Black owns and -1 where White owns', async () => {
    const game = gameFromDiagram(SPLIT);
    const owner = await estimateOwnership(game, { playouts: 400, seed: 7 });
    expect(owner).toBeInstanceOf(Float32Array);
    expect(owner).toHaveLength(81);
    for (const value of owner) expect(Math.abs(value)).toBeLessThanOrEqual(1);
    // Random playouts invade and sometimes live, so "owns" is a clear lean rather than 1.
    for (let y = 0; y < 9; y++) {
      for (const x of [0, 1, 2, 3]) expect(owner[y * 9 + x]).toBeGreaterThan(0.3);
      for (const x of [4, 5, 6, 7, 8]) expect(owner[y * 9 + x]).toBeLessThan(-0.3);
    }
  });

  it('should give the same estimate for the same seed', async () => {
    const game = gameFromDiagram(['.X...', '.X.O.', '.XO..', '..O..', '.....']);
    const first = await estimateOwnership(game, { playouts: 300, seed: 11 });
    const second = await estimateOwnership(game, { playouts: 300, seed: 11 });
    expect([...second]).toEqual([...first]);
  });

  it('should let each side move first in half of the playouts', async () => {
    // On an empty 1x3 board the side that moves first usually ends up with the whole board, so
    // the estimate is even only when each side moved first in half of the playouts.
    const game = gameFromDiagram(['...'], {}, 'white');
    const owner = await estimateOwnership(game, { playouts: 1000, seed: 3 });
    const total = owner.reduce((sum, value) => sum + value, 0);
    expect(Math.abs(total / 3)).toBeLessThan(0.15);
  });

  it('should report progress up to the end: the playouts asked for, or as many as it played once settled', async () => {
    const calls: [number, number][] = [];
    await estimateOwnership(new Game({ size: 19 }), {
      playouts: 600,
      onProgress: (done, total) => calls.push([done, total]),
    });
    expect(calls.length).toBeGreaterThan(1);
    const [lastDone, lastTotal] = calls.at(-1)!;
    expect(lastDone).toBe(lastTotal);
    expect(lastTotal).toBeLessThanOrEqual(600);
    for (const [, total] of calls.slice(0, -1)) expect(total).toBe(600);
    for (let i = 1; i < calls.length; i++) expect(calls[i]![0]).toBeGreaterThan(calls[i - 1]![0]);
  });

  it("should reject with the signal's reason when aborted, before or during the work", async () => {
    const game = new Game({ size: 19 });
    await expect(estimateOwnership(game, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    const controller = new AbortController();
    const reason = new Error('the player left');
    const work = estimateOwnership(game, {
      playouts: 1_000_000,
      signal: controller.signal,
      onProgress: () => controller.abort(reason),
    });
    await expect(work).rejects.toBe(reason);
  });

  it('should reject a playout budget that is not a positive integer, naming it', async () => {
    const game = new Game({ size: 9 });
    for (const playouts of [0, -5, Number.NaN, 1.5, Infinity, '100']) {
      await expect(estimateOwnership(game, { playouts: playouts as number })).rejects.toThrow(RangeError);
    }
    await expect(estimateOwnership(game, { playouts: 1.5 })).rejects.toThrow(
      /playouts.*positive integer.*received 1\.5/,
    );
    await expect(estimateOwnership({} as Game)).rejects.toThrow(/Game/);
  });
});
