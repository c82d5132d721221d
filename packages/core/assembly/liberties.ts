// True liberties, counted on demand. The board keeps only pseudo-liberties (stone-to-empty
// adjacencies), which are enough for legality but cannot tell a chain in atari from one with two
// liberties; the search's playout policy and priors ask that question about a few chains per move,
// so they walk those chains here, stopping as soon as they have seen enough.

import { STRIDE, colorAt, headOf, isStone, libsOf, nextOf, stonesOf } from './board';
import { EDGE, EMPTY } from './constants';
import { neighbourOffset, opponent } from './move';
import { hasEyeDiagonals } from './playout';

/** The liberties found by the last libertiesOf() call, LIBERTY_LIST[0..count). */
export const LIBERTY_LIST = new StaticArray<i32>(8);

/** Whether p is already among the first `count` liberties found. */
// @ts-ignore: decorator
@inline
function isListed(p: i32, count: i32): bool {
  for (let i = 0; i < count; i++) if (unchecked(LIBERTY_LIST[i]) == p) return true;
  return false;
}

/** The distinct liberties of the chain whose head is h, counted up to `cap` (at most 8); the
 * liberties found are left in LIBERTY_LIST. */
export function libertiesOf(h: i32, cap: i32): i32 {
  // No pseudo-liberty is no liberty; a single pseudo-liberty is exactly one liberty.
  const pseudo = libsOf(h);
  if (pseudo == 0) return 0;
  let count = 0;
  let q = h;
  do {
    for (let d = 0; d < 4; d++) {
      const n = q + neighbourOffset(d);
      if (colorAt(n) != EMPTY || isListed(n, count)) continue;
      unchecked((LIBERTY_LIST[count++] = n));
      if (count >= cap || count >= pseudo) return count;
    }
    q = nextOf(q);
  } while (q != h);
  return count;
}

/** The one liberty of the chain with head h, which must be in atari (libertiesOf(h, 2) == 1). */
export function lastLiberty(h: i32): i32 {
  libertiesOf(h, 1);
  return unchecked(LIBERTY_LIST[0]);
}

/** The stones of the chain the last isSelfAtari() move would make (counted until the answer was
 * known: exact when it is a self-atari). */
export let stonesAfterMove: i32 = 0;
/** The one liberty the chain of the last isSelfAtari() move would keep, when it was one. */
export let libertyAfterMove: i32 = -1;

/**
 * Whether `color` at the empty point p would leave its own chain in atari without capturing
 * anything: a self-atari. Sets stonesAfterMove to the size of the chain the stone would join.
 * A capture gives the capturing chain a liberty, so a move that captures is never one.
 */
export function isSelfAtari(p: i32, color: u8): bool {
  const enemy = opponent(color);
  let liberty = -1;
  let stones = 1;
  let seen0 = -1, seen1 = -1, seen2 = -1;
  for (let d = 0; d < 4; d++) {
    const n = p + neighbourOffset(d);
    const neighbour = colorAt(n);
    if (neighbour == EMPTY) {
      if (liberty < 0) liberty = n;
      else if (n != liberty) {
        stonesAfterMove = stones;
        return false;
      }
      continue;
    }
    if (!isStone(neighbour)) continue;
    const h = headOf(n);
    if (h == seen0 || h == seen1 || h == seen2) continue;
    if (d == 0) seen0 = h;
    else if (d == 1) seen1 = h;
    else seen2 = h;
    if (neighbour == enemy) {
      if (libertiesOf(h, 2) == 1) {
        stonesAfterMove = stones;
        return false;
      }
      continue;
    }
    stones += stonesOf(h);
    const count = libertiesOf(h, 3);
    for (let i = 0; i < count; i++) {
      const l = unchecked(LIBERTY_LIST[i]);
      if (l == p) continue;
      if (liberty < 0) liberty = l;
      else if (l != liberty) {
        stonesAfterMove = stones;
        return false;
      }
    }
  }
  stonesAfterMove = stones;
  libertyAfterMove = liberty;
  return true;
}

/** Whether `color` at the empty point p would put a chain of two or more stones in atari without
 * capturing: the self-atari the playout policy refuses. Most moves are told apart at a glance
 * (two empty neighbours, or no stone of their own next to them) before any chain is walked. */
export function isGroupSelfAtari(p: i32, color: u8): bool {
  let empties = 0;
  let friends = 0;
  for (let d = 0; d < 4; d++) {
    const neighbour = colorAt(p + neighbourOffset(d));
    if (neighbour == EMPTY) empties++;
    else if (neighbour == color) friends++;
  }
  if (empties >= 2 || friends == 0) return false;
  return isSelfAtari(p, color) && stonesAfterMove > 1;
}

