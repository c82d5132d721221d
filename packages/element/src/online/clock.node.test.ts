// The online clocks as the board runs them between the server's messages, and what it says of
// them to screen readers. Time is the board's own (`now`, in milliseconds), given to the clock
// functions as the board's timer would reach it: no test waits for a real clock.
import { describe, expect, it } from 'vitest';
import type { ClockSettings, ClockView, Color, PlayerClock } from '@go-board/rules';
import { enOnline } from '../words/en-online.js';
import {
  clockAnnouncements,
  clocksNow,
  clockText,
  formatTime,
  NOTHING_SAID,
  runDown,
  untilNextSecond,
  type ClockSaid,
} from './clock.js';

type Said = { second: number; text: string };

/**
 * Runs `color`'s clock of `view` (received at time 0) as the board's timer does: a tick at each
 * change of the shown second (untilNextSecond), what is said at each, until `until` ms. Answers
 * what was said and at which second of the turn.
 */
function runTurn(
  settings: ClockSettings,
  view: ClockView,
  color: Color,
  until: number,
  said: ClockSaid = NOTHING_SAID,
) {
  const texts: Said[] = [];
  let state = said;
  for (let now = 0; now <= until;) {
    const clock = clocksNow(settings, view, 0, now)[color];
    const answer = clockAnnouncements(enOnline, settings, color, clock, state);
    state = answer.said;
    for (const text of answer.texts) texts.push({ second: Math.floor(now / 1000), text });
    now += untilNextSecond(clock);
  }
  return { texts, said: state };
}

const view = (black: PlayerClock, white: PlayerClock, running: Color | null): ClockView => ({
  black,
  white,
  running,
  at: 0,
});

describe('the online clocks', () => {
  const byoYomi: ClockSettings = { type: 'byo-yomi', main: 15, periods: 3, period: 30 };

  it('should run main time down, then each byo-yomi period in turn', () => {
    const clock: PlayerClock = { main: 15_000, periods: 3, period: 30_000 };
    expect(runDown(byoYomi, clock, 5_000)).toEqual({ main: 10_000, periods: 3, period: 30_000 });
    expect(runDown(byoYomi, clock, 20_000)).toEqual({ main: 0, periods: 3, period: 25_000 });
    expect(runDown(byoYomi, clock, 45_000)).toEqual({ main: 0, periods: 2, period: 30_000 });
    expect(runDown(byoYomi, clock, 200_000)).toEqual({ main: 0, periods: 0, period: 0 });
    // Only the running side's clock runs.
    const both = clocksNow(byoYomi, view(clock, clock, 'white'), 1_000, 6_000);
    expect(both.black).toEqual(clock);
    expect(both.white.main).toBe(10_000);
  });

  it('should show the time as a clock does, rounded up, with the overtime left after main time', () => {
    expect([
      formatTime(9_001),
      formatTime(600_000),
      formatTime(3_723_000),
      formatTime(2 * 86_400_000 + 3 * 3_600_000),
    ]).toEqual(['0:10', '10:00', '1:02:03', '2d 3h']);
    expect(clockText(enOnline, byoYomi, { main: 0, periods: 3, period: 29_500 })).toBe('3 × 0:30');
    const canadian: ClockSettings = { type: 'canadian', main: 0, stones: 25, period: 300 };
    expect(clockText(enOnline, canadian, { main: 0, stones: 1, period: 61_000 })).toBe('1 stone in 1:01');
  });

  it('should say the last 10 seconds of main time, byo-yomi begun, each period used up and its last 10 seconds', () => {
    const { texts } = runTurn(
      byoYomi,
      view({ main: 15_000, periods: 3, period: 30_000 }, { main: 15_000 }, 'black'),
      'black',
      105_005,
    );
    expect(texts).toEqual([
      { second: 5, text: 'Black: 10 seconds left.' },
      { second: 15, text: 'Black is in byo-yomi: 3 periods left.' },
      { second: 35, text: 'Black: 10 seconds left.' },
      { second: 45, text: 'Black is in byo-yomi: 2 periods left.' },
      { second: 65, text: 'Black: 10 seconds left.' },
      { second: 75, text: 'Black is in byo-yomi: 1 period left.' },
      { second: 95, text: 'Black: 10 seconds left.' },
      // The last period used up: the server ends the game on time and says so.
    ]);
  });

  it('should say nothing of the periods of a turn that begins in byo-yomi, only its last seconds', () => {
    const white = { main: 0, periods: 2, period: 30_000 };
    // Black's turn was the last said of: White's turn begins afresh.
    const before: ClockSaid = { color: 'black', periods: 3, low: true };
    const { texts } = runTurn(byoYomi, view({ main: 9_000 }, white, 'white'), 'white', 25_000, before);
    expect(texts).toEqual([{ second: 20, text: 'White: 10 seconds left.' }]);
  });

  it('should say the byo-yomi periods of periods shorter than the last seconds, and the last seconds once', () => {
    const short: ClockSettings = { type: 'byo-yomi', main: 12, periods: 3, period: 10 };
    const { texts } = runTurn(
      short,
      view({ main: 12_000, periods: 3, period: 10_000 }, { main: 12_000 }, 'black'),
      'black',
      32_005,
    );
    expect(texts).toEqual([
      { second: 2, text: 'Black: 10 seconds left.' },
      { second: 12, text: 'Black is in byo-yomi: 3 periods left.' },
      { second: 22, text: 'Black is in byo-yomi: 2 periods left.' },
      { second: 32, text: 'Black is in byo-yomi: 1 period left.' },
    ]);
  });

  it('should say the last seconds once a turn, at once when a turn begins with fewer', () => {
    const fischer: ClockSettings = { type: 'fischer', main: 300, increment: 5 };
    const first = runTurn(fischer, view({ main: 8_000 }, { main: 60_000 }, 'black'), 'black', 7_005);
    expect(first.texts).toEqual([{ second: 0, text: 'Black: 8 seconds left.' }]);
    // White's turn, then Black's again: said again.
    const white = runTurn(fischer, view({ main: 9_000 }, { main: 60_000 }, 'white'), 'white', 2_000, first.said);
    expect(white.texts).toEqual([]);
    const again = runTurn(fischer, view({ main: 9_000 }, { main: 58_000 }, 'black'), 'black', 2_000, white.said);
    expect(again.texts).toEqual([{ second: 0, text: 'Black: 9 seconds left.' }]);
  });

  it('should say nothing of a clock with time to spare, nor of one that has run out', () => {
    const absolute: ClockSettings = { type: 'absolute', main: 1_800 };
    expect(runTurn(absolute, view({ main: 600_000 }, { main: 600_000 }, 'black'), 'black', 60_000).texts).toEqual([]);
    expect(clockAnnouncements(enOnline, absolute, 'white', { main: 0 }, NOTHING_SAID).texts).toEqual([]);
  });
});
