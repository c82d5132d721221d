// The players' clocks as the server keeps them: each message brings both clocks as of one moment,
// and the board runs the side to move's down between messages, through main time into byo-yomi
// periods or the Canadian period, exactly as the server counts. The server decides the end on
// time; the board only shows it.
import type { ClockSettings, ClockView, Color, PlayerClock } from '@go-board/rules';
import type { OnlineWords } from '../words/words.js';

/** Below this, the running clock is shown as low and its seconds are said. */
export const LOW_TIME_MS = 10_000;

/** `clock` after `elapsed` milliseconds of its player's turn: main time first, then byo-yomi
 * periods (each used up in turn) or the Canadian period. */
export function runDown(settings: ClockSettings, clock: PlayerClock, elapsed: number): PlayerClock {
  const main = clock.main - elapsed;
  if (main >= 0) return { ...clock, main };
  let over = -main;
  if (settings.type === 'byo-yomi') {
    const whole = settings.period * 1000;
    let periods = clock.periods ?? settings.periods;
    let period = clock.period ?? whole;
    while (over > 0 && periods > 0) {
      if (over < period) {
        period -= over;
        over = 0;
      } else {
        over -= period;
        periods--;
        period = whole;
      }
    }
    return { main: 0, periods, period: periods > 0 ? period : 0 };
  }
  if (settings.type === 'canadian') {
    const period = (clock.period ?? settings.period * 1000) - over;
    return { ...clock, main: 0, period: Math.max(0, period) };
  }
  return { ...clock, main: 0 };
}

/** The clocks as they stand now: the running one run down since the message came (at
 * `receivedAt`, the board's own time, so the two machines' clocks need not agree). */
export function clocksNow(
  settings: ClockSettings,
  view: ClockView,
  receivedAt: number,
  now: number,
): Record<Color, PlayerClock> {
  const running = view.running;
  const run = (color: Color): PlayerClock =>
    running === color ? runDown(settings, view[color], Math.max(0, now - receivedAt)) : view[color];
  return { black: run('black'), white: run('white') };
}

/** The time that counts down now: main time, else the current period. */
export function timeLeft(clock: PlayerClock): number {
  return clock.main > 0 ? clock.main : (clock.period ?? 0);
}

/** Milliseconds as a clock shows them, rounded up (a clock at 0:00 has run out): `9:05`,
 * `1:02:03`, and days for correspondence: `2d 3h`. */
export function formatTime(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const secs = String(seconds % 60).padStart(2, '0');
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}:${String(minutes).padStart(2, '0')}:${secs}`;
  return `${minutes}:${secs}`;
}

/** What a clock shows: main time, or the overtime left after it. */
export function clockText(words: OnlineWords, settings: ClockSettings, clock: PlayerClock): string {
  if (clock.main > 0 || settings.type === 'none') return formatTime(clock.main);
  if (settings.type === 'byo-yomi') return words.periodsLeft(clock.periods ?? 0, formatTime(clock.period ?? 0));
  if (settings.type === 'canadian')
    return words.stonesIn(clock.stones ?? settings.stones, formatTime(clock.period ?? 0));
  return formatTime(0);
}

/** What the board last said of the running clock: whose it was, its byo-yomi periods left (-1
 * in main time) and whether it was in its last seconds. */
export interface ClockSaid {
  color: Color | null;
  periods: number;
  low: boolean;
}

/** Nothing said yet: a new turn, or the whole game again from the server. */
export const NOTHING_SAID: ClockSaid = { color: null, periods: -1, low: false };

/**
 * What to say of `color`'s running clock as it stands now (`clock`, run down by clocksNow), after
 * `said`: byo-yomi begun or a period used up, and the last seconds, each once. A turn that begins
 * in byo-yomi says nothing of its periods (the clock shows them); a period that begins whole
 * leaves the last seconds to be said again. The last period used up says nothing: the server
 * ends the game on time, and says so. Called at each of the clock's shown seconds.
 */
export function clockAnnouncements(
  words: OnlineWords,
  settings: ClockSettings,
  color: Color,
  clock: PlayerClock,
  said: ClockSaid,
): { texts: string[]; said: ClockSaid } {
  const texts: string[] = [];
  const low = timeLeft(clock) <= LOW_TIME_MS;
  const periods = clock.main > 0 ? -1 : (clock.periods ?? -1);
  const sameTurn = said.color === color;
  if (settings.type === 'byo-yomi' && sameTurn && periods > 0 && periods !== said.periods)
    texts.push(words.byoYomi(color, periods));
  if (low && timeLeft(clock) > 0 && !(sameTurn && said.low))
    texts.push(words.secondsLeft(color, Math.ceil(timeLeft(clock) / 1000)));
  return { texts, said: { color, periods, low } };
}

/** Milliseconds until the running clock's shown second changes (at least a few). */
export function untilNextSecond(clock: PlayerClock): number {
  const left = timeLeft(clock);
  return Math.max(20, (left % 1000 || 1000) + 5);
}
