// Star points (hoshi): where the handicap stones go, and the landmarks readers count from.
import type { Point } from './point.js';

/** The star-point lines along one side of `length` points: the 4-4 lines (3-3 on boards under
 * 13), and the middle line on odd sides of 9 or more. */
function lines(length: number): { edges: number[]; middle: number | null } {
  if (length < 7) return { edges: [], middle: null };
  const offset = length >= 13 ? 3 : 2;
  return {
    edges: [offset, length - 1 - offset],
    middle: length % 2 === 1 && length >= 9 ? (length - 1) / 2 : null,
  };
}

/**
 * The star points of a width x height board: the four corner ones, the centre on odd boards of
 * 9 or more, and the four side ones on odd boards of 15 or more (19x19 has nine, 13x13 five,
 * 9x9 five).
 */
export function starPoints(width: number, height: number): Point[] {
  const columns = lines(width);
  const rows = lines(height);
  const points: Point[] = [];
  for (const x of columns.edges) for (const y of rows.edges) points.push({ x, y });
  if (columns.middle !== null && rows.middle !== null) {
    points.push({ x: columns.middle, y: rows.middle });
    if (width >= 15 && height >= 15) {
      for (const y of rows.edges) points.push({ x: columns.middle, y });
      for (const x of columns.edges) points.push({ x, y: rows.middle });
    }
  }
  return points;
}
