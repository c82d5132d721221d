import { describe } from './color.js';
import type { Point } from './point.js';

/** The largest handicap a square board of `size` takes: nine star points on odd boards from 7x7
 * up, four corner points on even boards from 7x7 up, none on smaller boards. */
export function maxHandicap(size: number): number {
  if (size < 7) return 0;
  return size % 2 === 1 ? 9 : 4;
}

/** Checks a handicap for a width x height board (rectangular boards take none) and returns it;
 * the RangeError names the value and what the board allows. */
export function checkHandicap(stones: unknown, width: number, height: number): number {
  const most = width === height ? maxHandicap(width) : 0;
  if (!Number.isInteger(stones) || (stones as number) < 0 || stones === 1 || (stones as number) > most) {
    const allowed = most === 0 ? '0 (this board has no handicap points)' : `0 or 2..${most}`;
    throw new RangeError(
      `Expected a handicap of ${allowed} on a ${width}x${height} board, received ${describe(stones)}.`,
    );
  }
  return stones as number;
}

/**
 * The points of a fixed handicap, in placement order. On 19x19 the order is (15,3) (3,15) (15,15)
 * (3,3) (9,9) (3,9) (15,9) (9,3) (9,15): N stones take the first N, except that the centre is used
 * only when N is odd and at least 5. Other boards use the same pattern on their star points:
 * 3 lines from the edge from 13x13 up, 2 lines below.
 */
export function handicapPoints(size: number, stones: number): Point[] {
  if (!Number.isInteger(size) || size < 1 || size > 25) {
    throw new RangeError(`Expected a board size that is an integer in 1..25, received ${describe(size)}.`);
  }
  checkHandicap(stones, size, size);
  if (stones === 0) return [];
  const near = size >= 13 ? 3 : 2;
  const far = size - 1 - near;
  const middle = (size - 1) / 2;
  const corners: Point[] = [
    { x: far, y: near },
    { x: near, y: far },
    { x: far, y: far },
    { x: near, y: near },
  ];
  const centre: Point = { x: middle, y: middle };
  const sides: Point[] = [
    { x: near, y: middle },
    { x: far, y: middle },
    { x: middle, y: near },
    { x: middle, y: far },
  ];
  if (stones <= 4) return corners.slice(0, stones);
  // In placement order the centre comes right after the corners, but only odd counts use it.
  if (stones % 2 === 1) return [...corners, centre, ...sides.slice(0, stones - 5)];
  return [...corners, ...sides.slice(0, stones - 4)];
}
