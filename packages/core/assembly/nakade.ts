// Nakade: the eye shapes a group cannot make two eyes in once the enemy stands on their vital
// point. When a group captures three to six stones, the space the stones leave is its eye space;
// if that space is one of these shapes, the side whose stones were taken plays the vital point
// and the group keeps one eye:
//   three points, straight or bent   the middle one
//   the pyramid four                 the point touching the other three
//   the bulky five                   the point touching three, in the square
//   the crossed five                 the centre
//   the rabbity six                  the point touching four
// Straight and bent fours, and the other fives and sixes, give two eyes however the enemy plays;
// the squared four is one eye already. The shapes are told apart by how many points of the space
// each point touches (its degree), which no rotation or reflection changes.

import { BOARD, H_LAST_CAPTURES, colorAt } from './board';
import { EDGE, EMPTY } from './constants';
import { neighbourOffset, opponent } from './move';

/** The largest eye space with a vital point that kills. */
const NAKADE_MAX: i32 = 6;
/** The points of the space being looked at. */
const SPACE = new StaticArray<i32>(NAKADE_MAX);

/** Whether padded point p is among the first `count` points of SPACE. */
function inSpace(p: i32, count: i32): bool {
  for (let i = 0; i < count; i++) if (unchecked(SPACE[i]) == p) return true;
  return false;
}

/** Collects into SPACE the empty region holding padded point `start`, bordered by `owner`'s
 * stones alone; returns its size, or 0 when it is larger than NAKADE_MAX or touches the other
 * colour. */
function collectSpace(start: i32, owner: u8): i32 {
  let count = 0;
  let next = 0;
  unchecked((SPACE[count++] = start));
  while (next < count) {
    const q = unchecked(SPACE[next++]);
    for (let d = 0; d < 4; d++) {
      const n = q + neighbourOffset(d);
      const color = colorAt(n);
      if (color == EMPTY) {
        if (inSpace(n, count)) continue;
        if (count == NAKADE_MAX) return 0;
        unchecked((SPACE[count++] = n));
      } else if (color != EDGE && color != owner) {
        return 0;
      }
    }
  }
  return count;
}

/** The vital point of the space in SPACE[0..size) when it is a killing shape (see above), else 0. */
function vitalPoint(size: i32): i32 {
  // How many points have each degree, and the point of the highest degree.
  let ones = 0, twos = 0, threes = 0, fours = 0;
  let top = 0, topDegree = 0;
  for (let i = 0; i < size; i++) {
    const p = unchecked(SPACE[i]);
    let degree = 0;
    for (let d = 0; d < 4; d++) if (inSpace(p + neighbourOffset(d), size)) degree++;
    if (degree == 1) ones++;
    else if (degree == 2) twos++;
    else if (degree == 3) threes++;
    else if (degree == 4) fours++;
    if (degree > topDegree) {
      topDegree = degree;
      top = p;
    }
  }
  if (size == 3) return twos == 1 ? top : 0;
  if (size == 4) return threes == 1 && ones == 3 ? top : 0;
  if (size == 5) {
    const bulky = threes == 1 && twos == 3 && ones == 1;
    const crossed = fours == 1 && ones == 4;
    return bulky || crossed ? top : 0;
  }
  if (size == 6) return fours == 1 && twos == 3 && ones == 2 ? top : 0;
  return 0;
}

/**
 * The vital point for `color` to play when the last move, at padded point `last`, captured three
 * to six of its stones and left a killing eye shape (see above) bordered by the capturer alone;
 * 0 otherwise. Read by the estimates' playouts (policy.ts) before any other move.
 */
export function nakadePoint(last: i32, color: u8): i32 {
  const captured = load<i32>(BOARD + H_LAST_CAPTURES);
  if (captured < 3 || colorAt(last) != opponent(color)) return 0;
  for (let d = 0; d < 4; d++) {
    const start = last + neighbourOffset(d);
    if (colorAt(start) != EMPTY) continue;
    const size = collectSpace(start, opponent(color));
    if (size < 3) continue;
    const vital = vitalPoint(size);
    if (vital != 0) return vital;
  }
  return 0;
}
