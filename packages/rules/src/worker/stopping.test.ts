import { describe, expect, it } from 'vitest';
import { canStopEarly } from './stopping.js';

const move = (visits: number, winRate = 0.5) => ({ move: visits, visits, winRate });

describe('canStopEarly', () => {
  it('should stop when the most visited move cannot be caught in the simulations left', () => {
    expect(canStopEarly([move(600), move(150)], 800, 1000)).toBe(true);
    expect(canStopEarly([move(400), move(300)], 800, 1000)).toBe(false);
  });

  it('should stop when there is a single move to choose', () => {
    expect(canStopEarly([move(10)], 10, 1000)).toBe(true);
    expect(canStopEarly([], 0, 1000)).toBe(false);
  });

  it('should stop a quarter of the way in when the game looks won or lost', () => {
    expect(canStopEarly([move(200, 0.95), move(50, 0.9)], 300, 1000)).toBe(true);
    expect(canStopEarly([move(200, 0.02), move(50, 0.01)], 300, 1000)).toBe(true);
    expect(canStopEarly([move(100, 0.95), move(50, 0.9)], 200, 1000)).toBe(false);
  });

  it('should think on while the game is in the balance or the choice is spread thin', () => {
    expect(canStopEarly([move(200, 0.6), move(150, 0.55)], 500, 1000)).toBe(false);
    expect(canStopEarly([move(200, 0.95), move(190, 0.94)], 600, 1000)).toBe(false);
  });
});
