// The worker's side of the playout protocol, whatever the worker is: a module Web Worker in a page
// (worker.ts) or a Node worker thread for the GTP engine (node-worker.ts). It loads the playouts core
// the other side names, then runs jobs one at a time, reporting progress and hearing "cancel" between
// chunks of work.

import { loadPlayoutsCore, type PlayoutsCore } from '@go-board/core';
import { runEstimate } from './estimate-job.js';
import type { JobControl, PlayoutJob, PlayoutOutcome } from './jobs.js';
import type { FromWorker, ToWorker } from './messages.js';
import { runSearch } from './search-job.js';
import { seedFromEntropy } from './seed.js';
import { yieldToEventLoop } from './yield.js';

/** Sends a message to the other side, moving the given buffers rather than copying them. */
export type PostToHost = (message: FromWorker, transfer: ArrayBuffer[]) => void;

/** Thrown inside a job the other side has cancelled, to unwind it quietly. */
class Cancelled extends Error {}

/** The handler of messages from the other side, answering through `post`. */
export function serveJobs(post: PostToHost): (message: ToWorker) => void {
  /** The core, once the other side has said where it is; jobs that arrive first wait for it. */
  let provideCore: (core: Promise<PlayoutsCore>) => void;
  const core = new Promise<PlayoutsCore>((resolve) => {
    provideCore = resolve;
  });
  // A core that fails to load is reported as 'failed'; the jobs waiting on it are moot.
  core.catch(() => undefined);
  const cancelled = new Set<number>();
  let queue: Promise<void> = Promise.resolve();

  async function run(id: number, job: PlayoutJob): Promise<void> {
    if (cancelled.delete(id)) return;
    const control: JobControl = {
      async checkpoint(done, total) {
        post({ type: 'progress', id, done, total }, []);
        await yieldToEventLoop();
        if (cancelled.has(id)) throw new Cancelled();
      },
    };
    try {
      const loaded = await core;
      const outcome: PlayoutOutcome<PlayoutJob> =
        job.kind === 'estimate' ? await runEstimate(loaded, job, control) : await runSearch(loaded, job, control);
      // The arrays of an estimate move to the other side rather than being copied.
      const arrays =
        'ownership' in outcome ? [outcome.ownership, outcome.dead, outcome.deadIfLeaning, outcome.deadIfSure] : [];
      post(
        { type: 'done', id, outcome },
        arrays.map((array) => array.buffer as ArrayBuffer),
      );
    } catch (error) {
      if (!(error instanceof Cancelled))
        post({ type: 'error', id, message: error instanceof Error ? error.message : String(error) }, []);
    } finally {
      cancelled.delete(id);
    }
  }

  return (message) => {
    if (message.type === 'load') {
      const loading = loadPlayoutsCore(message.core).then((loaded) => {
        seedFromEntropy(loaded);
        return loaded;
      });
      provideCore(loading);
      loading.then(
        () => post({ type: 'ready' }, []),
        (error: unknown) =>
          post({ type: 'failed', message: error instanceof Error ? error.message : String(error) }, []),
      );
    } else if (message.type === 'run') {
      // One job at a time: the core holds a single search tree.
      queue = queue.then(() => run(message.id, message.job));
    } else if (message.type === 'cancel') {
      cancelled.add(message.id);
    }
  };
}
