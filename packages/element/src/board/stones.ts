// The stones. They are keyed by point, so stepping through a game makes Lit add, remove or
// recolour only the stones that changed, not redraw the board. In the count, dead stones stay
// on the board, drawn faded, until the score is accepted.
import { svg, type SVGTemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { STONE_RADIUS, type BoardGeometry } from './geometry.js';

export type Stone = { index: number; x: number; y: number; color: 'black' | 'white'; dead: boolean };

/** The stones of a board snapshot (0 empty, 1 black, 2 white) inside the shown region. */
export function stonesOf(board: Uint8Array, geometry: BoardGeometry, isDead: (index: number) => boolean = () => false): Stone[] {
  const { region, width } = geometry;
  const stones: Stone[] = [];
  for (let y = region.top; y <= region.bottom; y++) {
    for (let x = region.left; x <= region.right; x++) {
      const index = y * width + x;
      const point = board[index];
      if (point === 1) stones.push({ index, x, y, color: 'black', dead: isDead(index) });
      else if (point === 2) stones.push({ index, x, y, color: 'white', dead: isDead(index) });
    }
  }
  return stones;
}

export function renderStones(stones: readonly Stone[]): SVGTemplateResult {
  return svg`${repeat(
    stones,
    (stone) => stone.index,
    (stone) => svg`<circle class="stone ${stone.color}${stone.dead ? ' dead' : ''}" cx=${stone.x} cy=${stone.y} r=${STONE_RADIUS}></circle>`,
  )}`;
}
