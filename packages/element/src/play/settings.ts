// Who the local user plays for: the `player` attribute read against the side to move.
import type { GoBoardPlayer } from '../attributes.js';

/** Whether the local user may move for `color`. */
export function playsFor(player: GoBoardPlayer, color: 'black' | 'white'): boolean {
  return player === color || (player !== 'black' && player !== 'white');
}
