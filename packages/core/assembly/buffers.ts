// Fixed buffers shared with the host: the host writes inputs (dead-stone masks) and reads
// outputs (point lists, snapshots, score breakdowns) here, so no call allocates.

import { MAX_AREA, MAX_SIZE } from './constants';

/** Point lists written by queries, each point as y * width + x. */
export const POINTS = new StaticArray<i32>(MAX_SIZE * MAX_SIZE);
/** One byte per point, row by row: board snapshots out, dead-stone masks in, ownership out. */
export const BYTES = new StaticArray<u8>(MAX_SIZE * MAX_SIZE);
/** Per-point marks for flood fills; a mark is current when it equals MARK_GENERATION. */
export const MARKS = new StaticArray<u32>(MAX_AREA);
/** A stack of padded points for flood fills. */
export const STACK = new StaticArray<i32>(MAX_AREA);
/** Numbers of a score breakdown; see score.ts for the meaning of each slot. */
export const SCORE = new StaticArray<i32>(16);

let generation: u32 = 0;

/** Starts a new flood fill: every mark set before this call no longer counts. */
export function newMarks(): u32 {
  generation++;
  if (generation == 0) {
    // After 2^32 fills the counter wraps: clear the marks once so old ones cannot match.
    for (let i = 0; i < MAX_AREA; i++) unchecked((MARKS[i] = 0));
    generation = 1;
  }
  return generation;
}
