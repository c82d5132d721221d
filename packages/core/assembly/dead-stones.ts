// Dead stones from an ownership estimate, for the count's guess. Chains of one colour that share
// an eye or the territory between them live or die together (the groups of group.ts, joined also
// across regions the playouts give clearly to one colour), and a group is judged by the points it
// stands on and the points around it, except that a group with a chain in a seki (isInSeki) lives.

import {
  BOARD,
  COLOR,
  H_HEIGHT,
  H_WIDTH,
  colorAt,
  headOf,
  hostIndex,
  hostIndexOf,
  isStone,
  nextOf,
  paddedPoint,
} from './board';
import { BYTES, MARKS, STACK, newMarks } from './buffers';
import { BLACK, EMPTY, MAX_AREA, WHITE } from './constants';
import { floodBorders, floodRegion } from './flood';
import { groupOf, joinAround, startGroups } from './group';
import { LIBERTY_LIST, isSelfAtari, isSurroundedBy, libertiesOf } from './liberties';
import { neighbourOffset, opponent } from './move';
import { OWNERSHIP } from './ownership';

/** Per group (at its root): the sum of the ownership of its points, and how many were summed. */
const GROUP_SUM = new StaticArray<f32>(MAX_AREA);
const GROUP_POINTS = new StaticArray<f32>(MAX_AREA);
/** Per group (at its root): whether one of its chains is in a seki (markSekis). */
const GROUP_SEKI = new StaticArray<bool>(MAX_AREA);

/** The estimated owner of padded point p of the selected board, -1 (White) to +1 (Black). */
// @ts-ignore: decorator
@inline
function ownershipAt(p: i32): f32 {
  return unchecked(OWNERSHIP[hostIndex(p)]);
}

/** Groups the chains of the selected board: each chain, joined with the chains of its colour
 * around an empty region that colour surrounds alone or holds on average beyond `threshold`. */
function groupChains(width: i32, height: i32, threshold: f32): void {
  startGroups();
  const mark = newMarks();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const start = paddedPoint(x, y);
      if (colorAt(start) != EMPTY || unchecked(MARKS[start]) == mark) continue;
      const count = floodRegion(COLOR, start, mark);
      const borders = floodBorders;
      let sum: f32 = 0;
      for (let i = 0; i < count; i++) sum += ownershipAt(unchecked(STACK[i]));
      const average = sum / <f32>count;
      // The rule of group.ts (a region only one colour borders joins that colour's chains), and
      // also a region the playouts give clearly to one colour: a false eye, a shared territory.
      if (borders == BLACK || average > threshold) joinAround(COLOR, count, BLACK);
      if (borders == WHITE || average < -threshold) joinAround(COLOR, count, WHITE);
    }
  }
}

/**
 * Sums the ownership of each group's stones and of the empty points next to them. A dead group's
 * stones may survive a good share of playouts (its owner moves first in half of them and fights
 * on), but the points around it belong to the other colour all the same; the stones of a seki
 * and their shared liberties stay near their own colour and nobody's, and keep the group alive.
 */
function sumGroups(width: i32, height: i32): void {
  for (let p = 0; p < MAX_AREA; p++) {
    unchecked((GROUP_SUM[p] = 0));
    unchecked((GROUP_POINTS[p] = 0));
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = paddedPoint(x, y);
      const owner = ownershipAt(p);
      if (isStone(colorAt(p))) {
        const root = groupOf(p);
        unchecked((GROUP_SUM[root] += owner));
        unchecked((GROUP_POINTS[root] += 1));
        continue;
      }
      // An empty point counts once for each distinct group it touches.
      let seen0 = -1, seen1 = -1, seen2 = -1;
      for (let d = 0; d < 4; d++) {
        const n = p + neighbourOffset(d);
        if (!isStone(colorAt(n))) continue;
        const root = groupOf(n);
        if (root == seen0 || root == seen1 || root == seen2) continue;
        if (seen0 < 0) seen0 = root;
        else if (seen1 < 0) seen1 = root;
        else seen2 = root;
        unchecked((GROUP_SUM[root] += owner));
        unchecked((GROUP_POINTS[root] += 1));
      }
    }
  }
}

