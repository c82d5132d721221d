// What the editor draws over the position: the stone the tool would put (a move, or a setup
// stone) where the pointer or the cursor is, the first end of an arrow, a line or the region, the
// segment or rectangle being drawn, and the part of the board the record shows (VW) as a dashed
// outline, since the editor shows the whole board to edit it.
import { nothing, svg, type SVGTemplateResult } from 'lit';
import { samePoint, type Color, type Point } from '@go-board/rules';
import type { BoardRegion } from '../board/coordinates.js';
import { isShown, STONE_RADIUS, type BoardGeometry } from '../board/geometry.js';

export interface EditMarks {
  /** The stone the tool would put, and whether it waits for a confirming tap. */
  preview: (Point & { color: Color; pending: boolean }) | null;
  /** An arrow, a line or the region being drawn: its first end, and where it would end. */
  segment: { tool: 'arrow' | 'line' | 'region'; from: Point; to: Point | null } | null;
  /** The part of the board the record shows, when it is not the whole board. */
  view: BoardRegion | null;
}

function rectangle(from: Point, to: Point): { x: number; y: number; width: number; height: number } {
  const left = Math.min(from.x, to.x) - 0.5;
  const top = Math.min(from.y, to.y) - 0.5;
  return { x: left, y: top, width: Math.abs(to.x - from.x) + 1, height: Math.abs(to.y - from.y) + 1 };
}

export function renderEditLayer({ preview, segment, view }: EditMarks, geometry: BoardGeometry): SVGTemplateResult {
  const outline = view && rectangle({ x: view.left, y: view.top }, { x: view.right, y: view.bottom });
  const drawn = segment?.to && (segment.tool === 'region' ? rectangle(segment.from, segment.to) : null);
  return svg`<g class="edit-layer">
    ${outline ? svg`<rect class="view-outline" x=${outline.x} y=${outline.y} width=${outline.width} height=${outline.height}></rect>` : nothing}
    ${
      preview && isShown(geometry, preview.x, preview.y)
        ? svg`<circle class="preview ${preview.color}${preview.pending ? ' pending' : ''}" cx=${preview.x} cy=${preview.y} r=${STONE_RADIUS}></circle>`
        : nothing
    }
    ${segment ? svg`<circle class="segment-start" cx=${segment.from.x} cy=${segment.from.y} r="0.3"></circle>` : nothing}
    ${drawn ? svg`<rect class="region-drawn" x=${drawn.x} y=${drawn.y} width=${drawn.width} height=${drawn.height}></rect>` : nothing}
    ${
      segment?.to && segment.tool !== 'region' && !samePoint(segment.to, segment.from)
        ? svg`<line class="segment-drawn" x1=${segment.from.x} y1=${segment.from.y} x2=${segment.to.x} y2=${segment.to.y}></line>`
        : nothing
    }
  </g>`;
}
