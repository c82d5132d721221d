// Who the local user plays for: the `player` attribute read against the side to move.
import type { GoBoardPlayer } from '../attributes.js';

/** The colours the local user plays now: `player`, less the bot's colour against the bot, or a
 * seat's colour online; `none` for a spectator of an online game. */
export type LocalPlayer = GoBoardPlayer | 'none';

/** Whether the local user may move for `color`. */
export function playsFor(player: LocalPlayer, color: 'black' | 'white'): boolean {
  return player === color || (player !== 'black' && player !== 'white' && player !== 'none');
}
