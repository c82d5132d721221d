import { describe, expect, it } from 'vitest';
import { GtpClock } from './clock.js';

describe('GtpClock', () => {
  it('should set no limit until a clock is given, and for the unlimited settings', () => {
    const clock = new GtpClock();
    expect(clock.budgetMs('black', 81)).toBe(null);
    clock.set(0, 0, 0);
    expect(clock.budgetMs('black', 81)).toBe(null);
    clock.set(0, 30, 0);
    expect(clock.budgetMs('black', 81)).toBe(null);
    clock.setNone();
    expect(clock.budgetMs('white', 81)).toBe(null);
  });

  it('should share the main time over the moves likely left, more of it as the board fills', () => {
    const clock = new GtpClock();
    clock.setAbsolute(300);
    const early = clock.budgetMs('black', 300)!;
    const late = clock.budgetMs('black', 30)!;
    expect(early).toBeCloseTo(300_000 / 100);
    expect(late).toBeCloseTo(300_000 / 10);
    expect(late).toBeGreaterThan(early);
  });

  it("should give each move most of a Canadian stone's share once in overtime, and renew the period", () => {
    const clock = new GtpClock();
    clock.set(1, 50, 10);
    clock.spend('black', 2000); // the main time runs out: 50 s for 10 stones
    expect(clock.budgetMs('black', 81)).toBeCloseTo(4000);
    for (let stone = 0; stone < 10; stone++) clock.spend('black', 1000);
    expect(clock.budgetMs('black', 81)).toBeCloseTo(4000); // a new period after ten stones in time
    clock.setLeft('black', 5, 1); // the controller says: 5 s for the last stone of the period
    expect(clock.budgetMs('black', 81)).toBeCloseTo(4000);
  });

  it('should keep a Japanese byo-yomi period whole for a move played in time and lose it otherwise', () => {
    const clock = new GtpClock();
    clock.setByoYomi(0, 30, 3);
    clock.spend('white', 1); // no main time: overtime at once
    expect(clock.budgetMs('white', 81)).toBeCloseTo(24_000);
    clock.spend('white', 10_000);
    expect(clock.budgetMs('white', 81)).toBeCloseTo(24_000);
    clock.setLeft('white', 30, 1);
    clock.spend('white', 31_000);
    expect(clock.budgetMs('white', 81)).toBe(50); // no period left: as fast as it can
  });

  it("should add overtime's share per move to the main time's while main time lasts", () => {
    const clock = new GtpClock();
    clock.setByoYomi(100, 10, 5);
    expect(clock.budgetMs('black', 300)).toBeCloseTo(100_000 / 100 + 8000);
  });
});
