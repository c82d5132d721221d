import { describe, expect, it } from 'vitest';
import { RESIGN_MIN_PLAYOUTS, judgeSearch } from './choose.js';

const LOSING = {
  playouts: 2000,
  candidates: [
    { move: 40, visits: 1500, winRate: 0.03 },
    { move: -1, visits: 500, winRate: 0.01 },
  ],
  scores: new Uint32Array(163),
};

describe('judgeSearch', () => {
  it('should resign when the best move clearly loses, late enough, after enough playouts', () => {
    expect(judgeSearch(LOSING, 30, 81)).toEqual({ kind: 'resign' });
  });

  it('should play on early in the game, however bad it looks', () => {
    expect(judgeSearch(LOSING, 10, 81).kind).toBe('moves');
  });

  it('should play on when too few playouts back the estimate', () => {
    expect(judgeSearch({ ...LOSING, playouts: RESIGN_MIN_PLAYOUTS - 1 }, 30, 81).kind).toBe('moves');
  });

  it('should play on while the best move still wins sometimes', () => {
    const hopeful = {
      playouts: 2000,
      candidates: [{ move: 40, visits: 1500, winRate: 0.2 }],
      scores: new Uint32Array(163),
    };
    expect(judgeSearch(hopeful, 60, 81)).toEqual({ kind: 'moves', moves: hopeful.candidates });
  });
});
