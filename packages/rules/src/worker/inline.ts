// Running playout work on the calling thread: always in Node, and in pages where a Worker cannot
// start. Jobs take turns (the core holds one search tree), and each chunk ends with a trip
// through the event loop, so the page keeps drawing and an AbortSignal is heard.

import { getPlayoutsCore } from '../playouts-core.js';
import { runEstimate } from './estimate-job.js';
import type { JobControl, PlayoutJob, PlayoutOutcome } from './jobs.js';
import { runSearch } from './search-job.js';
import { yieldToEventLoop } from './yield.js';

/** How a caller follows and stops a job. */
export interface RunHooks {
  signal?: AbortSignal | undefined;
  onProgress?: ((done: number, total: number) => void) | undefined;
}

let queue: Promise<unknown> = Promise.resolve();

/** Runs the job on this thread, after the jobs already queued; rejects with the signal's reason
 * once it is aborted. */
export function runInline<J extends PlayoutJob>(job: J, hooks: RunHooks): Promise<PlayoutOutcome<J>> {
  const turn = queue.then(() => runNow(job, hooks));
  // A failed job must not stop the ones after it.
  queue = turn.catch(() => undefined);
  return turn;
}

async function runNow<J extends PlayoutJob>(job: J, { signal, onProgress }: RunHooks): Promise<PlayoutOutcome<J>> {
  signal?.throwIfAborted();
  const control: JobControl = {
    async checkpoint(done, total) {
      onProgress?.(done, total);
      await yieldToEventLoop();
      signal?.throwIfAborted();
    },
  };
  const core = await getPlayoutsCore();
  const outcome = job.kind === 'estimate' ? await runEstimate(core, job, control) : await runSearch(core, job, control);
  return outcome as PlayoutOutcome<J>;
}
