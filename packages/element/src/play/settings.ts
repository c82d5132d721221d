// The attributes that set up a game on the board, and how their text is read. A value the
// element does not know falls back to the default, except the rules' own settings (`rules`,
// `ko`, `komi`, `handicap`), which the rules check and explain on the board.

/** `view` replays records (the default); `play` makes the board a playing board; `problem`
 * makes it a Go problem (tsumego) whose record holds the solution. */
export type GoBoardMode = 'view' | 'play' | 'problem';

/** Which colours the local user may play: `both` for two players at one device. */
export type GoBoardPlayer = 'black' | 'white' | 'both';

/**
 * When a click or tap needs a second one on the same point to play: `touch` (the default) for
 * taps only, where a finger hides the point; `always`; or `never`. The keyboard's cursor is a
 * preview already, so Enter always plays at once.
 */
export type ConfirmMoves = 'touch' | 'always' | 'never';

/** Reads `confirm-moves`: the bare attribute means `always`; an unknown value the default. */
export function parseConfirmMoves(value: string | null): ConfirmMoves {
  if (value === null) return 'touch';
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'always') return 'always';
  return text === 'never' ? 'never' : 'touch';
}

/** Whether the local user may move for `color`. */
export function playsFor(player: GoBoardPlayer, color: 'black' | 'white'): boolean {
  return player === color || (player !== 'black' && player !== 'white');
}
