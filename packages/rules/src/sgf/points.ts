import { MAX_BOARD_SIZE } from './compose.js';
import { CharCode } from './scan.js';
import type { Point } from '../point.js';

/** 'tt' is a pass in FF[3] and, on boards up to 19x19, in FF[4]. */
const TT_PASS_MAX_SIZE = 19;

/** The coordinate of one SGF letter: a-z are 0-25, A-Z are 26-51; -1 for anything else. */
function letterCoordinate(code: number): number {
  if (code >= CharCode.LowerA && code <= CharCode.LowerZ) return code - CharCode.LowerA;
  if (code >= CharCode.UpperA && code <= CharCode.UpperZ) return code - CharCode.UpperA + 26;
  return -1;
}

/** The letter of a coordinate 0-51. */
function coordinateLetter(coordinate: number): string {
  return String.fromCharCode(coordinate < 26 ? CharCode.LowerA + coordinate : CharCode.UpperA + coordinate - 26);
}

/** The point of a two-letter value, whatever the board; throws a RangeError naming `whole`. */
function parseCoordinates(value: string, whole = value): Point {
  const x = value.length === 2 ? letterCoordinate(value.charCodeAt(0)) : -1;
  const y = value.length === 2 ? letterCoordinate(value.charCodeAt(1)) : -1;
  if (x < 0 || y < 0) {
    throw new RangeError(`Expected an SGF point of two letters a-z or A-Z such as 'dd', received '${whole}'.`);
  }
  return { x, y };
}

/**
 * The point of a move or point value: 'aa' is {x: 0, y: 0}. A pass gives null: '' always, and
 * 'tt' when the board is at most 19x19 (the default). Throws a RangeError for a malformed value
 * or, when a board size is given, for a point off that board.
 */
export function parsePoint(value: string, width = TT_PASS_MAX_SIZE, height = TT_PASS_MAX_SIZE): Point | null {
  if (value === '') return null;
  if (value === 'tt' && width <= TT_PASS_MAX_SIZE && height <= TT_PASS_MAX_SIZE) return null;
  const point = parseCoordinates(value);
  if (point.x >= width || point.y >= height) {
    throw new RangeError(`Expected a point on the ${width}x${height} board, received '${value}'.`);
  }
  return point;
}

/** The two-letter value of a point: {x: 0, y: 0} is 'aa'. */
export function formatPoint(point: Point): string {
  const { x, y } = point;
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= MAX_BOARD_SIZE || y >= MAX_BOARD_SIZE) {
    throw new RangeError(
      `Expected a point with integer x and y from 0 to ${MAX_BOARD_SIZE - 1}, received (${String(x)}, ${String(y)}).`,
    );
  }
  return coordinateLetter(x) + coordinateLetter(y);
}

/**
 * The points of a list of point values, such as AB or TR: single points and compressed
 * rectangles 'aa:cc' (both corners included, in either order), each point once, empty values
 * skipped. A list holds no passes, so 'tt' is the point {x: 19, y: 19}: the caller, which knows
 * the board, drops points off it. Throws a RangeError naming a malformed value.
 */
export function expandPoints(values: readonly string[]): Point[] {
  const points: Point[] = [];
  const seen = new Set<number>();
  const add = (x: number, y: number): void => {
    const key = x * MAX_BOARD_SIZE + y;
    if (seen.has(key)) return;
    seen.add(key);
    points.push({ x, y });
  };
  for (const value of values) {
    if (value === '') continue;
    const separator = value.indexOf(':');
    if (separator === -1) {
      const point = parseCoordinates(value);
      add(point.x, point.y);
      continue;
    }
    const first = parseCoordinates(value.slice(0, separator), value);
    const second = parseCoordinates(value.slice(separator + 1), value);
    for (let y = Math.min(first.y, second.y); y <= Math.max(first.y, second.y); y++) {
      for (let x = Math.min(first.x, second.x); x <= Math.max(first.x, second.x); x++) add(x, y);
    }
  }
  return points;
}
