// The coordinates around the element's board, written over it in an SVG of their own whose units
// are screen pixels. Written in the board's grid units, as the standalone SVG writes them, they
// would shrink with the board: to 6 px on a 19x19 board in a phone's column. Here each keeps its
// place, as a share of the board's width and height, but takes a size of its own: never under
// 10 px, and hidden where a cell is too small to hold one (styles/coordinates.styles.ts).
import { html, nothing, svg, type TemplateResult } from 'lit';
import type { CoordinateNames } from './coordinate-styles.js';
import { BOARD_MARGIN, COORDINATE_BAND, TEXT_DROP, type BoardGeometry } from './geometry.js';
import { coordinateLabels } from './grid.js';

/** A share of the layer as an SVG length, to a thousandth of a percent. */
const percent = (share: number): string => `${Math.round(share * 100_000) / 1000}%`;

/** The layer of coordinates, named by `names`; those of the column and the row of `highlight` (the point
 * under the pointer or the cursor) are lit up. */
export function renderCoordinateLayer(geometry: BoardGeometry, names: CoordinateNames, highlight: { x: number; y: number } | null = null): TemplateResult | typeof nothing {
  if (!geometry.coordinates) return nothing;
  const { box } = geometry;
  const lit = (line: 'x' | 'y', index: number): boolean => highlight !== null && highlight[line] === index;
  // The number of columns shown tells the styles how wide a cell is: the layer is that many
  // cells wide, and the margin and the coordinate band on either side.
  return html`<svg class="coordinate-layer" data-columns=${Math.round(box.width - 2 * (BOARD_MARGIN + COORDINATE_BAND)) + 1} aria-hidden="true" focusable="false">${coordinateLabels(geometry, names).map(
    ({ name, x, y, line, index }) =>
      svg`<text class="coordinate${lit(line, index) ? ' lit' : ''}" x=${percent((x - box.x) / box.width)} y=${percent((y - box.y) / box.height)} dy=${TEXT_DROP}>${name}</text>`,
  )}</svg>`;
}
