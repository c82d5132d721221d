// Regions of the board (a `view`, what the keyboard cursor may reach, the region a record's VW
// shows: read by the viewer, the problem mode and the editor alike), and the row numbers of the
// western coordinates. Point names (Q16)
// are the rules' (pointName, parsePointName), which count rows from the bottom where SGF counts
// from the top.
import { parsePoint, parsePointName, viewPoints, type GameNode, type Point } from '@go-board/rules';

/** A rectangle of points, both corners included, zero-based from the top-left as SGF counts. */
export type BoardRegion = { left: number; top: number; right: number; bottom: number };

/** The number of row `y` on a board `height` tall: the bottom row is 1. */
export function rowName(y: number, height: number): string {
  return String(height - y);
}

/** The whole board as a region. */
export function wholeBoard(width: number, height: number): BoardRegion {
  return { left: 0, top: 0, right: width - 1, bottom: height - 1 };
}

/** One corner of a `view`: Go style 'j10' or SGF style 'jj'; null when it is neither. */
function parseCorner(text: string, height: number): Point | null {
  const go = parsePointName(text, height);
  if (go) return go;
  // Two SGF letters name a point on any board SGF can describe (52x52), where 'tt' is no pass.
  return /^[a-z]{2}$/i.test(text) ? parsePoint(text, 52, 52) : null;
}

/** The two corners a `view` names, as written (possibly off the board), or null for a text
 * that is not two corners. */
export function viewCorners(text: string, height: number): [Point, Point] | null {
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
export function regionAround(points: readonly Point[], width: number, height: number): BoardRegion | null {
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

/** The region the record asks to show (VW, which holds until another VW; VW[] shows the whole
 * board again), or null for the whole board. */
export function recordedView(node: GameNode, width: number, height: number): BoardRegion | null {
  return regionAround(viewPoints(node, width, height), width, height);
}
