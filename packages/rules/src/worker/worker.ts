// The module Web Worker that runs playouts off the page's main thread. The page tells it where
// the playouts core is, so it loads the same build (WebAssembly, or JavaScript under a strict CSP) from the
// same place. On a page whose import map does not reach workers it cannot start, and the page
// runs the work inline instead.

import { loadPlayoutsCore, type CoreExports } from '@go-board/core';
import { runEstimate } from './estimate-job.js';
import type { JobControl, PlayoutJob, PlayoutOutcome } from './jobs.js';
import type { FromWorker, ToWorker } from './messages.js';
import { runSearch } from './search-job.js';
import { yieldToEventLoop } from './yield.js';

interface WorkerScope {
  postMessage(message: FromWorker, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void;
}

const scope = globalThis as unknown as WorkerScope;

/** Thrown inside a job the page has cancelled, to unwind it quietly. */
class Cancelled extends Error {}

/** The core, once the page has said where it is; jobs that arrive first wait for it. */
let provideCore: (core: Promise<CoreExports>) => void;
const core = new Promise<CoreExports>((resolve) => {
  provideCore = resolve;
});
// A core that fails to load is reported to the page as 'failed'; the jobs waiting on it are moot.
core.catch(() => undefined);
const cancelled = new Set<number>();
let queue: Promise<void> = Promise.resolve();

async function run(id: number, job: PlayoutJob): Promise<void> {
  if (cancelled.delete(id)) return;
  const control: JobControl = {
    async checkpoint(done, total) {
      scope.postMessage({ type: 'progress', id, done, total });
      await yieldToEventLoop();
      if (cancelled.has(id)) throw new Cancelled();
    },
  };
  try {
    const loaded = await core;
    const outcome: PlayoutOutcome<PlayoutJob> =
      job.kind === 'estimate' ? await runEstimate(loaded, job, control) : await runSearch(loaded, job, control);
    // The arrays of an estimate move to the page rather than being copied.
    const arrays = 'ownership' in outcome ? [outcome.ownership, outcome.dead, outcome.deadIfLeaning, outcome.deadIfSure] : [];
    scope.postMessage({ type: 'done', id, outcome }, arrays.map((array) => array.buffer));
  } catch (error) {
    if (!(error instanceof Cancelled)) scope.postMessage({ type: 'error', id, message: error instanceof Error ? error.message : String(error) });
  } finally {
    cancelled.delete(id);
  }
}

scope.addEventListener('message', ({ data }) => {
  if (data.type === 'load') {
    const loading = loadPlayoutsCore(data.core);
    provideCore(loading);
    loading.then(
      () => scope.postMessage({ type: 'ready' }),
      (error: unknown) => scope.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
  } else if (data.type === 'run') {
    // One job at a time: the core holds a single search tree.
    queue = queue.then(() => run(data.id, data.job));
  } else if (data.type === 'cancel') {
    cancelled.add(data.id);
  }
});
