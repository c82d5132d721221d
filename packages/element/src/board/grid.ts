// The board itself: wood, lines, star points and coordinates. It changes only with the board's
// size, the shown region and the coordinates switch, so the element draws it under `guard`.
import { svg, type SVGTemplateResult } from 'lit';
import { columnName, rowName } from './coordinates.js';
import { starPoints } from './star-points.js';
import { BOARD_MARGIN, COORDINATE_BAND, isShown, TEXT_DROP, type BoardGeometry } from './geometry.js';

const STAR_RADIUS = 0.12;

/** The lines of the shown region. A line that goes on past the region (a partial board) runs
 * out to the margin, so it reads as cut; the thick edge is drawn only where the board ends. */
function gridPaths(geometry: BoardGeometry): { lines: string; edges: string } {
  const { region, width, height } = geometry;
  const start = (low: number): number => (low === 0 ? 0 : low - BOARD_MARGIN);
  const end = (high: number, size: number): number => (high === size - 1 ? high : high + BOARD_MARGIN);
  const top = start(region.top);
  const bottom = end(region.bottom, height);
  const left = start(region.left);
  const right = end(region.right, width);
  const lines: string[] = [];
  for (let x = region.left; x <= region.right; x++) lines.push(`M${x} ${top}V${bottom}`);
  for (let y = region.top; y <= region.bottom; y++) lines.push(`M${left} ${y}H${right}`);
  const edges: string[] = [];
  if (region.left === 0) edges.push(`M0 ${top}V${bottom}`);
  if (region.right === width - 1) edges.push(`M${width - 1} ${top}V${bottom}`);
  if (region.top === 0) edges.push(`M${left} 0H${right}`);
  if (region.bottom === height - 1) edges.push(`M${left} ${height - 1}H${right}`);
  return { lines: lines.join(''), edges: edges.join('') };
}

/** A coordinate written beside the board: its name and where its middle is, in grid units. */
export type CoordinateLabel = { name: string; x: number; y: number };

/** The column names above and below the shown region and the row numbers on both sides of it,
 * each in the middle of the band beyond the margin. */
export function coordinateLabels(geometry: BoardGeometry): CoordinateLabel[] {
  const { region, height } = geometry;
  const offset = BOARD_MARGIN + COORDINATE_BAND / 2;
  const labels: CoordinateLabel[] = [];
  for (let x = region.left; x <= region.right; x++) {
    const name = columnName(x);
    labels.push({ name, x, y: region.top - offset }, { name, x, y: region.bottom + offset });
  }
  for (let y = region.top; y <= region.bottom; y++) {
    const name = rowName(y, height);
    labels.push({ name, x: region.left - offset, y }, { name, x: region.right + offset, y });
  }
  return labels;
}

/** The wood, the grid, the star points and, when asked for and `coordinatesInside`, the
 * coordinates in grid units (a standalone picture; the element writes them over the board in
 * pixels instead, see coordinate-layer.ts). */
export function renderGrid(geometry: BoardGeometry, coordinatesInside: boolean): SVGTemplateResult {
  const { box } = geometry;
  const { lines, edges } = gridPaths(geometry);
  const stars = starPoints(geometry.width, geometry.height).filter(({ x, y }) => isShown(geometry, x, y));
  return svg`
    <rect class="wood" x=${box.x} y=${box.y} width=${box.width} height=${box.height}></rect>
    <path class="lines" d=${lines}></path>
    <path class="edges" d=${edges}></path>
    ${stars.map(({ x, y }) => svg`<circle class="star" cx=${x} cy=${y} r=${STAR_RADIUS}></circle>`)}
    ${geometry.coordinates && coordinatesInside
      ? coordinateLabels(geometry).map(({ name, x, y }) => svg`<text class="coordinate" x=${x} y=${y} dy=${TEXT_DROP}>${name}</text>`)
      : null}
  `;
}
