// The board's drawing space: one unit between neighbouring lines, point (x, y) at (x, y), so
// every shape is drawn in Go's own grid and the SVG viewBox scales it crisply to any width.
import type { Point } from '@go-board/rules';
import type { BoardRegion } from './coordinates.js';
import type { Orientation, PointMap } from './orientation.js';

/** Stones nearly touch, as on a real board, with a hairline of wood between them: the disk is
 * under half the spacing by more than its outline (the realistic look's outline is 0.02 of the
 * spacing, so neighbours stand 0.04 apart at every size). */
export const STONE_RADIUS = 0.47;
/** The wood beyond the outermost lines: enough for a stone on the edge and a little more. */
export const BOARD_MARGIN = 0.62;
/** The band beyond the margin where coordinates are written. */
export const COORDINATE_BAND = 0.78;
/**
 * How far below the point it is centred on a text's baseline lies: half the height of a capital
 * or a digit, which is about 0.7 em in most fonts, so every text sits on its point in every
 * engine. Not `dominant-baseline: central`: WebKit places that baseline from the font's ascent and
 * descent rounded to whole pixels, and at the board's font sizes (half a grid unit, a fraction of
 * a pixel) it drew labels and move numbers a third of a cell low.
 */
export const TEXT_DROP = '0.35em';

/** The shown part of a board and how it is laid out. */
export interface BoardGeometry {
  width: number;
  height: number;
  region: BoardRegion;
  coordinates: boolean;
  /** How the board is turned on the screen, and the map of its points there and back. */
  orientation: Orientation;
  points: PointMap;
  /** The viewBox: the region as shown (turned), its margin and the coordinate band. */
  box: { x: number; y: number; width: number; height: number };
  /** Equal for equal geometries, so the grid is drawn again only when it changes. */
  key: string;
}

export function boardGeometry(
  width: number,
  height: number,
  region: BoardRegion,
  coordinates: boolean,
  orientation: Orientation,
): BoardGeometry {
  const outside = BOARD_MARGIN + (coordinates ? COORDINATE_BAND : 0);
  const points = orientation.points(width, height);
  // The region's corners as shown: a turned region is the same rectangle, turned.
  const first = points.shown({ x: region.left, y: region.top });
  const second = points.shown({ x: region.right, y: region.bottom });
  const left = Math.min(first.x, second.x);
  const top = Math.min(first.y, second.y);
  return {
    width,
    height,
    region,
    coordinates,
    orientation,
    points,
    box: {
      x: left - outside,
      y: top - outside,
      width: Math.abs(second.x - first.x) + 2 * outside,
      height: Math.abs(second.y - first.y) + 2 * outside,
    },
    key: `${width}x${height}:${region.left},${region.top},${region.right},${region.bottom}:${coordinates}:${orientation.key}`,
  };
}

/** Whether `point` lies in the shown region. */
export function isShown(geometry: BoardGeometry, { x, y }: Point): boolean {
  const { region } = geometry;
  return x >= region.left && x <= region.right && y >= region.top && y <= region.bottom;
}

/** The record's intersection under a pointer at (clientX, clientY) on the board's SVG, or null
 * off the shown region. Each point owns the square around it, so a tap between lines still
 * lands; on a turned board, the point drawn there. */
export function pointAt(svg: SVGSVGElement, geometry: BoardGeometry, clientX: number, clientY: number): Point | null {
  const matrix = svg.getScreenCTM();
  if (!matrix) return null;
  const { x, y } = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
  // `|| 0` turns the -0 that rounding a point just beyond the edge gives into 0.
  const point = geometry.points.recorded({ x: Math.round(x) || 0, y: Math.round(y) || 0 });
  return isShown(geometry, point) ? point : null;
}
