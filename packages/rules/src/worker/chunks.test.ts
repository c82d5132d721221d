import { describe, expect, it } from 'vitest';
import { nextChunkSize } from './chunks.js';

describe('nextChunkSize', () => {
  it('should grow a chunk that finished quickly, at most twofold', () => {
    expect(nextChunkSize(32, 1)).toBe(64);
    expect(nextChunkSize(32, 0)).toBe(64);
  });

  it('should shrink a chunk that took too long, at most by half, and never below two', () => {
    expect(nextChunkSize(100, 1000)).toBe(50);
    expect(nextChunkSize(2, 1000)).toBe(2);
  });

  it('should keep chunks even, so each side moves first in half of every chunk', () => {
    for (const [size, elapsed] of [
      [32, 7],
      [50, 13],
      [64, 20],
      [10, 11],
    ] as const) {
      expect(nextChunkSize(size, elapsed) % 2).toBe(0);
    }
  });
});
