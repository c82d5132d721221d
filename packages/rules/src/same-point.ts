// Point equality, the one test every comparison of two points uses: the rules' edits and
// diagrams, and the element's hands, modes and drawings.
import type { Point } from './point.js';

/** Whether `a` and `b` are the same point, or both no point (null). */
export const samePoint = (a: Point | null, b: Point | null): boolean => a?.x === b?.x && a?.y === b?.y;
