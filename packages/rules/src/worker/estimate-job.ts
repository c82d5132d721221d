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

/** The dead-stone mask at `threshold` from the ownership buffer, for the selected position. */
function deadMask(core: PlayoutsCore, board: number, threshold: number, area: number): Uint8Array {
  core.deadStones(board, threshold);
  return new Uint8Array(core.memory.buffer, core.bytesBuffer(), area).slice();
}

/**
 * Runs an ownership estimate in chunks of playouts and marks the dead stones from it. The core
 * averages each chunk; the whole sums are kept here so the chunks add up to one estimate.
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
    while (done < job.playouts) {
      const count = Math.min(chunk, job.playouts - done);
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
      await control.checkpoint(done, job.playouts);
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
