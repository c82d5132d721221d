// Ownership: who holds each point at the end of many playouts from a position; dead-stones.ts
// reads the dead stones from it. The playouts are the search's (policy.ts): they answer ataris,
// keep sekis and finish capturing races, where light random playouts let dead groups live and
// living ones die.

import { H_HEIGHT, H_WIDTH, colorAt, copyBoardState, hostIndexOf, paddedPoint, selectBoard } from './board';
import { BLACK, EDGE, EMPTY, MAX_SIZE, WHITE } from './constants';
import { neighbourOffset, opponent } from './move';
import { scratchBoardFor } from './playout';
import { policyPlayout, useEstimatePolicy } from './policy';

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

/** Runs `count` playouts of the search's policy from the position of `source` (half with `color`
 * first, half with the opponent first) and writes the average owner of every point into OWNERSHIP. */
export function estimateOwnership(source: usize, color: u8, count: i32): void {
  const width = load<i32>(source + H_WIDTH);
  const height = load<i32>(source + H_HEIGHT);
  const area = width * height;
  for (let i = 0; i < area; i++) unchecked((SUMS[i] = 0));
  const board = scratchBoardFor(source);
  const limit = 3 * area;
  useEstimatePolicy();
  for (let k = 0; k < count; k++) {
    copyBoardState(board, source);
    selectBoard(board);
    policyPlayout((k & 1) == 0 ? color : opponent(color), limit, 0, 0);
    for (let y = 0; y < height; y++) {
      const row = paddedPoint(0, y);
      for (let x = 0; x < width; x++) unchecked((SUMS[hostIndexOf(x, y, width)] += ownerAt(row + x)));
    }
  }
  const scale: f32 = count > 0 ? <f32>1 / <f32>count : 0;
  for (let i = 0; i < area; i++) unchecked((OWNERSHIP[i] = <f32>SUMS[i] * scale));
}
