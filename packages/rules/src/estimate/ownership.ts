import { describe } from '../color.js';
import { Game } from '../game/game.js';
import type { EstimateOutcome } from '../worker/jobs.js';
import {
  checkHooks,
  checkOptionsObject,
  checkPlayouts,
  checkSeed,
  type PlayoutOptions,
} from '../worker/playout-options.js';
import { snapshotOf } from '../worker/position.js';
import { runPlayoutJob } from '../worker/run.js';

/** Playouts of an estimate when none are asked for: on 19x19 about 50 ms of work. */
export const DEFAULT_ESTIMATE_PLAYOUTS = 1000;

/** Options of `estimateOwnership()` and `guessDeadStones()`. */
export type EstimateOptions = PlayoutOptions;

/** Checks that a game was given, for the functions that take one. */
export function checkGame(game: unknown, what: string): Game {
  if (!(game instanceof Game)) throw new TypeError(`Expected ${what} to be given a Game, received ${describe(game)}.`);
  return game;
}

/** Runs an ownership estimate of the game's position; the shared step of the functions below. */
export async function estimatePosition(
  game: Game,
  options: EstimateOptions | undefined,
  what: string,
): Promise<EstimateOutcome> {
  checkGame(game, what);
  const given = checkOptionsObject(options, what);
  const playouts = given.playouts === undefined ? DEFAULT_ESTIMATE_PLAYOUTS : checkPlayouts(given.playouts);
  const seed = checkSeed(given.seed);
  checkHooks(given);
  const { signal, onProgress } = given as EstimateOptions;
  return runPlayoutJob({ kind: 'estimate', position: snapshotOf(game), playouts, seed }, { signal, onProgress });
}

/**
 * Who owns each point of the game's position, from playouts to the end of the game (half with
 * each side moving first): one value per point, row by row (index y * width + x), from -1
 * (White's for sure) to +1 (Black's for sure); around 0 for dame, seki and points still in play.
 * `playouts` is an upper bound: the estimate stops early once every point's ownership is known
 * to within about ±0.08 (after 192 playouts where the playouts all agree, after about 600 where
 * points are still in play).
 *
 * The work runs in a module Web Worker in browsers (inline, in chunks, where a worker cannot
 * start) and inline in chunks in Node, so the page never freezes.
 *
 * ```ts
 * const owner = await estimateOwnership(game, { playouts: 2000, signal, onProgress: (done, total) => {} });
 * owner[y * game.width + x] > 0.5;   // Black's
 * ```
 *
 * Rejects with a RangeError for a playout count that is not a positive integer, and with the
 * signal's reason once `signal` aborts.
 */
export async function estimateOwnership(game: Game, options?: EstimateOptions): Promise<Float32Array> {
  return (await estimatePosition(game, options, 'estimateOwnership()')).ownership;
}
