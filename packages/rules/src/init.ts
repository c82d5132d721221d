import { loadCore, type CoreExports, type CoreSource } from '@go-board/core';
import { seedFromEntropy } from './worker/seed.js';

let core: CoreExports | undefined;
let loading: Promise<void> | undefined;
/** Where init() was told to load the core from, so the bot's Web Worker can load the same one. */
let loadedFrom: CoreSource | undefined;

/**
 * Loads the WebAssembly core once. Later calls return the same promise, so every caller may
 * await it. Pass a source (bytes, a URL, a Response or a compiled module) to load the core from
 * somewhere other than the file beside @go-board/core.
 */
export function init(source?: CoreSource): Promise<void> {
  if (!loading) loadedFrom = source;
  loading ??= loadCore(source).then(
    (exports) => {
      seedFromEntropy(exports);
      core = exports;
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
export function getCore(): CoreExports {
  if (!core) {
    throw new Error('The go-board core is not loaded yet: call `await init()` from @go-board/rules before creating a Game.');
  }
  return core;
}

/** The source init() was given (undefined for the default file beside @go-board/core). */
export function getCoreSource(): CoreSource | undefined {
  return loadedFrom;
}
