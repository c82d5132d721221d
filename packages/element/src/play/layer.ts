// What a playing board draws over the position: the translucent stone where the local player
// would play (more solid, with a ring, while a tap waits for its confirming tap), the stone of a
// move sent to the page's server and not yet played (dashed), the point the
// side to move may not retake a ko at, and in the count the territory as small squares.
import { nothing, svg, type SVGTemplateResult } from 'lit';
import { pointOf, Stone, type Color, type Score, type Point } from '@go-board/rules';
import type { TerritoryMark } from '../board/markup.js';
import { isShown, STONE_RADIUS, type BoardGeometry } from '../board/geometry.js';

/** The stone the local player is about to play. */
export type PreviewStone = Point & { color: Color; pending: boolean };

export interface PlayMarks {
  preview: PreviewStone | null;
  /** A local move the page holds back while its server answers: drawn as sent, not yet played. */
  sending?: (Point & { color: Color }) | null;
  ko: Point | null;
  territory: TerritoryMark[];
}

/** The territory of a count: empty points and dead stones' points that a colour owns. */
export function territoryOf(
  score: Score | null,
  board: Uint8Array,
  width: number,
  isDead: (index: number) => boolean,
): TerritoryMark[] {
  if (!score) return [];
  const marks: TerritoryMark[] = [];
  score.ownership.forEach((owner, index) => {
    if (owner === 0 || (board[index] !== Stone.Empty && !isDead(index))) return;
    marks.push({ ...pointOf(index, width), color: owner > 0 ? 'black' : 'white' });
  });
  return marks;
}

export function renderPlayLayer(
  { preview, sending, ko, territory }: PlayMarks,
  geometry: BoardGeometry,
): SVGTemplateResult {
  const shown = ({ x, y }: Point): boolean => isShown(geometry, x, y);
  return svg`<g class="play-layer">${territory.filter(shown).map(({ x, y, color }) => svg`<rect class="territory count ${color}" x=${x - 0.16} y=${y - 0.16} width="0.32" height="0.32"></rect>`)}${ko && shown(ko) ? svg`<rect class="ko-mark" x=${ko.x - 0.22} y=${ko.y - 0.22} width="0.44" height="0.44"></rect>` : nothing}${
    preview && shown(preview)
      ? svg`<circle class="preview ${preview.color}${preview.pending ? ' pending' : ''}" cx=${preview.x} cy=${preview.y} r=${STONE_RADIUS}></circle>`
      : nothing
  }${sending && shown(sending) ? svg`<circle class="sending ${sending.color}" cx=${sending.x} cy=${sending.y} r=${STONE_RADIUS}></circle>` : nothing}</g>`;
}
