// Light random playouts: uniformly random legal moves that never fill the mover's own eye, until
// both sides pass. They are the measure of the core's speed, and the ground for ownership
// estimates and the bot. Nothing is allocated inside a playout.

import {
  BOARD, H_EMPTY_COUNT, H_HEIGHT, H_KO, H_WIDTH, STRIDE, colorAt, createBoard, emptyAt,
  copyBoardState, destroyBoard, selectBoard, swapEmpty,
} from './board';
import { EDGE, MAX_SIZE, OK } from './constants';
import { opponent, placeStone, simpleLegality } from './move';
import { randomBelow } from './random';

/** Whether the diagonals of p let an eye of `color` there be real: fewer than two opponent stones
 * on them, or none when p is on the edge (where a missing diagonal counts as one). */
// @ts-ignore: decorator
@inline
export function hasEyeDiagonals(p: i32, color: u8): bool {
  const enemy = opponent(color);
  const d0 = colorAt(p + STRIDE + 1), d1 = colorAt(p + STRIDE - 1);
  const d2 = colorAt(p - STRIDE + 1), d3 = colorAt(p - STRIDE - 1);
  const onEdge = d0 == EDGE || d1 == EDGE || d2 == EDGE || d3 == EDGE ? 1 : 0;
  const enemies = <i32>(d0 == enemy) + <i32>(d1 == enemy) + <i32>(d2 == enemy) + <i32>(d3 == enemy);
  return enemies + onEdge < 2;
}

/** Whether p is an eye of `color`: its four neighbours are that colour's stones or the edge, and
 * it is not a false eye (hasEyeDiagonals). */
// @ts-ignore: decorator
@inline
export function isOwnEye(p: i32, color: u8): bool {
  const n0 = colorAt(p + 1), n1 = colorAt(p - 1), n2 = colorAt(p + STRIDE), n3 = colorAt(p - STRIDE);
  if ((n0 != color && n0 != EDGE) || (n1 != color && n1 != EDGE)) return false;
  if ((n2 != color && n2 != EDGE) || (n3 != color && n3 != EDGE)) return false;
  return hasEyeDiagonals(p, color);
}

/** Plays one light playout on the selected board, `color` first, until two passes in a row or
 * `maxMoves` moves (at most 3 x width x height); returns the number of stones played. */
export function playout(color: u8, maxMoves: i32): i32 {
  let passes = 0;
  let moves = 0;
  playedCount = 0;
  while (passes < 2 && moves < maxMoves) {
    let window = load<i32>(BOARD + H_EMPTY_COUNT);
    let played = false;
    while (window > 0) {
      const i = <i32>randomBelow(<u32>window);
      const p = emptyAt(i);
      if (!isOwnEye(p, color) && simpleLegality(p, color) == OK) {
        placeStone(p, color);
        unchecked((PLAYED[moves] = (p << 2) | <i32>color));
        played = true;
        break;
      }
      // Move the tried point past the live window, so each point is tried at most once.
      window--;
      swapEmpty(i, window);
    }
    if (played) {
      passes = 0;
      moves++;
    } else {
      passes++;
      // A pass releases the ko.
      store<i32>(BOARD + H_KO, 0);
    }
    color = opponent(color);
  }
  playedCount = moves;
  return moves;
}

/** The moves of the last playout, in order: padded point << 2 | colour. Read by MCTS for AMAF. */
export const PLAYED = new StaticArray<i32>(4 * MAX_SIZE * MAX_SIZE);
/** How many moves PLAYED holds. */
export let playedCount: i32 = 0;

/** Records how many moves PLAYED holds, for the search's own playouts (policy.ts). */
export function setPlayedCount(count: i32): void {
  playedCount = count;
}

let scratch: usize = 0;

/** A board of the same dimensions as `source`, reused between calls, for playouts to write on. */
export function scratchBoardFor(source: usize): usize {
  const width = load<i32>(source + H_WIDTH);
  const height = load<i32>(source + H_HEIGHT);
  if (scratch == 0 || load<i32>(scratch + H_WIDTH) != width || load<i32>(scratch + H_HEIGHT) != height) {
    if (scratch != 0) destroyBoard(scratch);
    scratch = createBoard(width, height);
  }
  return scratch;
}

/** Runs `count` playouts from the position of `source` with `color` to move, each on a fresh
 * copy of it; returns the total number of moves played. The benchmark's entry point. */
export function runPlayouts(source: usize, color: u8, count: i32): i64 {
  const board = scratchBoardFor(source);
  const limit = 3 * load<i32>(source + H_WIDTH) * load<i32>(source + H_HEIGHT);
  let total: i64 = 0;
  for (let i = 0; i < count; i++) {
    copyBoardState(board, source);
    selectBoard(board);
    total += playout(color, limit);
  }
  return total;
}
