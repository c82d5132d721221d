import { isPlayoutsCore, loadCore, type CoreBuilds, type CoreSource, type RulesCore } from '@go-board/core';
import { BoardPool } from './board-pool.js';
import { seedFromEntropy } from './worker/seed.js';

/**
 * Where init() loads the core from: the rules core in either form loadCore() takes, and, in the
 * two-way form, where the playouts core comes from when a board first needs it (the bot, the
 * ownership estimate, the dead-stone guess): bytes, a URL, a Response, a compiled module, or
 * `{ webassembly, javascript }` again. Without `playouts`, the playouts build beside
 * @go-board/core, as JavaScript when the rules were given as JavaScript alone; a rules core that
 * is the full (playouts) build serves as the playouts core too.
 */
export interface InitSources extends CoreBuilds {
  playouts?: CoreSource;
}

/** What init() takes: a source of the rules core, or the sources of both cores. */
export type InitSource = CoreSource | InitSources;

let core: RulesCore | undefined;
/** The boards games borrow, from the loaded core. */
let pool: BoardPool | undefined;
let loading: Promise<void> | undefined;
/** Where init() was told to load the core from, so the playouts core can be found beside it. */
let loadedFrom: InitSource | undefined;

/** Whether a source is the two-way form, `{ webassembly?, javascript?, playouts? }`: a URL, a
 * Response, a module or bytes have none of those keys. */
export function isSourceObject(source: InitSource | undefined): source is InitSources {
  return (
    typeof source === 'object' &&
    source !== null &&
    ('webassembly' in source || 'javascript' in source || 'playouts' in source)
  );
}

/**
 * Loads the WebAssembly rules core once (build/rules.wasm beside @go-board/core, by default).
 * Later calls return the same promise, so every caller may await it. Pass a source (bytes, a URL,
 * a Response or a compiled module, or `{ webassembly, javascript, playouts }`, see InitSources) to
 * load the core from somewhere other than the files beside @go-board/core. The playouts core is
 * loaded only when the bot, the ownership estimate or the dead-stone guess first runs.
 */
export function init(source?: InitSource): Promise<void> {
  if (!loading) loadedFrom = source;
  loading ??= loadCore(
    isSourceObject(source) ? { webassembly: source.webassembly, javascript: source.javascript } : source,
  ).then(
    (exports) => {
      // The full build serves as the playouts core too (playouts-core.ts): seed it as that does.
      if (isPlayoutsCore(exports)) seedFromEntropy(exports);
      core = exports;
      pool = new BoardPool(exports);
    },
    (error: unknown) => {
      // Let a later call try again, for example after the network came back.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Whether init() has finished. */
export function isInitialized(): boolean {
  return core !== undefined;
}

/** The loaded core; throws a clear error when init() was not awaited first. */
export function getCore(): RulesCore {
  if (!core) {
    throw new Error(
      'The go-board core is not loaded yet: call `await init()` from @go-board/rules before creating a Game.',
    );
  }
  return core;
}

/** The pool of the loaded core's boards that games borrow; throws like getCore() before init(). */
export function getBoardPool(): BoardPool {
  if (!pool) getCore();
  return pool!;
}

/** The source init() was given (undefined for the default files beside @go-board/core). */
export function getCoreSource(): InitSource | undefined {
  return loadedFrom;
}
