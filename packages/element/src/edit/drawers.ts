// How the editor's marks are drawn (marks.ts makes them): the part of the board the record shows
// as a dashed outline, the ghost stone the tool would put, and the first end of an arrow, a line or
// the region with the segment or rectangle being drawn. The editor adds these to the
// board's drawers (board/marks.ts) when it is made.
import { nothing, svg } from 'lit';
import { samePoint, type Point } from '@go-board/rules';
import type { MarkDrawers } from '../board/marks.js';
import { drawGhost } from '../input/ghost.js';

function rectangle(from: Point, to: Point): { x: number; y: number; width: number; height: number } {
  const left = Math.min(from.x, to.x) - 0.5;
  const top = Math.min(from.y, to.y) - 0.5;
  return { x: left, y: top, width: Math.abs(to.x - from.x) + 1, height: Math.abs(to.y - from.y) + 1 };
}

export const editDrawers: MarkDrawers = {
  view: ({ region }) => {
    const outline = rectangle({ x: region.left, y: region.top }, { x: region.right, y: region.bottom });
    return svg`<rect class="view-outline" x=${outline.x} y=${outline.y} width=${outline.width} height=${outline.height}></rect>`;
  },
  ghost: drawGhost,
  segment: ({ tool, from, to }) => {
    const drawn = to && tool === 'region' ? rectangle(from, to) : null;
    return svg`<circle class="segment-start" cx=${from.x} cy=${from.y} r="0.3"></circle>
    ${drawn ? svg`<rect class="region-drawn" x=${drawn.x} y=${drawn.y} width=${drawn.width} height=${drawn.height}></rect>` : nothing}
    ${
      to && tool !== 'region' && !samePoint(to, from)
        ? svg`<line class="segment-drawn" x1=${from.x} y1=${from.y} x2=${to.x} y2=${to.y}></line>`
        : nothing
    }`;
  },
};
