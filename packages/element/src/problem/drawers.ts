// How a problem's marks are drawn (marks.ts makes them): a ring around the hinted point, and on the
// reader's last move the verdict once the line has ended (a circle when right, a cross when wrong).
// The words say the same in the status line and the live region; the shapes differ, so the
// verdict never rests on colour alone. The problem mode adds these to the
// board's drawers (board/marks.ts) when it is made.
import { svg, type SVGTemplateResult } from 'lit';
import type { MarkDrawers } from '../board/marks.js';
import { STONE_RADIUS } from '../board/geometry.js';

export const problemDrawers: MarkDrawers = {
  hint: ({ x, y }) => svg`<circle class="hint" cx=${x} cy=${y} r=${STONE_RADIUS}></circle>`,
  /** The verdict's shape, drawn twice: under it a wider halo, shown only under forced colours, where
   * the one colour left for it (Highlight) may be as dark as a black stone or as light as a white
   * one, and the halo in the paper colour keeps it apart from either. */
  verdict: ({ x, y, right }) => {
    const shape = (kind: string): SVGTemplateResult =>
      right
        ? svg`<circle class=${kind} cx=${x} cy=${y} r="0.3"></circle>`
        : svg`<path class=${kind} d="M${x - 0.26} ${y - 0.26}L${x + 0.26} ${y + 0.26}M${x + 0.26} ${y - 0.26}L${x - 0.26} ${y + 0.26}"></path>`;
    return svg`${shape('verdict-halo')}${shape(`verdict ${right ? 'right' : 'wrong'}`)}`;
  },
};
