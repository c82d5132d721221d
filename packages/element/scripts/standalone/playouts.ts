// The standalone bundle's loader of the playout features: they live in go-board.bot.js beside
// the bundle (with the rules' worker script, worker.js, beside that), fetched the first time a
// board counts, analyses or plays the bot. The chunk holds its own copy of the playout code, but
// it must share the bundle's Game class (the rules check `instanceof Game`) and its core (loaded
// once, from the inlined bytes), so the bundle hands them over before the first call. The build
// puts this module in place of src/playouts/load.ts.
import { Game } from '@go-board/rules';
// Not part of the rules' public API: the same module the bundle's rules use (the build resolves it).
import { getCore, getCoreSource } from '../../node_modules/@go-board/rules/dist/init.js';
import type { Playouts } from '../../src/playouts/load.js';

/** What go-board.bot.js exports: the playout features and the hand-over of the shared parts. */
interface BotChunk extends Playouts {
  shareRules(shared: { Game: typeof Game; getCore: typeof getCore; getCoreSource: typeof getCoreSource }): void;
}

let loading: Promise<Playouts> | undefined;

export type { Playouts };

/** The playout features, loaded once from beside the bundle. */
export function loadPlayouts(): Promise<Playouts> {
  loading ??= import(/* @vite-ignore */ new URL('./go-board.bot.js', import.meta.url).href).then((chunk: BotChunk) => {
    chunk.shareRules({ Game, getCore, getCoreSource });
    return chunk;
  });
  return loading;
}
