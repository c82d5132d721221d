import type { Color } from '../color.js';

/** The least time a move is given, whatever the clock says. */
const MIN_MOVE_MS = 50;
/** The share of a byo-yomi period's time per stone to use, keeping a margin for the network. */
const BYO_YOMI_SHARE = 0.8;
/** The share of the main time left to spend on one move, at most, even late in the game. */
const MOST_OF_MAIN_TIME = 0.25;

/** How overtime works: none (the main time is all), Canadian (a period for a number of stones,
 * GTP's time_settings), or Japanese byo-yomi (a number of periods, each one move long). */
type Overtime =
  | { kind: 'none' }
  | { kind: 'canadian'; ms: number; stones: number }
  | { kind: 'japanese'; ms: number; periods: number };

/** A side's time left: main time, or (stones > 0) the current overtime period (for Japanese
 * byo-yomi, `stones` counts the periods left, as KGS sends them). */
interface TimeLeft {
  ms: number;
  stones: number;
  /** Every Japanese period is gone: the game is lost on time, so move at once. */
  exhausted?: boolean;
}

/**
 * The game clock as GTP describes it (time_settings, kgs-time_settings, time_left), and how long a
 * move may take from it: an even share of the main time over the moves likely left, plus most of
 * what overtime gives each move; once in overtime, most of one stone's share of the period.
 */
export class GtpClock {
  #limited = false;
  #overtime: Overtime = { kind: 'none' };
  #left: Record<Color, TimeLeft> = { black: { ms: 0, stones: 0 }, white: { ms: 0, stones: 0 } };

  /** time_settings: main time and a Canadian byo-yomi period, in seconds. */
  set(mainSeconds: number, byoSeconds: number, byoStones: number): void {
    // "byo_yomi_time > 0 and byo_yomi_stones = 0" means no limit; so does a clock of nothing.
    const unlimited = byoStones === 0 && (byoSeconds > 0 || mainSeconds === 0);
    this.#start(
      unlimited,
      mainSeconds,
      byoStones > 0 ? { kind: 'canadian', ms: byoSeconds * 1000, stones: byoStones } : { kind: 'none' },
    );
  }

  /** kgs-time_settings none: no limit. */
  setNone(): void {
    this.#start(true, 0, { kind: 'none' });
  }

  /** kgs-time_settings absolute: the main time is all there is. */
  setAbsolute(mainSeconds: number): void {
    this.#start(false, mainSeconds, { kind: 'none' });
  }

  /** kgs-time_settings byoyomi: main time, then `periods` periods of `periodSeconds` each. */
  setByoYomi(mainSeconds: number, periodSeconds: number, periods: number): void {
    const overtime: Overtime = periods > 0 ? { kind: 'japanese', ms: periodSeconds * 1000, periods } : { kind: 'none' };
    this.#start(mainSeconds === 0 && periods === 0, mainSeconds, overtime);
  }

  #start(unlimited: boolean, mainSeconds: number, overtime: Overtime): void {
    this.#limited = !unlimited;
    this.#overtime = overtime;
    this.#left = { black: { ms: mainSeconds * 1000, stones: 0 }, white: { ms: mainSeconds * 1000, stones: 0 } };
  }

  /** time_left: what the controller's clock says for one side. */
  setLeft(color: Color, seconds: number, stones: number): void {
    this.#left[color] = { ms: seconds * 1000, stones };
  }

  /** Counts time a side has used, until the controller says otherwise. */
  spend(color: Color, ms: number): void {
    const left = this.#left[color];
    const overtime = this.#overtime;
    if (left.stones > 0 && overtime.kind === 'japanese') {
      // A move within the period leaves it whole; a period that runs out is gone.
      const stones = ms > left.ms ? left.stones - 1 : left.stones;
      this.#left[color] = { ms: stones > 0 ? overtime.ms : 0, stones, exhausted: stones === 0 };
      return;
    }
    if (left.stones > 0 && overtime.kind === 'canadian') {
      left.ms -= ms;
      left.stones--;
      // Playing all of a period's stones in time starts a new period.
      if (left.stones === 0) this.#left[color] = { ms: overtime.ms, stones: overtime.stones };
      return;
    }
    left.ms -= ms;
    if (left.ms > 0) return;
    if (overtime.kind === 'canadian') this.#left[color] = { ms: overtime.ms, stones: overtime.stones };
    else if (overtime.kind === 'japanese') this.#left[color] = { ms: overtime.ms, stones: overtime.periods };
  }

  /** Milliseconds for the next move of `color`, or null when the clock sets no limit. */
  budgetMs(color: Color, emptyPoints: number): number | null {
    if (!this.#limited) return null;
    const left = this.#left[color];
    const overtime = this.#overtime;
    if (left.exhausted) return MIN_MOVE_MS;
    if (left.stones > 0) {
      // In overtime: a Canadian period is shared by its stones, a Japanese one is each move's own.
      const perMove = overtime.kind === 'japanese' ? left.ms : left.ms / left.stones;
      return Math.max(MIN_MOVE_MS, perMove * BYO_YOMI_SHARE);
    }
    const overtimePerMove =
      overtime.kind === 'canadian'
        ? (overtime.ms / overtime.stones) * BYO_YOMI_SHARE
        : overtime.kind === 'japanese'
          ? overtime.ms * BYO_YOMI_SHARE
          : 0;
    const movesLeft = Math.max(10, emptyPoints / 3);
    const main = Math.max(0, left.ms);
    return Math.max(MIN_MOVE_MS, Math.min(main * MOST_OF_MAIN_TIME, main / movesLeft) + overtimePerMove);
  }
}
