import type { Color } from '../color.js';

/** The least time a move is given, whatever the clock says. */
const MIN_MOVE_MS = 50;
/** The share of a byo-yomi period's time per stone to use, keeping a margin for the network. */
const BYO_YOMI_SHARE = 0.8;

/** A side's time left: main time, or (stones > 0) the current byo-yomi period. */
interface TimeLeft {
  ms: number;
  stones: number;
}

/**
 * The game clock as GTP describes it (time_settings, time_left), and how long a move may take
 * from it: an even share of the main time over the moves likely left, then most of each
 * byo-yomi stone's share.
 */
export class GtpClock {
  #limited = false;
  #byoMs = 0;
  #byoStones = 0;
  #left: Record<Color, TimeLeft> = { black: { ms: 0, stones: 0 }, white: { ms: 0, stones: 0 } };

  /** time_settings: main time and a Canadian byo-yomi period, in seconds. */
  set(mainSeconds: number, byoSeconds: number, byoStones: number): void {
    // "byo_yomi_time > 0 and byo_yomi_stones = 0" means no limit; so does a clock of nothing.
    this.#limited = !(byoStones === 0 && (byoSeconds > 0 || mainSeconds === 0));
    this.#byoMs = byoSeconds * 1000;
    this.#byoStones = byoStones;
    this.#left = { black: { ms: mainSeconds * 1000, stones: 0 }, white: { ms: mainSeconds * 1000, stones: 0 } };
  }

  /** time_left: what the controller's clock says for one side. */
  setLeft(color: Color, seconds: number, stones: number): void {
    this.#left[color] = { ms: seconds * 1000, stones };
  }

  /** Counts time a side has used, until the controller says otherwise. */
  spend(color: Color, ms: number): void {
    const left = this.#left[color];
    left.ms -= ms;
    if (left.stones > 0) left.stones--;
    if (left.ms <= 0 && left.stones === 0 && this.#byoStones > 0) this.#left[color] = { ms: this.#byoMs, stones: this.#byoStones };
  }

  /** Milliseconds for the next move of `color`, or null when the clock sets no limit. */
  budgetMs(color: Color, emptyPoints: number): number | null {
    if (!this.#limited) return null;
    const left = this.#left[color];
    if (left.stones > 0) return Math.max(MIN_MOVE_MS, (left.ms / left.stones) * BYO_YOMI_SHARE);
    const perByoStone = this.#byoStones > 0 ? (this.#byoMs / this.#byoStones) * BYO_YOMI_SHARE : 0;
    const movesLeft = Math.max(10, emptyPoints / 3);
    return Math.max(MIN_MOVE_MS, Math.max(0, left.ms) / movesLeft + perByoStone);
  }
}
