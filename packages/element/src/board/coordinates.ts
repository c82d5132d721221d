// Go coordinates, as players read them aloud: columns A-T left to right with no I (it looks
// too much like J and 1), rows numbered from the bottom. SGF counts from the top-left instead,
// so every name the element shows or speaks goes through here. And the points and regions a
// record names: a point list's points, the region its VW shows (read by the viewer, the problem
// mode and the editor alike, so they sit here with the names every mode reads).
import { expandPoints, type GameNode, type Point } from '@go-board/rules';

/** The column letters of boards up to 25 wide: the alphabet without I. */
const COLUMN_LETTERS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

/** A rectangle of points, both corners included, zero-based from the top-left as SGF counts. */
export type BoardRegion = { left: number; top: number; right: number; bottom: number };

/** The letter of column `x`: 0 is 'A', 8 is 'J'. */
export function columnName(x: number): string {
  return COLUMN_LETTERS[x] ?? '?';
}

/** The number of row `y` on a board `height` tall: the bottom row is 1. */
export function rowName(y: number, height: number): string {
  return String(height - y);
}

/** The Go name of a point, such as 'Q16' for {x: 15, y: 3} on 19x19. */
export function pointName(x: number, y: number, height: number): string {
  return columnName(x) + rowName(y, height);
}

/** The whole board as a region. */
export function wholeBoard(width: number, height: number): BoardRegion {
  return { left: 0, top: 0, right: width - 1, bottom: height - 1 };
}

type Corner = { x: number; y: number };

/** The point a Go name such as 'Q16' or 'q16' names (as written: possibly off a board of this
 * height); null when the text is not a column letter and a row number. */
function goCorner(text: string, height: number): Corner | null {
  const go = /^([a-hj-z])(\d{1,2})$/i.exec(text);
  return go ? { x: COLUMN_LETTERS.indexOf(go[1]!.toUpperCase()), y: height - Number(go[2]) } : null;
}

/** The point a Go name such as 'Q16' names on a board of this size, as GTP and KataGo write
 * points; null when the text names no point of it. */
export function parsePointName(text: string, width: number, height: number): Corner | null {
  const point = goCorner(text, height);
  return point && point.x < width && point.y >= 0 && point.y < height ? point : null;
}

/** One corner of a `view`: Go style 'j10' or SGF style 'jj'; null when it is neither. */
function parseCorner(text: string, height: number): Corner | null {
  const go = goCorner(text, height);
  if (go) return go;
  if (/^[a-z]{2}$/i.test(text)) {
    const coordinate = (code: number): number => (code >= 97 ? code - 97 : code - 65 + 26);
    return { x: coordinate(text.charCodeAt(0)), y: coordinate(text.charCodeAt(1)) };
  }
  return null;
}

/** The two corners a `view` names, as written (possibly off the board), or null for a text
 * that is not two corners. */
export function viewCorners(text: string, height: number): [Corner, Corner] | null {
  const parts = text.trim().split(':');
  if (parts.length !== 2) return null;
  const first = parseCorner(parts[0]!.trim(), height);
  const second = parseCorner(parts[1]!.trim(), height);
  return first && second ? [first, second] : null;
}

/**
 * The region a `view` attribute names: two corners joined by ':', in Go coordinates ('a1:j10')
 * or SGF ones ('aa:jj'), in any order. Null when the text names no region on this board, so the
 * caller falls back to the whole board rather than showing nothing.
 */
export function parseRegion(text: string, width: number, height: number): BoardRegion | null {
  const corners = viewCorners(text, height);
  if (!corners) return null;
  const [first, second] = corners;
  const region = {
    left: Math.max(0, Math.min(first.x, second.x)),
    top: Math.max(0, Math.min(first.y, second.y)),
    right: Math.min(width - 1, Math.max(first.x, second.x)),
    bottom: Math.min(height - 1, Math.max(first.y, second.y)),
  };
  return region.left <= region.right && region.top <= region.bottom ? region : null;
}

/** The smallest region holding every point, or null for none. */
export function regionAround(points: readonly Corner[], width: number, height: number): BoardRegion | null {
  const inside = points.filter(({ x, y }) => x >= 0 && y >= 0 && x < width && y < height);
  if (inside.length === 0) return null;
  return {
    left: Math.min(...inside.map(({ x }) => x)),
    top: Math.min(...inside.map(({ y }) => y)),
    right: Math.max(...inside.map(({ x }) => x)),
    bottom: Math.max(...inside.map(({ y }) => y)),
  };
}

/** The middle of a region, where the keyboard cursor starts. */
export function centreOf(region: BoardRegion): { x: number; y: number } {
  return { x: Math.floor((region.left + region.right) / 2), y: Math.floor((region.top + region.bottom) / 2) };
}

/** The points of a point-list property that lie on the board; damaged values are dropped. */
export function pointsOf(values: readonly string[] | undefined, width: number, height: number): Point[] {
  if (!values) return [];
  const points: Point[] = [];
  for (const value of values) {
    try {
      for (const point of expandPoints([value])) {
        if (point.x < width && point.y < height) points.push(point);
      }
    } catch {
      // A malformed value says nothing we could draw.
    }
  }
  return points;
}

/** The values of the nearest node, from `node` up to the root, that has property `name`. */
export function inheritedProperty(node: GameNode, name: string): string[] | undefined {
  for (let current: GameNode | null = node; current; current = current.parent) {
    const values = current.props[name];
    if (values) return values;
  }
  return undefined;
}

/** The region the record asks to show (VW, which holds until another VW; VW[] shows the whole
 * board again), or null for the whole board. */
export function recordedView(node: GameNode, width: number, height: number): BoardRegion | null {
  return regionAround(pointsOf(inheritedProperty(node, 'VW'), width, height), width, height);
}