/**
 * Whether the chain with head `a` and the enemy chain with head `b` are in a seki: each has exactly
 * two liberties, one of them shared with the other and one its own, and every liberty of each is
 * locked (isLocked). Neither side can then fill a liberty of the other without being taken first,
 * nor gain a liberty, and neither can be captured: both live, and the shared liberty is nobody's. Two chains sharing both their liberties are left to the ownership estimate: the
 * stones of a throw-in inside an eye share them too, and die.
 */
function isSekiPair(a: i32, b: i32): bool {
  if (libertiesOf(a, 3) != 2) return false;
  const a0 = unchecked(LIBERTY_LIST[0]);
  const a1 = unchecked(LIBERTY_LIST[1]);
  if (libertiesOf(b, 3) != 2) return false;
  const b0 = unchecked(LIBERTY_LIST[0]);
  const b1 = unchecked(LIBERTY_LIST[1]);
  const shared = (b0 == a0 || b0 == a1 ? 1 : 0) + (b1 == a0 || b1 == a1 ? 1 : 0);
  if (shared != 1) return false;
  const colorA = colorAt(a);
  const colorB = colorAt(b);
  return (
    isLocked(a0, colorA) && isLocked(a1, colorA) && isLocked(b0, colorB) && isLocked(b1, colorB)
  );
}

/** Whether the liberty l of a chain of `color` is of no use to either side: the other colour
 * playing there puts itself in atari or commits suicide, and `color` playing there does too or
 * fills an eye of its own: a point only `color` and the edge surround, whose chains have at most
 * two liberties each, none of which the other colour can take but as a self-atari or a suicide. */
function isLocked(l: i32, color: u8): bool {
  const enemy = opponent(color);
  if (!isSelfAtari(l, enemy)) return false;
  if (isSelfAtari(l, color)) return true;
  if (!isSurroundedBy(l, color)) return false;
  for (let d = 0; d < 4; d++) {
    const n = l + neighbourOffset(d);
    if (colorAt(n) != color) continue;
    const count = libertiesOf(headOf(n), 3);
    if (count > 2) return false;
    const m0 = unchecked(LIBERTY_LIST[0]);
    const m1 = count > 1 ? unchecked(LIBERTY_LIST[1]) : m0;
    if (!isSelfAtari(m0, enemy) || !isSelfAtari(m1, enemy)) return false;
  }
  return true;
}

/** Marks in GROUP_SEKI the groups of the selected board with a chain in a seki (isSekiPair) with
 * one of the enemy chains it touches. */
function markSekis(width: i32, height: i32): void {
  for (let p = 0; p < MAX_AREA; p++) unchecked((GROUP_SEKI[p] = false));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const a = paddedPoint(x, y);
      const color = colorAt(a);
      if (!isStone(color) || headOf(a) != a) continue;
      const enemy = opponent(color);
      let q = a;
      do {
        for (let d = 0; d < 4; d++) {
          const n = q + neighbourOffset(d);
          if (colorAt(n) != enemy) continue;
          const b = headOf(n);
          if (!isSekiPair(a, b)) continue;
          unchecked((GROUP_SEKI[groupOf(a)] = true));
          unchecked((GROUP_SEKI[groupOf(b)] = true));
        }
        q = nextOf(q);
      } while (q != a);
    }
  }
}

/**
 * Marks dead stones in BYTES (1 dead, 0 otherwise, row by row) from OWNERSHIP, for the selected
 * board: a group is dead when the average ownership of its stones and the points around them is
 * the other colour's, beyond `threshold`, and none of its chains is in a seki. Returns the number
 * of dead stones.
 */
export function markDeadStones(threshold: f32): i32 {
  const width = load<i32>(BOARD + H_WIDTH);
  const height = load<i32>(BOARD + H_HEIGHT);
  groupChains(width, height, threshold);
  sumGroups(width, height);
  markSekis(width, height);
  let dead = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = paddedPoint(x, y);
      const color = colorAt(p);
      let isDead = false;
      if (isStone(color)) {
        const root = groupOf(p);
        const average = unchecked(GROUP_SUM[root]) / unchecked(GROUP_POINTS[root]);
        // A black group owned by White on average is dead, and the other way round.
        isDead = !unchecked(GROUP_SEKI[root]) && (color == BLACK ? average < -threshold : average > threshold);
      }
      unchecked((BYTES[hostIndexOf(x, y, width)] = isDead ? 1 : 0));
      if (isDead) dead++;
    }
  }
  return dead;
}
