// The ownership's one drawing, whoever estimated it (show-ownership's playouts, the review's
// engine): on each point a square of the colour that owns it, in the colours the stones are drawn
// in, drawn over the stones, so a stone standing in the other colour's area (likely dead) shows a
// square of the other colour on it. An estimate's square has a side in proportion to how sure it
// is; a heat map's fills the point's cell, as opaque as the engine is sure. The two makers of
// ownership marks (ownership-controller.ts, the review's analysis) each add it to the
// board's drawers: it imports nothing of the board's but types, so their chunks share no module
// with the bundle but Lit's, which every page has loaded already.
import { nothing, svg, type SVGTemplateResult } from 'lit';
import type { MarkDrawer } from '../board/marks.js';

/** Below this certainty a point is left bare, neither side's yet: an estimate's, a heat map's. */
const THRESHOLD = 0.1;
const HEAT_THRESHOLD = 0.05;
/** The side of an estimate's square on a point owned for sure. */
const FULL_SIDE = 0.9;

/** Two decimals: enough for the eye, and short attributes. */
const round = (value: number): number => Math.round(value * 100) / 100;

/** The squares at the points of the region shown, row by row. */
export const drawOwnership: MarkDrawer<'ownership'> = ({ values, heat, move }, { width, region, orientation }) => {
  const squares: SVGTemplateResult[] = [];
  for (let y = region.top; y <= region.bottom; y++)
    for (let x = region.left; x <= region.right; x++) {
      const value = values[y * width + x]!;
      const sure = Math.abs(value);
      if (sure < (heat ? HEAT_THRESHOLD : THRESHOLD)) continue;
      const side = heat ? 1 : round(FULL_SIDE * sure);
      squares.push(
        svg`<rect class="owner ${value > 0 !== orientation.swapColors ? 'black' : 'white'}" x=${x - side / 2} y=${y - side / 2} width=${side} height=${side} fill-opacity=${heat ? round(sure) : nothing}></rect>`,
      );
    }
  return svg`<g class=${heat ? 'ownership heat-map' : 'ownership'} data-move=${move ?? nothing}>${squares}</g>`;
};
