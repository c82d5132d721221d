// Ownership: who holds each point at the end of many light playouts from a position, and the
// dead stones that follow from it. This is how the scoring phase finds dead stones for players.

import {
  BOARD, COLOR, H_HEIGHT, H_WIDTH, colorAt, copyBoardState, hostIndex, isStone, paddedPoint, selectBoard,
} from './board';
import { BYTES, MARKS, STACK, newMarks } from './buffers';
import { BLACK, EDGE, EMPTY, MAX_AREA, MAX_SIZE, WHITE } from './constants';
import { neighbourOffset, opponent } from './move';
import { playout, scratchBoardFor } from './playout';
import { floodBorders, floodRegion } from './flood';
import { groupOf, joinAround, startGroups } from './group';

/** Sums of ownership per point, row by row: +1 per playout Black ends up owning it, -1 White. */
const SUMS = new StaticArray<i32>(MAX_SIZE * MAX_SIZE);
/** Average ownership per point, row by row, from -1 (White) to +1 (Black). */
export const OWNERSHIP = new StaticArray<f32>(MAX_SIZE * MAX_SIZE);

/** Who owns padded point p at the end of a playout, by area: its stone, or the one colour
 * around an empty point; 0 when both colours touch it. */
// @ts-ignore: decorator
@inline
export function ownerAt(p: i32): i32 {
  const color = colorAt(p);
  if (color == BLACK) return 1;
  if (color == WHITE) return -1;
  let around = 0;
  for (let d = 0; d < 4; d++) {
    const n = colorAt(p + neighbourOffset(d));
    if (n != EMPTY && n != EDGE) around |= <i32>n;
  }
  return around == 1 ? 1 : around == 2 ? -1 : 0;
}

/** Runs `count` playouts from the position of `source` (half with `color` first, half with the
 * opponent first) and writes the average owner of every point into OWNERSHIP. */
export function estimateOwnership(source: usize, color: u8, count: i32): void {
  const width = load<i32>(source + H_WIDTH);
  const height = load<i32>(source + H_HEIGHT);
  const area = width * height;
  for (let i = 0; i < area; i++) unchecked((SUMS[i] = 0));
  const board = scratchBoardFor(source);
  const limit = 3 * area;
  for (let k = 0; k < count; k++) {
    copyBoardState(board, source);
    selectBoard(board);
    playout((k & 1) == 0 ? color : opponent(color), limit);
    for (let y = 0; y < height; y++) {
      const row = paddedPoint(0, y);
      for (let x = 0; x < width; x++) unchecked((SUMS[y * width + x] += ownerAt(row + x)));
    }
  }
  const scale: f32 = count > 0 ? <f32>1 / <f32>count : 0;
  for (let i = 0; i < area; i++) unchecked((OWNERSHIP[i] = <f32>SUMS[i] * scale));
}

// @ts-ignore: decorator
@inline
function ownershipAt(p: i32): f32 {
  return unchecked(OWNERSHIP[hostIndex(p)]);
}

const GROUP_SUM = new StaticArray<f32>(MAX_AREA);
const GROUP_SIZE = new StaticArray<i32>(MAX_AREA);

/**
 * Marks dead stones in BYTES (1 dead, 0 otherwise, row by row) from OWNERSHIP, for the selected
 * board. Chains of one colour that touch the same empty region which that colour holds (an eye,
 * or territory between them) form one group and are decided together: a group is dead when the
 * average ownership of its stones is clearly the other colour's (beyond `threshold`). Stones in
 * seki end up owned by nobody on average, so they stay alive. Returns the number of dead stones.
 */
export function markDeadStones(threshold: f32): i32 {
  const width = load<i32>(BOARD + H_WIDTH);
  const height = load<i32>(BOARD + H_HEIGHT);
  for (let p = 0; p < MAX_AREA; p++) {
    unchecked((GROUP_SUM[p] = 0));
    unchecked((GROUP_SIZE[p] = 0));
  }
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
      if (borders == 1 || average > threshold) joinAround(COLOR, count, BLACK);
      if (borders == 2 || average < -threshold) joinAround(COLOR, count, WHITE);
    }
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = paddedPoint(x, y);
      if (!isStone(colorAt(p))) continue;
      const root = groupOf(p);
      unchecked((GROUP_SUM[root] += ownershipAt(p)));
      unchecked(GROUP_SIZE[root]++);
    }
  }
  let dead = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = paddedPoint(x, y);
      const color = colorAt(p);
      let isDead = false;
      if (isStone(color)) {
        const root = groupOf(p);
        const average = unchecked(GROUP_SUM[root]) / <f32>unchecked(GROUP_SIZE[root]);
        // A black group owned by White on average is dead, and the other way round.
        isDead = color == BLACK ? average < -threshold : average > threshold;
      }
      unchecked((BYTES[y * width + x] = isDead ? 1 : 0));
      if (isDead) dead++;
    }
  }
  return dead;
}
