// Flood fill over empty regions: the one walk that querying a region, counting territory and
// grouping chains for dead stones all need.

import { MARKS, STACK } from './buffers';
import { EDGE, EMPTY } from './constants';
import { neighbourOffset } from './move';

/** The colours bordering the region of the last floodRegion() call: bit 1 black, bit 2 white. */
export let floodBorders: i32 = 0;

/**
 * Floods the empty region holding padded point `start`, reading colours from the byte array at
 * `colors` (the board, or a copy with dead stones lifted), marking each point with `mark` (see
 * newMarks()). Leaves the region's points in STACK[0..count), returns count and sets floodBorders.
 */
export function floodRegion(colors: usize, start: i32, mark: u32): i32 {
  let count = 0;
  let next = 0;
  let borders = 0;
  unchecked((STACK[count++] = start));
  unchecked((MARKS[start] = mark));
  // STACK keeps every point of the region; `next` walks it as a queue.
  while (next < count) {
    const q = unchecked(STACK[next++]);
    for (let d = 0; d < 4; d++) {
      const n = q + neighbourOffset(d);
      const color = load<u8>(colors + <usize>n);
      if (color == EMPTY) {
        if (unchecked(MARKS[n]) != mark) {
          unchecked((MARKS[n] = mark));
          unchecked((STACK[count++] = n));
        }
      } else if (color != EDGE) {
        // BLACK is 1 and WHITE is 2, so the colours combine as bits.
        borders |= <i32>color;
      }
    }
  }
  floodBorders = borders;
  return count;
}
