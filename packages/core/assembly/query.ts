// Read-only questions about the selected board, asked by the host: chains, their true
// liberties, empty regions and who borders them.

import { COLOR, colorAt, headOf, hostIndex, isStone, nextOf } from './board';
import { POINTS, MARKS, STACK, newMarks } from './buffers';
import { EMPTY } from './constants';
import { floodBorders, floodRegion } from './flood';
import { neighbourOffset } from './move';

/** Writes the stones of the chain at p into POINTS and returns how many there are (0 if empty). */
export function chainStones(p: i32): i32 {
  if (!isStone(colorAt(p))) return 0;
  const h = headOf(p);
  let q = h;
  let count = 0;
  do {
    unchecked((POINTS[count++] = hostIndex(q)));
    q = nextOf(q);
  } while (q != h);
  return count;
}

/** Writes the distinct empty points next to the chain at p into POINTS and returns their number. */
export function chainLiberties(p: i32): i32 {
  if (!isStone(colorAt(p))) return 0;
  const mark = newMarks();
  const h = headOf(p);
  let q = h;
  let count = 0;
  do {
    for (let d = 0; d < 4; d++) {
      const n = q + neighbourOffset(d);
      if (colorAt(n) == EMPTY && unchecked(MARKS[n]) != mark) {
        unchecked((MARKS[n] = mark));
        unchecked((POINTS[count++] = hostIndex(n)));
      }
    }
    q = nextOf(q);
  } while (q != h);
  return count;
}

/** Floods the empty region that holds p, writes its points into POINTS and returns its size;
 * regionBordersOf() then tells which colours border it (1 black, 2 white, 3 both). */
export function emptyRegion(p: i32): i32 {
  if (colorAt(p) != EMPTY) {
    regionBorders = 0;
    return 0;
  }
  const count = floodRegion(COLOR, p, newMarks());
  for (let i = 0; i < count; i++) unchecked((POINTS[i] = hostIndex(unchecked(STACK[i]))));
  regionBorders = floodBorders;
  return count;
}

let regionBorders: i32 = 0;

/** The colours that border the region of the last emptyRegion() call: 1 black, 2 white, 3 both. */
export function regionBordersOf(): i32 {
  return regionBorders;
}
