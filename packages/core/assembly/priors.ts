// Prior knowledge for the tree search: before a node has statistics of its own, each of its moves
// starts with a few virtual games whose win rate says what a Go player sees at a glance. Light
// playouts are blind to tactics (they ignore ataris, and fill their own liberties as often as
// not), so the tree needs to know from the start that taking a chain in atari, saving one's own
// chain from atari and answering near the last move are usually right, and that putting one's own
// chain in atari is usually wrong. Computed once per expanded node, never inside playouts.

import { AREA, BOARD, H_EMPTY_COUNT, STRIDE, colorAt, emptyAt, headOf, isStone, stonesOf } from './board';
import { EDGE, EMPTY, MAX_AREA } from './constants';
import { neighbourOffset, opponent } from './move';

/** Virtual games a prior is worth: a few simulations' weight, soon outvoted by real results. */
export const PRIOR_GAMES: f32 = 20;

/** Win rates of the virtual games (0.5 is neutral). */
const NEUTRAL: f32 = 0.5;
const CAPTURE_BONUS: f32 = 0.3;
const BIG_CAPTURE_BONUS: f32 = 0.1;
const ESCAPE_BONUS: f32 = 0.3;
const ATARI_BONUS: f32 = 0.1;
const NEAR_LAST_MOVE_BONUS: f32 = 0.1;
const SELF_ATARI_PENALTY: f32 = 0.35;
const LONE_SELF_ATARI_PENALTY: f32 = 0.15;
const EMPTY_EDGE_PENALTY: f32 = 0.2;

/** Up to two distinct liberties of each chain (at its head), and their count capped at 3. */
const LIBERTY_A = new StaticArray<i32>(MAX_AREA);
const LIBERTY_B = new StaticArray<i32>(MAX_AREA);
const LIBERTY_COUNT = new StaticArray<u8>(MAX_AREA);

/** Records that the chain with head h has the liberty p. */
// @ts-ignore: decorator
@inline
function addLiberty(h: i32, p: i32): void {
  const count = unchecked(LIBERTY_COUNT[h]);
  if (count == 0) {
    unchecked((LIBERTY_A[h] = p));
    unchecked((LIBERTY_COUNT[h] = 1));
  } else if (count == 1) {
    if (unchecked(LIBERTY_A[h]) != p) {
      unchecked((LIBERTY_B[h] = p));
      unchecked((LIBERTY_COUNT[h] = 2));
    }
  } else if (count == 2 && unchecked(LIBERTY_A[h]) != p && unchecked(LIBERTY_B[h]) != p) {
    unchecked((LIBERTY_COUNT[h] = 3));
  }
}

/** Counts the real liberties of every chain of the selected board (the board keeps only
 * pseudo-liberties, which cannot tell a chain in atari). Call before priorWinRate(). */
export function analyseLiberties(): void {
  const area = load<i32>(BOARD + H_EMPTY_COUNT);
  for (let p = 0; p < MAX_AREA; p++) unchecked((LIBERTY_COUNT[p] = 0));
  for (let i = 0; i < area; i++) {
    const p = emptyAt(i);
    for (let d = 0; d < 4; d++) {
      const n = p + neighbourOffset(d);
      if (isStone(colorAt(n))) addLiberty(headOf(n), p);
    }
  }
}

/** Whether any stone lies within Manhattan distance 2 of p. */
function hasStoneNear(p: i32): bool {
  for (let dy = -2; dy <= 2; dy++) {
    const spread = 2 - abs(dy);
    for (let dx = -spread; dx <= spread; dx++) {
      const q = p + dy * STRIDE + dx;
      if (q < 0 || q >= AREA) continue;
      if (isStone(colorAt(q))) return true;
    }
  }
  return false;
}

/** Whether p is on the first line: one of its neighbours is the edge. */
// @ts-ignore: decorator
@inline
function isOnEdge(p: i32): bool {
  return colorAt(p + 1) == EDGE || colorAt(p - 1) == EDGE || colorAt(p + STRIDE) == EDGE || colorAt(p - STRIDE) == EDGE;
}

/**
 * The win rate of the virtual games for `color` playing at the empty point p, given the move
 * before it (`lastMove`, 0 for none or a pass). analyseLiberties() must have run on this position.
 */
export function priorWinRate(p: i32, color: u8, lastMove: i32): f32 {
  const enemy = opponent(color);
  let value = NEUTRAL;
  let captured = 0;
  let rescued = 0;
  let ataris = 0;
  // The liberties the new chain would have, distinct and other than p, counted up to two.
  let libertyOne = 0;
  let liberties = 0;
  let stones = 1;
  let seen0 = -1, seen1 = -1, seen2 = -1;
  for (let d = 0; d < 4; d++) {
    const n = p + neighbourOffset(d);
    const neighbour = colorAt(n);
    if (neighbour == EMPTY) {
      if (liberties == 0) {
        libertyOne = n;
        liberties = 1;
      } else if (n != libertyOne) liberties = 2;
      continue;
    }
    if (!isStone(neighbour)) continue;
    const h = headOf(n);
    if (h == seen0 || h == seen1 || h == seen2) continue;
    if (d == 0) seen0 = h;
    else if (d == 1) seen1 = h;
    else seen2 = h;
    const count = unchecked(LIBERTY_COUNT[h]);
    if (neighbour == enemy) {
      // A chain whose last liberty is p is captured; one with two is put in atari.
      if (count == 1) captured += stonesOf(h);
      else if (count == 2) ataris++;
      continue;
    }
    stones += stonesOf(h);
    if (count == 1) rescued += stonesOf(h);
    if (count >= 3) liberties = 2;
    else {
      for (let k = 0; k < 2 && k < <i32>count; k++) {
        const liberty = k == 0 ? unchecked(LIBERTY_A[h]) : unchecked(LIBERTY_B[h]);
        if (liberty == p) continue;
        if (liberties == 0) {
          libertyOne = liberty;
          liberties = 1;
        } else if (liberty != libertyOne) liberties = 2;
      }
    }
  }
  // A capture gives the capturing chain liberties, so only a move that captures nothing can be
  // a self-atari.
  const selfAtari = captured == 0 && liberties <= 1;
  if (captured > 0) value += CAPTURE_BONUS + (captured >= 3 ? BIG_CAPTURE_BONUS : 0);
  if (rescued > 0 && !selfAtari) value += ESCAPE_BONUS;
  if (ataris > 0 && !selfAtari) value += ATARI_BONUS;
  if (selfAtari) value -= stones >= 2 ? SELF_ATARI_PENALTY : LONE_SELF_ATARI_PENALTY;
  if (lastMove != 0) {
    const dy = abs(p / STRIDE - lastMove / STRIDE);
    const dx = abs(p % STRIDE - lastMove % STRIDE);
    if (dx + dy <= 2) value += NEAR_LAST_MOVE_BONUS;
  }
  // The first line in an empty area is almost never the place to play.
  if (isOnEdge(p) && !hasStoneNear(p)) value -= EMPTY_EDGE_PENALTY;
  return max<f32>(0.05, min<f32>(0.95, value));
}
