// What a problem board draws over the position: a ring around the hinted point, and on the
// reader's last move the verdict once the line has ended (a circle when right, a cross when
// wrong). The words say the same in the status line and the live region; the shapes differ,
// so the verdict never rests on colour alone.
import { nothing, svg, type SVGTemplateResult } from 'lit';
import type { ProblemRecord } from './problem-state.js';
import { isShown, STONE_RADIUS, type BoardGeometry } from '../board/geometry.js';

/** The verdict's shape, drawn twice: under it a wider halo, shown only under forced colours, where
 * the one colour left for it (Highlight) may be as dark as a black stone or as light as a white
 * one, and the halo in the paper colour keeps it apart from either. */
function renderVerdict({ x, y, right }: { x: number; y: number; right: boolean }): SVGTemplateResult {
  const shape = (kind: string): SVGTemplateResult =>
    right
      ? svg`<circle class=${kind} cx=${x} cy=${y} r="0.3"></circle>`
      : svg`<path class=${kind} d="M${x - 0.26} ${y - 0.26}L${x + 0.26} ${y + 0.26}M${x + 0.26} ${y - 0.26}L${x - 0.26} ${y + 0.26}"></path>`;
  return svg`${shape('verdict-halo')}${shape(`verdict ${right ? 'right' : 'wrong'}`)}`;
}

export function renderProblemLayer(
  { hint, verdict }: Pick<ProblemRecord, 'hint' | 'verdict'>,
  geometry: BoardGeometry,
): SVGTemplateResult {
  const shown = (point: { x: number; y: number } | null): point is { x: number; y: number } =>
    point !== null && isShown(geometry, point.x, point.y);
  return svg`<g class="problem-layer">
    ${shown(hint) ? svg`<circle class="hint" cx=${hint.x} cy=${hint.y} r=${STONE_RADIUS}></circle>` : nothing}
    ${shown(verdict) ? renderVerdict(verdict) : nothing}
  </g>`;
}
