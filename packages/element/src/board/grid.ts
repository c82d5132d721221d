// The board itself: wood, lines, star points and coordinates. Beyond the wood's colour it changes
// only with the board's size, the shown region, its orientation and the coordinates, so it is
// drawn once for them (still.ts). The wood and the coordinates are drawn as shown; the lines and
// star points in the record's points, under the board's turn.
import { nothing, svg, type SVGTemplateResult } from 'lit';
import type { CoordinateNames } from './coordinate-styles.js';
import { starPoints } from './star-points.js';
import { BOARD_MARGIN, COORDINATE_BAND, isShown, TEXT_DROP, type BoardGeometry } from './geometry.js';
import { renderGrain } from './materials.js';
import { still } from './still.js';

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

/** A coordinate written beside the board: its name, where its middle is on the screen (in grid
 * units), and the line of the record it names (`x` a column, `y` a row), to light it up when a
 * point of that line is under the pointer or the cursor. */
export type CoordinateLabel = { name: string; x: number; y: number; line: 'x' | 'y'; index: number };

/** The names of the lines shown, above and below the shown region and on both its sides, each in
 * the middle of the band beyond the margin. On a board turned a quarter, the record's rows run
 * across the top: each label names the line of the record drawn beside it. */
export function coordinateLabels(
  { box, points, orientation, height }: BoardGeometry,
  names: CoordinateNames,
): CoordinateLabel[] {
  const outside = BOARD_MARGIN + COORDINATE_BAND;
  const labels: CoordinateLabel[] = [];
  // Along each edge as shown: a label on either side of each line crossing it.
  for (const across of [true, false]) {
    const line = across === orientation.sideways ? 'y' : 'x';
    const from = across ? box.x : box.y;
    const to = from + (across ? box.width : box.height) - outside;
    for (let at = from + outside; at <= to; at++) {
      const point = points.recorded(across ? { x: at, y: box.y + outside } : { x: box.x + outside, y: at });
      const index = point[line];
      const name = line === 'x' ? names.column(index) : names.row(index, height);
      for (const side of [COORDINATE_BAND / 2, (across ? box.height : box.width) - COORDINATE_BAND / 2]) {
        labels.push(
          across ? { name, x: at, y: box.y + side, line, index } : { name, x: box.x + side, y: at, line, index },
        );
      }
    }
  }
  return labels;
}

/** The wood (with its grain when `materials` names the board's gradients), the grid, the star
 * points and, when `coordinates` names a style, the coordinates in grid units (a standalone
 * picture; the element writes them over the board in pixels instead, see coordinate-layer.ts).
 * All but the wood, which a theme recolours, is drawn once for its geometry (still.ts). */
export function renderGrid(
  geometry: BoardGeometry,
  coordinates: CoordinateNames | null,
  materials: string | null,
): SVGTemplateResult {
  const { box } = geometry;
  return svg`<rect class="wood" x=${box.x} y=${box.y} width=${box.width} height=${box.height}></rect>${still([materials, geometry.key], () => (materials === null ? nothing : renderGrain(materials, box)))}${still([geometry.key, coordinates], () => renderLines(geometry, coordinates))}`;
}

/** The lines, the star points and the coordinates in grid units, when asked. */
function renderLines(geometry: BoardGeometry, coordinates: CoordinateNames | null): SVGTemplateResult {
  const { lines, edges } = gridPaths(geometry);
  const stars = starPoints(geometry.width, geometry.height).filter((point) => isShown(geometry, point));
  return svg`<g transform=${geometry.points.transform ?? nothing}><path class="lines" d=${lines}></path><path class="edges" d=${edges}></path>${stars.map(({ x, y }) => svg`<circle class="star" cx=${x} cy=${y} r=${STAR_RADIUS}></circle>`)}</g>${
    geometry.coordinates && coordinates
      ? coordinateLabels(geometry, coordinates).map(
          ({ name, x, y }) => svg`<text class="coordinate" x=${x} y=${y} dy=${TEXT_DROP}>${name}</text>`,
        )
      : null
  }`;
}
