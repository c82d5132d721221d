// KataGo's analysis protocol names the players in its own JSON words, 'B' and 'W' (a response's
// rootInfo.currentPlayer): KataGo's words, which happen to be SGF's letters too, and are read
// and written here alone.
import type { Color } from '@go-board/rules';

/** A player as KataGo's analysis protocol names one. */
export type KataGoPlayer = 'B' | 'W';

/** The player to move as KataGo writes it. */
export const kataGoPlayer = (color: Color): KataGoPlayer => (color === 'black' ? 'B' : 'W');

/** The colour KataGo names, or null for anything else. */
export const colorOfKataGoPlayer = (player: unknown): Color | null =>
  player === 'B' ? 'black' : player === 'W' ? 'white' : null;
