import type { StoredGame } from '../games/stored-game.js';

/** A 9x9 game as stored at its start, both seats taken and playing, no move yet, with `tokens`
 * as the seats' stored token hashes. */
export function storedGame(id: string, tokens: StoredGame['tokens'] = { black: null, white: null }): StoredGame {
  return {
    id,
    settings: { size: 9, komi: 6.5, handicap: 0, rules: 'area', ko: 'simple', clock: { type: 'none' }, open: false },
    seq: 0,
    state: {
      status: 'playing',
      result: null,
      reason: null,
      names: { black: null, white: null },
      joined: { black: true, white: true },
      clock: null,
      undoRequest: null,
      count: null,
      score: null,
    },
    moves: [],
    tokens,
    createdAt: 0,
  };
}
