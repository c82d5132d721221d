// Point equality, as the board state and the hands compare points.
import type { Point } from '@go-board/rules';

/** Whether `a` and `b` are the same point, or both no point. */
export const samePoint = (a: Point | null, b: Point | null): boolean =>
  a === b || (a !== null && b !== null && a.x === b.x && a.y === b.y);
