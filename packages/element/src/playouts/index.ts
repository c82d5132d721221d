// The rules' playout features, in a module of their own: the element imports it only with
// import() (see load.ts), so bundlers split the estimate, the bot, the review's engine and the
// worker client off the board's main path, and a page that never counts, analyses or plays the
// bot never loads them.
export { analyzePosition, estimateOwnership, guessDeadStones, suggestMove } from '@go-board/rules';