/** Whether every neighbour of the empty point p is a stone of `color` or the edge. */
// @ts-ignore: decorator
@inline
export function isSurroundedBy(p: i32, color: u8): bool {
  for (let d = 0; d < 4; d++) {
    const neighbour = colorAt(p + neighbourOffset(d));
    if (neighbour != color && neighbour != EDGE) return false;
  }
  return true;
}

/** The most stones a throw-in may put in atari (see isThrowIn). */
const THROW_IN_STONES: i32 = 3;

/**
 * Whether `color` at p, a self-atari of two or more stones (isGroupSelfAtari(p, color) was just
 * true), is a throw-in that kills: a chain of at most three stones, touching no stones but those
 * of one enemy chain, which the move leaves in atari too. Taken, the stones leave the enemy a
 * single eye of three points or fewer, whose vital point the next stone thrown in takes (nakade).
 * The enemy's other liberty may not be an eye apart from the stones' own last liberty: such an
 * enemy takes the stones on their liberty and keeps that eye, and the space they leave gives it a
 * second (a seki where each side has an eye, which the count must find alive). Filling a seki's shared liberty puts the filler's whole group in
 * atari: that group has an eye or friends of its own, so it touches more than one enemy chain or
 * has more than three stones.
 */
export function isThrowIn(p: i32, color: u8): bool {
  if (stonesAfterMove > THROW_IN_STONES) return false;
  const enemy = opponent(color);
  let enemyHead = -1;
  // The stone played, then each stone of the friendly chains it joins.
  for (let d = -1; d < 4; d++) {
    let q = p;
    if (d >= 0) {
      const n = p + neighbourOffset(d);
      if (colorAt(n) != color) continue;
      q = headOf(n);
    }
    const head = q;
    do {
      for (let e = 0; e < 4; e++) {
        const n = q + neighbourOffset(e);
        const neighbour = colorAt(n);
        if (neighbour != enemy) continue;
        const h = headOf(n);
        if (enemyHead < 0) enemyHead = h;
        else if (h != enemyHead) return false;
      }
      q = d < 0 ? head : nextOf(q);
    } while (q != head);
  }
  if (enemyHead < 0) return false;
  // The enemy chain in atari once p is filled: p and at most one other liberty, not an eye apart.
  const own = libertyAfterMove;
  const count = libertiesOf(enemyHead, 3);
  let others = 0;
  for (let i = 0; i < count; i++) {
    const liberty = unchecked(LIBERTY_LIST[i]);
    if (liberty == p) continue;
    if (liberty != own && isSurroundedBy(liberty, enemy)) return false;
    others++;
  }
  return others <= 1;
}

/**
 * Whether `color` at the empty point p would be a lone stone in atari whose capture only helps
 * the enemy: no stone of its own beside it, one empty neighbour, nothing captured; taken there, p
 * becomes a real eye of the enemy (no diagonal of ours makes it false), and the capturing stone
 * keeps a liberty besides p, so the enemy is not left in atari either. Thrown into the bent three
 * left in a squared four, the stone at the wrong end gives the group its second eye; playouts that
 * played it as often as the vital point counted a dead squared four alive two times in five.
 * A throw-in that makes a false eye is not this, nor one whose capture leaves the capturing chain
 * in atari (the stone thrown into a two-point eye).
 */
export function isEyeGivingThrowIn(p: i32, color: u8): bool {
  const enemy = opponent(color);
  // At a glance first, as most points are told apart so: a friend beside p, or two empty points.
  let liberty = -1;
  for (let d = 0; d < 4; d++) {
    const n = p + neighbourOffset(d);
    const neighbour = colorAt(n);
    if (neighbour == color) return false;
    if (neighbour == EMPTY) {
      if (liberty >= 0) return false;
      liberty = n;
    }
  }
  if (liberty < 0) return false;
  // A stone that captures is not in atari.
  for (let d = 0; d < 4; d++) {
    const n = p + neighbourOffset(d);
    if (colorAt(n) == enemy && libertiesOf(headOf(n), 2) == 1) return false;
  }
  // Our stones on p's diagonals would make the enemy's eye there false.
  if (!hasEyeDiagonals(p, enemy)) return false;
  // The capturing stone at the liberty: another liberty of its own, or of a chain it joins.
  for (let d = 0; d < 4; d++) {
    const n = liberty + neighbourOffset(d);
    if (n == p) continue;
    const neighbour = colorAt(n);
    if (neighbour == EMPTY) return true;
    if (neighbour != enemy) continue;
    const count = libertiesOf(headOf(n), 4);
    for (let i = 0; i < count; i++) {
      const l = unchecked(LIBERTY_LIST[i]);
      if (l != liberty && l != p) return true;
    }
  }
  return false;
}

/** Whether the padded point p is on the board's first line. */
// @ts-ignore: decorator
@inline
export function isOnFirstLine(p: i32): bool {
  return colorAt(p + 1) == EDGE || colorAt(p - 1) == EDGE || colorAt(p + STRIDE) == EDGE || colorAt(p - STRIDE) == EDGE;
}
