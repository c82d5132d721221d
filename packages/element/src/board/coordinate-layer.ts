// The coordinates around the element's board, written over it in an SVG of their own whose units
// are screen pixels. Written in the board's grid units, as the standalone SVG writes them, they
// would shrink with the board: to 6 px on a 19x19 board in a phone's column. Here each keeps its
// place, as a share of the board's width and height, but takes a size of its own: never under
// 10 px, and hidden where a cell is too small to hold one (styles/coordinates.styles.ts).
import { html, nothing, svg, type TemplateResult } from 'lit';
import { TEXT_DROP, type BoardGeometry } from './geometry.js';
import { coordinateLabels } from './grid.js';

/** A share of the layer as an SVG length, to a thousandth of a percent. */
const percent = (share: number): string => `${Math.round(share * 100_000) / 1000}%`;

export function renderCoordinateLayer(geometry: BoardGeometry): TemplateResult | typeof nothing {
  if (!geometry.coordinates) return nothing;
  const { box, region } = geometry;
  // The number of columns shown tells the styles how wide a cell is: the layer is that many
  // cells wide, and the margin and the coordinate band on either side.
  return html`<svg class="coordinate-layer" data-columns=${region.right - region.left + 1} aria-hidden="true" focusable="false">${coordinateLabels(geometry).map(
    ({ name, x, y }) => svg`<text class="coordinate" x=${percent((x - box.x) / box.width)} y=${percent((y - box.y) / box.height)} dy=${TEXT_DROP}>${name}</text>`,
  )}</svg>`;
}
