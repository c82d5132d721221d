// How the play layer's marks are drawn (marks.ts makes them): the play mode adds these to the
// board's drawers (board/marks.ts) when it is made, as the only maker of their kinds but the
// ghost stone, which the editor makes too.
import { svg } from 'lit';
import type { MarkDrawers } from '../board/marks.js';
import { drawGhost } from '../input/ghost.js';

export const playDrawers: MarkDrawers = {
  territory: ({ x, y, color }) =>
    svg`<rect class="territory count ${color}" x=${x - 0.16} y=${y - 0.16} width="0.32" height="0.32"></rect>`,
  ko: ({ x, y }) => svg`<rect class="ko-mark" x=${x - 0.22} y=${y - 0.22} width="0.44" height="0.44"></rect>`,
  ghost: drawGhost,
};
