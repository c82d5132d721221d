// The playouts core (the light playouts, ownership, dead stones and the tree search), loaded the
// first time a page needs it: most pages show and play games and never do. It is a second
// instance beside the rules core; positions cross between them as snapshots (worker/position.ts).
import {
  defaultPlayoutsCoreUrl,
  isPlayoutsCore,
  loadPlayoutsCore,
  type CoreSource,
  type PlayoutsCore,
} from '@go-board/core';
import { getCore, getCoreSource, isSourceObject } from './init.js';
import { seedFromEntropy } from './worker/seed.js';

let loading: Promise<PlayoutsCore> | undefined;

/**
 * Where the playouts core comes from: init()'s `playouts`; else, when init() loaded the full
 * build as the rules core, that same source; else the playouts build beside @go-board/core, as
 * JavaScript when init() was given the rules as JavaScript alone. Throws before init().
 */
export function playoutsCoreSource(): CoreSource {
  const source = getCoreSource();
  if (isSourceObject(source) && source.playouts !== undefined) return source.playouts;
  if (isPlayoutsCore(getCore())) {
    return isSourceObject(source)
      ? { webassembly: source.webassembly, javascript: source.javascript }
      : (source ?? defaultPlayoutsCoreUrl());
  }
  if (isSourceObject(source) && source.webassembly === undefined && source.javascript !== undefined)
    return { javascript: true };
  return defaultPlayoutsCoreUrl();
}

/** The playouts core on this thread, loaded once (the rules core itself when it is the full
 * build). Rejects like getCore() before init(), and with the loader's error when it cannot load;
 * a later call tries again. */
export function getPlayoutsCore(): Promise<PlayoutsCore> {
  try {
    const core = getCore();
    if (isPlayoutsCore(core)) return Promise.resolve(core);
  } catch (error) {
    return Promise.reject(error);
  }
  loading ??= loadPlayoutsCore(playoutsCoreSource()).then(
    (loaded) => {
      // Every fresh core starts from the same built-in seed: without this, fresh pages and
      // engines would play the same games move for move.
      seedFromEntropy(loaded);
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
