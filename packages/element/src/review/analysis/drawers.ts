// How the review's marks are drawn (marks.ts makes them): the candidates as discs with their figure
// and visits, coloured by their grade; a candidate's line as numbered translucent stones, in the
// colours the stones are drawn in. The
// heat map is the ownership's one drawing (ownership/ownership.ts). The review's part adds
// these to the board's drawers (board/marks.ts) when the analysis arrives.
import { nothing, svg } from 'lit';
import { pointName } from '@go-board/rules';
import type { MarkDrawers } from '../../board/marks.js';
import { isShown, STONE_RADIUS, TEXT_DROP } from '../../board/geometry.js';
import { drawOwnership } from '../../ownership/ownership.js';

export const reviewDrawers: MarkDrawers = {
  ownership: drawOwnership,
  candidates: ({ candidates }, geometry) =>
    svg`<g class="candidates">${candidates.map((candidate) => {
      const { x, y, grade, figure, visits, played } = candidate;
      return isShown(geometry, candidate)
        ? svg`<g class="candidate ${grade}${played ? ' played' : ''}" data-move=${pointName(candidate, geometry.height)}>
      <circle cx=${x} cy=${y} r=${STONE_RADIUS * 0.96}></circle>
      <text class="figure" x=${x} y=${y - 0.1}>${figure}</text>
      <text class="count" x=${x} y=${y + 0.22}>${visits}</text>
    </g>`
        : nothing;
    })}</g>`,
  line: ({ stones }, geometry) =>
    svg`<g class="line">${stones.map((stone) => {
      const { x, y, color, number } = stone;
      return isShown(geometry, stone)
        ? svg`<g class="ghost ${geometry.orientation.swapColors === (color === 'black') ? 'white' : 'black'}" data-move=${pointName(stone, geometry.height)}>
      <circle cx=${x} cy=${y} r=${STONE_RADIUS}></circle>
      <text x=${x} y=${y} dy=${TEXT_DROP}>${number}</text>
    </g>`
        : nothing;
    })}</g>`,
};
