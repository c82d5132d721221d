// What a problem board draws over the position: a ring around the hinted point, and on the
// reader's last move the verdict once the line has ended (a circle when right, a cross when
// wrong). The words say the same in the status line and the live region; the shapes differ,
// so the verdict never rests on colour alone.
import { nothing, svg, type SVGTemplateResult } from 'lit';
import type { ProblemMarks } from '../problem-controller.js';
import { isShown, STONE_RADIUS, type BoardGeometry } from './geometry.js';

export function renderProblemLayer({ hint, verdict }: ProblemMarks, geometry: BoardGeometry): SVGTemplateResult {
  const shown = (point: { x: number; y: number } | null): point is { x: number; y: number } => point !== null && isShown(geometry, point.x, point.y);
  return svg`<g class="problem-layer">
    ${shown(hint) ? svg`<circle class="hint" cx=${hint.x} cy=${hint.y} r=${STONE_RADIUS}></circle>` : nothing}
    ${shown(verdict)
      ? verdict.right
        ? svg`<circle class="verdict right" cx=${verdict.x} cy=${verdict.y} r="0.3"></circle>`
        : svg`<path class="verdict wrong" d="M${verdict.x - 0.26} ${verdict.y - 0.26}L${verdict.x + 0.26} ${verdict.y + 0.26}M${verdict.x + 0.26} ${verdict.y - 0.26}L${verdict.x - 0.26} ${verdict.y + 0.26}"></path>`
      : nothing}
  </g>`;
}
