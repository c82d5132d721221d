import { Color } from '../color.js';
import { parsePointName, pointName } from '../go-coordinates.js';
import type { Point } from '../point.js';
import { GtpError } from './protocol.js';

/** A point or a pass, as GTP moves are. */
export type GtpVertex = Point | 'pass';

/** Reads a colour: b, black, w or white, in any case. */
export function parseColor(text: string | undefined): Color {
  const lower = text?.toLowerCase();
  if (lower === 'b' || lower === 'black') return Color.Black;
  if (lower === 'w' || lower === 'white') return Color.White;
  throw new GtpError('invalid color');
}

/** Reads a vertex such as D4 (columns skip I, rows count from the bottom) or pass, for a board
 * of `size`; null when it is malformed or off the board. */
export function parseVertex(text: string | undefined, size: number): GtpVertex | null {
  if (text === undefined) return null;
  if (text.toLowerCase() === 'pass') return 'pass';
  const point = parsePointName(text, size);
  if (!point || point.x >= size || point.y < 0 || point.y >= size) return null;
  return point;
}

/** Writes a vertex: D4, or pass. */
export function formatVertex(vertex: GtpVertex, size: number): string {
  return vertex === 'pass' ? 'pass' : pointName(vertex, size);
}
