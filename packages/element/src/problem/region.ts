// The part of the board a problem is about. A problem shows its corner or side, not the whole
// board: the record's VW when it has one, else the box around every stone it sets up or plays,
// with room around it, pushed out to the board's edge when it comes close (a corner problem
// is about the corner, and a line or two of edge left out would hide the edge's shape).
import { setupPoints, type GameNode, type Point } from '@go-board/rules';
import { recordedView, regionAround, wholeBoard, type BoardRegion } from '../board/coordinates.js';

/** Empty lines shown around the problem's stones, so their liberties are on the board. */
const MARGIN = 1;
/** A side this close to the edge (after the margin) goes out to the edge. */
const SNAP = 2;
/** Lines a region keeps at least, so a tiny problem is not drawn as a sliver. */
const MINIMUM_LINES = 5;

/** Every point the tree sets up or plays, from the root through all its variations. */
function treePoints(root: GameNode, width: number, height: number): Point[] {
  const points: Point[] = [];
  const stack: GameNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const setup = setupPoints(node, width, height);
    points.push(...setup.black, ...setup.white);
    if (node.color !== null && node.x >= 0) points.push({ x: node.x, y: node.y });
    stack.push(...node.children);
  }
  return points;
}

/** One side of the region, from `low` to `high` on a line of `size` points, grown and snapped. */
function span(low: number, high: number, size: number): [number, number] {
  let start = low - MARGIN <= SNAP ? 0 : low - MARGIN;
  let end = high + MARGIN >= size - 1 - SNAP ? size - 1 : high + MARGIN;
  // Too narrow: grow towards the side with room, so the stones stay where they are.
  while (end - start + 1 < Math.min(MINIMUM_LINES, size)) {
    if (start > 0) start--;
    if (end - start + 1 < MINIMUM_LINES && end < size - 1) end++;
  }
  return [start, end];
}

/** The side `[start, end]` grown to `lines` points on a line of `size`, towards the side with
 * room (first away from the nearer edge, then wherever there is room). */
function grow([start, end]: [number, number], lines: number, size: number): [number, number] {
  while (end - start + 1 < Math.min(lines, size)) {
    if (end < size - 1 && (start === 0 || size - 1 - end >= start)) end++;
    else start--;
  }
  return [start, end];
}

/** The region a problem shows: its VW, or its stones' box with a margin, snapped to the edges and
 * made square where the board allows (so it fills the square go-board.css keeps for it). */
export function problemRegion(root: GameNode, width: number, height: number): BoardRegion {
  const recorded = recordedView(root, width, height);
  if (recorded) return recorded;
  const box = regionAround(treePoints(root, width, height), width, height);
  if (!box) return wholeBoard(width, height);
  const across = span(box.left, box.right, width);
  const down = span(box.top, box.bottom, height);
  const lines = Math.max(across[1] - across[0], down[1] - down[0]) + 1;
  const [left, right] = grow(across, lines, width);
  const [top, bottom] = grow(down, lines, height);
  return { left, top, right, bottom };
}
