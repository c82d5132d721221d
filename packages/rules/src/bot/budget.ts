import { describe } from '../color.js';
import { checkPlayouts } from '../worker/playout-options.js';
import { MAX_SEARCH_THREADS } from '../worker/run.js';

/** Playouts per level, 1 (a few hundred: a beginner's game, instant) to 10 (the strongest). */
export const LEVEL_PLAYOUTS = [200, 500, 1000, 2000, 3500, 5500, 8000, 12_000, 18_000, 30_000] as const;

/** The level when neither a level nor playouts are given. */
export const DEFAULT_LEVEL = 5;

/** The playout cap of a search that only a time budget bounds. */
export const TIME_ONLY_PLAYOUTS = 10_000_000;

/** How long and how hard to think: checked options of `suggestMove()`. */
export interface ThinkingBudget {
  playouts: number;
  timeMs: number | null;
}

/** Checks a strength level: an integer from 1 to 10. */
export function checkLevel(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > LEVEL_PLAYOUTS.length) {
    throw new RangeError(
      `Expected level to be an integer from 1 (weakest) to ${LEVEL_PLAYOUTS.length} (strongest), received ${describe(value)}.`,
    );
  }
  return value;
}

/** Checks a number of parallel searches: an integer from 1 to MAX_SEARCH_THREADS. */
export function checkThreads(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_SEARCH_THREADS) {
    throw new RangeError(
      `Expected threads to be an integer from 1 to ${MAX_SEARCH_THREADS}, received ${describe(value)}.`,
    );
  }
  return value;
}

/** Checks a time budget: a positive, finite number of milliseconds. */
export function checkTimeMs(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new RangeError(
      `Expected timeMs to be a positive number of milliseconds such as 1000, received ${describe(value)}.`,
    );
  }
  return value;
}

/**
 * The budget from the options: `playouts` if given, else the level's playouts; `timeMs` caps
 * either. With only `timeMs`, the search thinks for that long.
 */
export function thinkingBudget(options: Record<string, unknown>): ThinkingBudget {
  const timeMs = options.timeMs === undefined ? null : checkTimeMs(options.timeMs);
  const level = options.level === undefined ? undefined : checkLevel(options.level);
  if (options.playouts !== undefined) return { playouts: checkPlayouts(options.playouts), timeMs };
  if (level === undefined && timeMs !== null) return { playouts: TIME_ONLY_PLAYOUTS, timeMs };
  return { playouts: LEVEL_PLAYOUTS[(level ?? DEFAULT_LEVEL) - 1]!, timeMs };
}
