// The ghost stone of a board that takes moves (the play mode, the editor): translucent where the
// player would play (more solid, with a ring, while a tap waits for its confirming tap), dashed
// while a move sent to the page's server is not yet played; in the colour its side's stones are
// drawn in.
import { svg } from 'lit';
import type { MarkDrawer } from '../board/marks.js';
import { STONE_RADIUS } from '../board/geometry.js';

/** The ghost in the colour its side's stones are drawn in (swapped with `swap-colors`). */
export const drawGhost: MarkDrawer<'ghost'> = ({ x, y, color, pending, sending }, { orientation }) => {
  const drawn = orientation.swapColors === (color === 'black') ? 'white' : 'black';
  return svg`<circle class=${sending ? `sending ${drawn}` : `preview ${drawn}${pending ? ' pending' : ''}`} cx=${x} cy=${y} r=${STONE_RADIUS}></circle>`;
};
