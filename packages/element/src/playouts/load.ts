// Loads the playout features (ownership, dead stones, the bot) the first time a board needs
// them. The standalone bundle swaps this module for one that imports go-board.bot.js from beside
// it (see scripts/standalone/playouts.ts).
export type Playouts = typeof import('./playouts.js');

let loading: Promise<Playouts> | undefined;

/** The playout features, loaded once. */
export function loadPlayouts(): Promise<Playouts> {
  loading ??= import('./playouts.js');
  return loading;
}
