import { describe, expect, it } from 'vitest';
import { mergeSearches } from './merge.js';

describe('mergeSearches', () => {
  it("should add each move's visits and average its win rate over them", () => {
    const merged = mergeSearches([
      {
        playouts: 100,
        candidates: [
          { move: 40, visits: 60, winRate: 0.6 },
          { move: 30, visits: 40, winRate: 0.5 },
        ],
        scores: Uint32Array.of(10, 0, 90),
      },
      {
        playouts: 100,
        candidates: [
          { move: 30, visits: 70, winRate: 0.55 },
          { move: 40, visits: 20, winRate: 0.4 },
          { move: -1, visits: 10, winRate: 0.2 },
        ],
        scores: Uint32Array.of(20, 5, 75),
      },
    ]);
    expect(merged.playouts).toBe(200);
    expect(merged.candidates.map(({ move, visits }) => [move, visits])).toEqual([
      [30, 110],
      [40, 80],
      [-1, 10],
    ]);
    expect(merged.candidates[0]!.winRate).toBeCloseTo((40 * 0.5 + 70 * 0.55) / 110);
    expect(merged.candidates[1]!.winRate).toBeCloseTo((60 * 0.6 + 20 * 0.4) / 80);
    // The simulations' scores counted together.
    expect([...merged.scores]).toEqual([30, 5, 165]);
  });

  it('should give back one search as it was', () => {
    const one = { playouts: 5, candidates: [{ move: 3, visits: 5, winRate: 0.8 }], scores: Uint32Array.of(1, 0, 4) };
    expect(mergeSearches([one])).toEqual(one);
  });
});
