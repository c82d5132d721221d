// The ownership overlay: on each point a translucent square of the colour that owns it, its side
// in proportion to how sure the estimate is. Drawn over the stones, so a stone standing in the
// other colour's area (likely dead) shows a square of the other colour on it. Drawn by the
// overlay's controller, in its own chunk (ownership-controller.ts): it imports nothing of
// the board's but types, so that chunk shares no module with the bundle but the rules' and Lit's,
// which every page has loaded already.
import { svg, type SVGTemplateResult } from 'lit';
import { pointOf } from '@go-board/rules';
import type { Ownership } from './ownership-estimate.js';

/** Below this, a point is left bare: neither side owns it yet. */
const THRESHOLD = 0.1;
/** The side of the square of a point owned for sure. */
const FULL_SIDE = 0.9;

/** The squares on the points `shown` of a board `width` wide, in the colours the stones are drawn
 * in (`swapColors` swaps them with the stones). */
export function renderOwnership(
  { values, node }: Ownership,
  width: number,
  shown: (x: number, y: number) => boolean,
  swapColors = false,
): SVGTemplateResult {
  const squares: SVGTemplateResult[] = [];
  values.forEach((value, index) => {
    const { x, y } = pointOf(index, width);
    if (Math.abs(value) < THRESHOLD || !shown(x, y)) return;
    const side = Math.round(FULL_SIDE * Math.abs(value) * 100) / 100;
    squares.push(
      svg`<rect class="owner ${value > 0 !== swapColors ? 'black' : 'white'}" x=${x - side / 2} y=${y - side / 2} width=${side} height=${side}></rect>`,
    );
  });
  return svg`<g class="ownership" data-move=${node.moveNumber}>${squares}</g>`;
}
