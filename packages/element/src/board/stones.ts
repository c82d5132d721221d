// The stones. They are keyed by point, so stepping through a game makes Lit add, remove or
// recolour only the stones that changed, not redraw the board. In the count, dead stones stay
// on the board, drawn faded, until the score is accepted.
import { svg, type SVGTemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { STONE_RADIUS, type BoardGeometry } from './geometry.js';
import { SHADOW, SHELL_PATTERNS } from './materials.js';
import type { Orientation } from './orientation.js';

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

/** The shell pattern of the stone at (x, y): scattered over the board, and always the same there. */
const shellAt = (x: number, y: number): number => (x * 3 + y * 5 + ((x * y) % 3)) % SHELL_PATTERNS;

/** Draws the stones: flat disks, or, when `materials` names the board's gradients, the same disks
 * lit as slate and shell, with stripes on shell, on their shadows (a dead stone, faded, casts
 * none). Only the disk is a `.stone`: the light, the stripes and the shadow are drawn over and
 * under it. */
export function renderStones(stones: readonly Stone[], materials: string | null = null, orientation?: Orientation): SVGTemplateResult {
  // The shadow falls to the bottom right of the screen, however the board is turned.
  const shadow = orientation?.step(SHADOW) ?? SHADOW;
  const url = (name: string): string => `url(#${materials}${name})`;
  const circle = (kind: string, x: number, y: number, fill: string): SVGTemplateResult =>
    svg`<circle class=${kind} cx=${x} cy=${y} r=${STONE_RADIUS} fill=${url(fill)}></circle>`;
  return svg`${repeat(
    stones,
    (stone) => stone.index,
    ({ x, y, color, dead }) =>
      svg`${materials && !dead ? circle('shadow', x + shadow.x, y + shadow.y, 'shadow') : null}<circle class="stone ${color}${dead ? ' dead' : ''}" cx=${x} cy=${y} r=${STONE_RADIUS}></circle>${
        materials && !dead ? [circle('light', x, y, color), color === 'white' ? circle('light', x, y, `shell${shellAt(x, y)}`) : null] : null
      }`,
  )}`;
}
