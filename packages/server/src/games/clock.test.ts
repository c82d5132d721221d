import { describe, expect, it } from 'vitest';
import type { ClockSettings } from '../protocol/messages.js';
import {
  clockAfter,
  clockAfterMove,
  clockView,
  deadlineOf,
  nextStageIn,
  startClocks,
  timeUntilExpiry,
} from './clock.js';

const byoYomi: ClockSettings = { type: 'byo-yomi', main: 60, periods: 3, period: 10 };
const canadian: ClockSettings = { type: 'canadian', main: 60, stones: 2, period: 30 };
const fischer: ClockSettings = { type: 'fischer', main: 60, increment: 5, max: 62 };

describe('clocks', () => {
  it('should start both players with the same clock, not running', () => {
    expect(startClocks(byoYomi)).toEqual({
      black: { main: 60_000, periods: 3, period: 10_000 },
      white: { main: 60_000, periods: 3, period: 10_000 },
      running: null,
      since: 0,
    });
    expect(startClocks({ type: 'none' })).toBeNull();
    expect(startClocks({ type: 'correspondence', days: 2 })!.black).toEqual({ main: 2 * 86_400_000 });
  });

  it('should run out an absolute clock at its main time', () => {
    const settings: ClockSettings = { type: 'absolute', main: 10 };
    expect(clockAfter(settings, { main: 10_000 }, 9_999)).toEqual({ clock: { main: 1 }, expired: false });
    expect(clockAfter(settings, { main: 10_000 }, 10_000).expired).toBe(true);
    expect(clockAfterMove(settings, { main: 10_000 }, 4_000)).toEqual({ main: 6_000 });
    expect(clockAfterMove(settings, { main: 10_000 }, 10_001)).toBeNull();
  });

  it('should use byo-yomi periods one by one, and keep the period whole after a move within it', () => {
    const clock = { main: 60_000, periods: 3, period: 10_000 };
    expect(clockAfter(byoYomi, clock, 65_000)).toEqual({
      clock: { main: 0, periods: 3, period: 5_000 },
      expired: false,
    });
    expect(clockAfter(byoYomi, clock, 75_000)).toEqual({
      clock: { main: 0, periods: 2, period: 5_000 },
      expired: false,
    });
    expect(clockAfter(byoYomi, clock, 90_000).expired).toBe(true);
    expect(clockAfterMove(byoYomi, clock, 79_000)).toEqual({ main: 0, periods: 2, period: 10_000 });
    expect(clockAfterMove(byoYomi, { main: 0, periods: 1, period: 10_000 }, 9_999)).toEqual({
      main: 0,
      periods: 1,
      period: 10_000,
    });
    expect(clockAfterMove(byoYomi, { main: 0, periods: 1, period: 10_000 }, 10_000)).toBeNull();
    expect(timeUntilExpiry(byoYomi, clock)).toBe(90_000);
    expect(nextStageIn(byoYomi, clock, 10_000)).toBe(50_000);
    expect(nextStageIn(byoYomi, clock, 63_000)).toBe(7_000);
  });

  it('should ask for the Canadian period stones in the period, and give a new period after them', () => {
    const clock = { main: 60_000, stones: 2, period: 30_000 };
    const first = clockAfterMove(canadian, clock, 70_000)!;
    expect(first).toEqual({ main: 0, stones: 1, period: 20_000 });
    expect(clockAfterMove(canadian, first, 19_000)).toEqual({ main: 0, stones: 2, period: 30_000 });
    expect(clockAfterMove(canadian, first, 20_000)).toBeNull();
    expect(timeUntilExpiry(canadian, first)).toBe(20_000);
  });

  it('should add the Fischer increment after each move, up to the maximum', () => {
    expect(clockAfterMove(fischer, { main: 60_000 }, 10_000)).toEqual({ main: 55_000 });
    expect(clockAfterMove(fischer, { main: 60_000 }, 1_000)).toEqual({ main: 62_000 });
    expect(clockAfterMove(fischer, { main: 60_000 }, 60_000)).toBeNull();
  });

  it('should give a correspondence game its days again after every move', () => {
    const settings: ClockSettings = { type: 'correspondence', days: 1 };
    expect(clockAfterMove(settings, { main: 86_400_000 }, 80_000_000)).toEqual({ main: 86_400_000 });
    expect(clockAfter(settings, { main: 86_400_000 }, 86_400_000).expired).toBe(true);
  });

  it('should read the running clock from when its turn began', () => {
    const state = { ...startClocks(byoYomi)!, running: 'white' as const, since: 1_000 };
    expect(deadlineOf(byoYomi, state)).toBe(91_000);
    expect(clockView(byoYomi, state, 66_000)).toEqual({
      black: { main: 60_000, periods: 3, period: 10_000 },
      white: { main: 0, periods: 3, period: 5_000 },
      running: 'white',
      at: 66_000,
    });
  });
});
