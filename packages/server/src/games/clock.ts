import type { ClockSettings, ClockView, Color, PlayerClock } from '../protocol/messages.js';

/**
 * The clocks, as pure functions of the stored state and the time spent: the server stores each
 * player's clock as it was when their turn began, and the moment it began (`since`). Any process
 * reads the same clocks from the same row, and a restarted process resumes them from there: the
 * time of the turn runs from `since` in wall time, a restart included.
 */

/** Both players' stored clocks, which side's time runs, and since when (epoch milliseconds). */
export interface ClockState {
  black: PlayerClock;
  white: PlayerClock;
  running: Color | null;
  since: number;
}

const SECOND = 1000;
const DAY = 86_400 * SECOND;

/** The clocks at the start of a game, not yet running. Null for an untimed game. */
export function startClocks(settings: ClockSettings): ClockState | null {
  const player = startClock(settings);
  return player && { black: { ...player }, white: { ...player }, running: null, since: 0 };
}

function startClock(settings: ClockSettings): PlayerClock | null {
  switch (settings.type) {
    case 'none':
      return null;
    case 'absolute':
    case 'fischer':
      return { main: settings.main * SECOND };
    case 'byo-yomi':
      return { main: settings.main * SECOND, periods: settings.periods, period: settings.period * SECOND };
    case 'canadian':
      return { main: settings.main * SECOND, stones: settings.stones, period: settings.period * SECOND };
    case 'correspondence':
      return { main: settings.days * DAY };
  }
}

/** A player's clock after `spent` milliseconds of their turn, without a move: what their clock
 * shows then, and whether their time has run out. */
export function clockAfter(
  settings: ClockSettings,
  clock: PlayerClock,
  spent: number,
): { clock: PlayerClock; expired: boolean } {
  const main = clock.main - spent;
  if (main > 0 || settings.type === 'none') return { clock: { ...clock, main: Math.max(main, 0) }, expired: false };
  const over = -main;
  switch (settings.type) {
    case 'byo-yomi': {
      // A period used up in full is gone; the period being used shows what is left of it.
      const length = settings.period * SECOND;
      const used = Math.floor(over / length);
      const periods = clock.periods! - used;
      if (periods <= 0) return { clock: { main: 0, periods: 0, period: 0 }, expired: true };
      return { clock: { main: 0, periods, period: length - (over % length) }, expired: false };
    }
    case 'canadian': {
      const period = clock.period! - over;
      if (period <= 0) return { clock: { main: 0, stones: clock.stones!, period: 0 }, expired: true };
      return { clock: { main: 0, stones: clock.stones!, period }, expired: false };
    }
    default:
      return { clock: { ...clock, main: 0 }, expired: true };
  }
}

/** A player's clock after a move that took `spent` milliseconds of their turn, or null when their
 * time ran out before it. */
export function clockAfterMove(settings: ClockSettings, clock: PlayerClock, spent: number): PlayerClock | null {
  const { clock: after, expired } = clockAfter(settings, clock, spent);
  if (expired) return null;
  switch (settings.type) {
    case 'fischer': {
      const main = after.main + settings.increment * SECOND;
      return { main: settings.max === undefined ? main : Math.min(main, settings.max * SECOND) };
    }
    case 'byo-yomi':
      // A move within a period keeps the period whole for the next move.
      return after.main > 0 ? after : { ...after, period: settings.period * SECOND };
    case 'canadian': {
      if (after.main > 0) return after;
      const stones = after.stones! - 1;
      // The period's stones all played: a new period begins with the next move.
      return stones > 0 ? { ...after, stones } : { main: 0, stones: settings.stones, period: settings.period * SECOND };
    }
    case 'correspondence':
      return { main: settings.days * DAY };
    default:
      return after;
  }
}

/** How long after its turn began a clock runs out (milliseconds of the turn). */
export function timeUntilExpiry(settings: ClockSettings, clock: PlayerClock): number {
  switch (settings.type) {
    case 'none':
      return Infinity;
    case 'byo-yomi': {
      // The periods left, the one in use counting for what is left of it.
      // A stored byo-yomi clock always holds a whole period (a move keeps it whole).
      return clock.main + clock.periods! * settings.period * SECOND;
    }
    case 'canadian':
      return clock.main + clock.period!;
    default:
      return clock.main;
  }
}

/** The epoch millisecond when the running side's time runs out, or null when no clock runs. */
export function deadlineOf(settings: ClockSettings, state: ClockState | null): number | null {
  if (!state || state.running === null) return null;
  return state.since + timeUntilExpiry(settings, state[state.running]);
}

/** The milliseconds of the turn after which the running clock next changes stage (main time
 * ends, a period is used up): the moments a `clock` message is worth sending. */
export function nextStageIn(settings: ClockSettings, clock: PlayerClock, spent: number): number | null {
  if (settings.type !== 'byo-yomi' && settings.type !== 'canadian') return null;
  if (clock.main > spent) return clock.main - spent;
  if (settings.type === 'canadian') return null;
  // A stored byo-yomi clock always holds a whole period (a move keeps it whole).
  const length = settings.period * SECOND;
  return length - ((spent - clock.main) % length);
}

/** Both clocks as they read at `now`. */
export function clockView(settings: ClockSettings, state: ClockState | null, now: number): ClockView | null {
  if (!state) return null;
  const view: ClockView = { black: state.black, white: state.white, running: state.running, at: now };
  if (state.running !== null) {
    view[state.running] = clockAfter(settings, state[state.running], now - state.since).clock;
  }
  return view;
}
