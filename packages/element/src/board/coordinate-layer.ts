// The coordinates around the element's board, written over it in an SVG of their own whose units
// are screen pixels. Written in the board's grid units, as the standalone SVG writes them, they
// would shrink with the board: to 6 px on a 19x19 board in a phone's column. Here each keeps its
// place, as a share of the board's width and height, but takes a size of its own: never under
// 10 px, and hidden where a cell is too small to hold one (styles/coordinates.styles.ts).
import { html, noChange, nothing, svg, type ChildPart, type TemplateResult } from 'lit';
import { Directive, directive } from 'lit/directive.js';
import type { CoordinateNames } from './coordinate-styles.js';
import { BOARD_MARGIN, COORDINATE_BAND, TEXT_DROP, type BoardGeometry } from './geometry.js';
import { coordinateLabels } from './grid.js';
import { still } from './still.js';

/** A share of the layer as an SVG length, to a thousandth of a percent. */
const percent = (share: number): string => `${Math.round(share * 100_000) / 1000}%`;

/** Lights up the coordinates of the column and the row of `highlight`, among the labels drawn
 * before it in the layer (in the order coordinateLabels gives them): a class changed on a few
 * texts as the pointer moves, the labels themselves drawn once. */
class LightUpDirective extends Directive {
  render(_geometry: BoardGeometry, _names: CoordinateNames, _highlight?: { x: number; y: number } | null): unknown {
    return nothing;
  }

  override update(
    part: ChildPart,
    [geometry, names, highlight]: [BoardGeometry, CoordinateNames, ({ x: number; y: number } | null)?],
  ): unknown {
    const texts = (part.startNode!.parentNode as Element).querySelectorAll('text.coordinate');
    coordinateLabels(geometry, names).forEach(({ line, index }, k) =>
      texts[k]?.classList.toggle('lit', highlight?.[line] === index),
    );
    return noChange;
  }
}

const lightUp = directive(LightUpDirective);

/** The layer of coordinates, named by `names`; those of the column and the row of `highlight` (the point
 * under the pointer or the cursor) are lit up. */
export function renderCoordinateLayer(
  geometry: BoardGeometry,
  names: CoordinateNames,
  highlight?: { x: number; y: number } | null,
): TemplateResult | typeof nothing {
  if (!geometry.coordinates) return nothing;
  const { box } = geometry;
  // The number of columns shown tells the styles how wide a cell is: the layer is that many
  // cells wide, and the margin and the coordinate band on either side.
  return html`<svg class="coordinate-layer" data-columns=${Math.round(box.width - 2 * (BOARD_MARGIN + COORDINATE_BAND)) + 1} aria-hidden="true" focusable="false">${still(
    [geometry.key, names],
    () =>
      coordinateLabels(geometry, names).map(
        ({ name, x, y }) =>
          svg`<text class="coordinate" x=${percent((x - box.x) / box.width)} y=${percent((y - box.y) / box.height)} dy=${TEXT_DROP}>${name}</text>`,
      ),
  )}${lightUp(geometry, names, highlight)}</svg>`;
}
