// The ghost stone of a board that takes moves (the play mode, the editor): translucent where the
// player would play (more solid, with a ring, while a tap waits for its confirming tap), dashed
// while a move sent to the page's server is not yet played.
import { svg } from 'lit';
import type { MarkDrawer } from '../board/marks.js';
import { STONE_RADIUS } from '../board/geometry.js';

export const drawGhost: MarkDrawer<'ghost'> = ({ x, y, color, pending, sending }) =>
  svg`<circle class=${sending ? `sending ${color}` : `preview ${color}${pending ? ' pending' : ''}`} cx=${x} cy=${y} r=${STONE_RADIUS}></circle>`;
