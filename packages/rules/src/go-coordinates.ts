// Go coordinates, as players read them aloud and GTP, diagrams and the board's labels write
// them: columns A to Z without I (which looks like J and 1), left to right, so boards up to 25
// wide; rows numbered from the bottom. SGF and this API count from the top-left instead, so every
// point name goes through here.
import type { Point } from './point.js';

/** The column letters, column 0 first: the alphabet without I. */
export const COLUMN_LETTERS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

/** The letter of column `x`: 0 is 'A', 8 is 'J'; '?' past the 25th column. */
export function columnName(x: number): string {
  return COLUMN_LETTERS[x] ?? '?';
}

/** The Go name of a point on a board `height` tall: 'Q16' for {x: 15, y: 3} on 19x19, 'A1' for
 * the bottom-left corner. */
export function pointName(point: Point, height: number): string {
  return `${columnName(point.x)}${height - point.y}`;
}

/**
 * The point a Go name such as 'Q16' or 'q16' names on a board `height` tall (the inverse of
 * pointName), or null for a text that is no point name (I is no column). A row beyond the board
 * gives a point off it (y below 0 or from `height` on): the caller, which knows the board, decides.
 */
export function parsePointName(name: string, height: number): Point | null {
  const match = /^([a-hj-z])(\d{1,2})$/i.exec(name);
  if (!match) return null;
  return { x: COLUMN_LETTERS.indexOf(match[1]!.toUpperCase()), y: height - Number(match[2]) };
}
