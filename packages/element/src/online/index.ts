// A game on a game server (`online`), loaded the first time a board is given a game's link.
export { OnlineGame, type OnlineParts } from './online-game.js';
export type { ConnectionState } from './online-state.js';
