// Loads the playout features (ownership, dead stones, the bot) the first time a board needs
// them (the standalone bundle has them as go-board.playouts.js beside itself).
import type { Game, Point } from '@go-board/rules';

export type Playouts = typeof import('./index.js');

let loading: Promise<Playouts> | undefined;

/** Playouts of the dead-stone guess when the count opens: on 19x19 about 50 ms of work. */
const DEAD_STONE_PLAYOUTS = 1000;

/** The playout features, loaded once. */
export function loadPlayouts(): Promise<Playouts> {
  loading ??= import('./index.js');
  return loading;
}

/** The dead stones the playouts find at the end of a game, to propose when the count opens. */
export function guessDeadStones(game: Game): Promise<Point[]> {
  return loadPlayouts().then((playouts) => playouts.guessDeadStones(game, { playouts: DEAD_STONE_PLAYOUTS }));
}
