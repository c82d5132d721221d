import { describe } from './color.js';

/** An intersection, zero-based from the top-left corner, as SGF counts: x to the right, y down. */
export interface Point {
  x: number;
  y: number;
}

/** A point as its index in a board's row-by-row arrays (`game.board`, ownership, dead-stone
 * masks): y * width + x. Where the API takes or gives a point, it is a `Point`; a bare number is
 * always a `PointIndex`. */
export type PointIndex = number;

/** The index of a point in a board's row-by-row arrays: y * width + x. */
export function pointIndex(point: Point, width: number): PointIndex {
  return point.y * width + point.x;
}

/** The point at an index of a board's row-by-row arrays: the inverse of pointIndex(). */
export function pointOf(index: PointIndex, width: number): Point {
  const x = index % width;
  return { x, y: (index - x) / width };
}

/** Whether (x, y) are integers on a board of width x height. */
export function isOnBoard(x: unknown, y: unknown, width: number, height: number): boolean {
  return (
    Number.isInteger(x) &&
    Number.isInteger(y) &&
    (x as number) >= 0 &&
    (y as number) >= 0 &&
    (x as number) < width &&
    (y as number) < height
  );
}

/** The x and y of a point argument: a `Point`, or the deprecated separate `(x, y)` (kept for one
 * release). Not checked: checkPoint() or isOnBoard() judge them. */
export function pointArgument(point: Point | number, y?: number): { x: unknown; y: unknown } {
  return point !== null && typeof point === 'object' ? point : { x: point, y };
}

/** Checks a point argument and throws a RangeError that names it when it is off the board. */
export function checkPoint(x: unknown, y: unknown, width: number, height: number): void {
  if (!isOnBoard(x, y, width, height)) {
    throw new RangeError(
      `Expected a point with integer x in 0..${width - 1} and y in 0..${height - 1} on a ${width}x${height} board, ` +
        `received (${describe(x)}, ${describe(y)}).`,
    );
  }
}

/** Checks a list of points (for example dead stones) and returns a copy. */
export function checkPoints(points: unknown, width: number, height: number, what: string): Point[] {
  if (!Array.isArray(points)) {
    throw new RangeError(`Expected ${what} to be an array of {x, y} points, received ${describe(points)}.`);
  }
  return points.map((point: unknown) => {
    if (point === null || typeof point !== 'object') {
      throw new RangeError(`Expected ${what} to hold {x, y} points, received ${describe(point)}.`);
    }
    const { x, y } = point as Record<string, unknown>;
    checkPoint(x, y, width, height);
    return { x: x as number, y: y as number };
  });
}
