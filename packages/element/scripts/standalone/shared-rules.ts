// Stands in for the rules' game.js and init.js inside go-board.bot.js: the bundle's Game class
// and core, handed over by scripts/standalone/playouts.ts. Live bindings, so the playout code
// sees them once shareRules() has run.
import type { Game as RulesGame } from '@go-board/rules';
import type { getCore as rulesGetCore, getCoreSource as rulesGetCoreSource } from '../../node_modules/@go-board/rules/dist/init.js';

export let Game: typeof RulesGame;
let shared: { getCore: typeof rulesGetCore; getCoreSource: typeof rulesGetCoreSource } | undefined;

export function shareRules(from: { Game: typeof RulesGame; getCore: typeof rulesGetCore; getCoreSource: typeof rulesGetCoreSource }): void {
  Game = from.Game;
  shared = from;
}

function parts(): NonNullable<typeof shared> {
  if (!shared) throw new Error('Expected go-board.bot.js to be loaded by go-board.standalone.js, which shares its rules with it; import the standalone bundle instead.');
  return shared;
}

export const getCore: typeof rulesGetCore = () => parts().getCore();
export const getCoreSource: typeof rulesGetCoreSource = () => parts().getCoreSource();
