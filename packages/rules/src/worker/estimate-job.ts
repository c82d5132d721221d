import type { PlayoutsCore } from '@go-board/core';
import { FIRST_CHUNK, nextChunkSize, now } from './chunks.js';
import type { EstimateJob, EstimateOutcome, JobControl } from './jobs.js';
import { boardFromSnapshot } from './position.js';
import { applySeed } from './seed.js';

/** How clearly (average ownership of its stones and the points around them beyond this, toward
 * the other side) a group must be owned by the other colour to be called dead: chosen on finished
 * games (`pnpm bench`), where any lean found the dead groups best once the points around a group
 * count as much as its stones. */
export const DEAD_THRESHOLD = 0.05;
/** Thresholds of the pessimistic views: any lean at all, and a clear majority of playouts. */
export const LEANING_THRESHOLD = 0.02;
export const SURE_THRESHOLD = 0.5;

/** Every this many playouts the estimate asks whether it has settled: at fixed counts, so that
 * where it stops never depends on how the machine's speed cut the work into chunks. */
export const SETTLE_CHECK_EVERY = 64;
/** Playouts an estimate always plays before it may stop early. */
export const SETTLE_MINIMUM = 192;
/** The standard error of every point's ownership at which an estimate stops early: each point
 * then known to within about ±0.1 (two standard errors), finer than a shade on the board needs;
 * the close dead-or-alive verdicts are looked after by VERDICT_MARGIN. */
export const SETTLED_ERROR = 0.05;

/**
 * Whether an estimate from `done` playouts whose owner sums per point are `sums` has settled. A
 * playout's owner of a point is -1, 0 or +1, so with average m its variance is at most 1 - m²:
 * the estimate has settled when that bound over `done` is within SETTLED_ERROR² everywhere.
 * Points every playout gives to the same side (a living group's stones and territory) settle at
 * once; points still in play (m near 0) need about 400 playouts.
 */
export function hasSettled(sums: Float64Array, done: number): boolean {
  const limit = SETTLED_ERROR * SETTLED_ERROR * done;
  for (const sum of sums) {
    const average = sum / done;
    if (1 - average * average > limit) return false;
  }
  return true;
}

/** How far from DEAD_THRESHOLD every group's average must be before an estimate may stop early:
 * a group nearer than that (a semeai or seki the playouts split about evenly) gets every playout
 * asked for, so that its verdict is no closer a call than without the early stop. On the finished
 * games of `pnpm bench` 0.01 still let such calls flip; 0.04 kept the late-game bench position
 * from ever stopping early. */
export const VERDICT_MARGIN = 0.02;

/** Whether no group's verdict is a close call: the dead stones are the same at the dead-stone
 * threshold less and plus VERDICT_MARGIN, for the estimate in `sums` of `done` playouts. */
function verdictsAreClear(core: PlayoutsCore, board: number, sums: Float64Array, done: number): boolean {
  const area = sums.length;
  const averages = new Float32Array(core.memory.buffer, core.ownershipBuffer(), area);
  for (let index = 0; index < area; index++) averages[index] = sums[index]! / done;
  const lenient = deadMask(core, board, DEAD_THRESHOLD - VERDICT_MARGIN, area);
  const strict = deadMask(core, board, DEAD_THRESHOLD + VERDICT_MARGIN, area);
  return lenient.every((dead, index) => dead === strict[index]);
}

/** The dead-stone mask at `threshold` from the ownership buffer, for the selected position. */
function deadMask(core: PlayoutsCore, board: number, threshold: number, area: number): Uint8Array {
  core.deadStones(board, threshold);
  return new Uint8Array(core.memory.buffer, core.bytesBuffer(), area).slice();
}

/**
 * Runs an ownership estimate in chunks of playouts and marks the dead stones from it. The core
 * averages each chunk; the whole sums are kept here so the chunks add up to one estimate. Plays
 * the job's playouts, or fewer once the estimate has settled (hasSettled()).
 */
export async function runEstimate(core: PlayoutsCore, job: EstimateJob, control: JobControl): Promise<EstimateOutcome> {
  const { width, height, toMove } = job.position;
  const area = width * height;
  const board = boardFromSnapshot(core, job.position);
  try {
    applySeed(core, job.seed);
    const sums = new Float64Array(area);
    let done = 0;
    let chunk = FIRST_CHUNK;
    let nextCheck = SETTLE_MINIMUM;
    while (done < job.playouts) {
      // A chunk ends at the next check, so the checks fall on the same counts however it is cut.
      const count = Math.min(chunk, job.playouts - done, nextCheck - done);
      const started = now();
      core.ownership(board, toMove, count);
      // Views are made after each call: the core's memory may have grown and moved.
      const averages = new Float32Array(core.memory.buffer, core.ownershipBuffer(), area);
      // The core's average is its whole sum of owners (+1/-1 per playout) over `count`, as an
      // f32; times `count` it is that sum to within far less than 0.5, so rounding gives it back
      // exactly. Summing whole numbers keeps the estimate the same however the playouts were
      // cut into chunks, which depends on the machine's speed (and must not change the answer).
      for (let index = 0; index < area; index++) sums[index] += Math.round(averages[index]! * count);
      done += count;
      chunk = nextChunkSize(chunk, now() - started);
      const settled = done === nextCheck && hasSettled(sums, done) && verdictsAreClear(core, board, sums, done);
      // An estimate that has settled is complete: its progress ends at the playouts it played.
      await control.checkpoint(done, settled ? done : job.playouts);
      if (settled) break;
      if (done === nextCheck) nextCheck += SETTLE_CHECK_EVERY;
    }
    const ownership = new Float32Array(area);
    for (let index = 0; index < area; index++) ownership[index] = sums[index]! / done;
    // deadStones() reads the core's ownership buffer: give it the estimate of all the chunks.
    new Float32Array(core.memory.buffer, core.ownershipBuffer(), area).set(ownership);
    return {
      ownership,
      dead: deadMask(core, board, DEAD_THRESHOLD, area),
      deadIfLeaning: deadMask(core, board, LEANING_THRESHOLD, area),
      deadIfSure: deadMask(core, board, SURE_THRESHOLD, area),
    };
  } finally {
    core.destroyBoard(board);
  }
}
