// The entry of dist/go-board.bot.js, the standalone bundle's chunk of playout features. The build
// resolves the rules' game.js and init.js to shared-rules.ts, so the chunk works on the bundle's
// own Game class and core, which the bundle hands over with shareRules() before any call.
export { estimateOwnership } from '../../node_modules/@go-board/rules/dist/estimate/ownership.js';
export { guessDeadStones } from '../../node_modules/@go-board/rules/dist/estimate/dead-stones.js';
export { suggestMove } from '../../node_modules/@go-board/rules/dist/bot/bot.js';
export { shareRules } from './shared-rules.js';
