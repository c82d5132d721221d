// Where playout work runs: in a module Web Worker when the page can start one, else inline on
// the calling thread (always in Node), in chunks either way.

import { PlayoutWorker } from './client.js';
import type { PlayoutJob, PlayoutOutcome } from './jobs.js';
import { runInline, type RunHooks } from './inline.js';

export type { RunHooks } from './inline.js';

let worker: PlayoutWorker | null | undefined;
let workersAllowed = true;

/** Whether playout work may use a Web Worker; tests turn it off to exercise the inline path. */
export function allowWorkers(allowed: boolean): void {
  workersAllowed = allowed;
}

/** Whether jobs are going to a working Web Worker right now (not inline). */
export function isUsingWorker(): boolean {
  return workersAllowed && worker !== undefined && worker !== null && !worker.isBroken;
}

function playoutWorker(): PlayoutWorker | null {
  if (worker === undefined) {
    try {
      worker = typeof Worker === 'function' ? new PlayoutWorker() : null;
    } catch {
      // For example a Content-Security-Policy without worker-src for this script.
      worker = null;
    }
  }
  return worker;
}

/** Runs a playout job where it can and resolves with its outcome; rejects with the signal's
 * reason when aborted. */
export function runPlayoutJob<J extends PlayoutJob>(job: J, hooks: RunHooks): Promise<PlayoutOutcome<J>> {
  const chosen = workersAllowed ? playoutWorker() : null;
  return chosen ? chosen.run(job, hooks) : runInline(job, hooks);
}
