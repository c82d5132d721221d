// Groups: the stones that live or die together at the end of a game. A group is a chain and
// every chain of its colour joined to it through an empty region that only that colour borders
// (an eye, or territory between them). Dead stones of the other colour count as empty, so a dead
// invader does not split the territory it sits in. Dame and the shared liberties of a seki touch
// both colours, so they join nothing.
//
// One rule, for the count (a player marks a whole group dead with one click: groupAt below) and
// for the dead-stone guess (dead-stones.ts decides each group from the playouts).

import { AREA, colorAt, headOf, hostIndex, isStone } from './board';
import { BYTES, MARKS, POINTS, STACK, newMarks } from './buffers';
import { EMPTY, MAX_AREA } from './constants';
import { floodBorders, floodRegion } from './flood';
import { neighbourOffset, opponent } from './move';

/** Union-find over padded points: each point's parent, a root being its own parent. */
const PARENT = new StaticArray<i32>(MAX_AREA);

/** The board as grouped: the stones, with the other colour's dead stones lifted off. */
const GROUPED = new StaticArray<u8>(MAX_AREA);

/** Makes every point of the selected board a group of its own, then joins each chain's stones. */
export function startGroups(): void {
  for (let p = 0; p < AREA; p++) unchecked((PARENT[p] = p));
  for (let p = 0; p < AREA; p++) {
    if (isStone(colorAt(p))) joinGroups(p, headOf(p));
  }
}

/** The representative point of the group that holds padded point p. */
export function groupOf(p: i32): i32 {
  while (unchecked(PARENT[p]) != p) {
    // Path halving: each step also points p at its grandparent, so later finds are short.
    const up = unchecked(PARENT[unchecked(PARENT[p])]);
    unchecked((PARENT[p] = up));
    p = up;
  }
  return p;
}

/** Joins the groups of padded points a and b. */
export function joinGroups(a: i32, b: i32): void {
  const ra = groupOf(a);
  const rb = groupOf(b);
  if (ra != rb) unchecked((PARENT[ra] = rb));
}

/** Joins every stone of `color` (in the byte array `colors`, the board or a copy) that touches
 * the empty region whose points are STACK[0..count), as floodRegion() left them. */
export function joinAround(colors: usize, count: i32, color: u8): void {
  let first = -1;
  for (let i = 0; i < count; i++) {
    const q = unchecked(STACK[i]);
    for (let d = 0; d < 4; d++) {
      const n = q + neighbourOffset(d);
      if (load<u8>(colors + <usize>n) != color) continue;
      if (first < 0) first = n;
      else joinGroups(n, first);
    }
  }
}

/**
 * Writes the stones of the group at padded point p into POINTS and returns their number (0 for an
 * empty point). Reads a dead-stone mask from BYTES (one byte per point, row by row, non-zero for
 * dead): the other colour's dead stones count as empty. The selected board is left as it was.
 */
export function groupStones(p: i32): i32 {
  const color = colorAt(p);
  if (!isStone(color)) return 0;
  const enemy = opponent(color);
  for (let q = 0; q < AREA; q++) {
    let c = colorAt(q);
    // Only stones are looked up in the mask: the edge points have no index there.
    if (c == enemy) {
      if (unchecked(BYTES[hostIndex(q)]) != 0) c = EMPTY;
    }
    unchecked((GROUPED[q] = c));
  }
  startGroups();
  const colors = changetype<usize>(GROUPED);
  const mark = newMarks();
  for (let q = 0; q < AREA; q++) {
    if (unchecked(GROUPED[q]) != EMPTY || unchecked(MARKS[q]) == mark) continue;
    const count = floodRegion(colors, q, mark);
    // BLACK is 1 and WHITE is 2, so a region bordered by one colour alone has that colour's bit.
    if (floodBorders == <i32>color) joinAround(colors, count, color);
  }
  const group = groupOf(p);
  let count = 0;
  for (let q = 0; q < AREA; q++) {
    if (unchecked(GROUPED[q]) == color && groupOf(q) == group) unchecked((POINTS[count++] = hostIndex(q)));
  }
  return count;
}
