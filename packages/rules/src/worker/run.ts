// Where playout work runs: in module Web Workers when the page can start them (or in Node worker
// threads, once the GTP engine has registered them), else inline on the calling thread (always
// in plain Node), in chunks either way. A search may run in several workers at once: each grows
// its own tree over the same position (root parallelism, no shared memory), and their visits are
// merged.

import { PlayoutWorker } from './client.js';
import type { PlayoutJob, PlayoutOutcome, SearchJob, SearchOutcome } from './jobs.js';
import { runInline, type RunHooks } from './inline.js';
import { mergeSearches } from './merge.js';

export type { RunHooks } from './inline.js';

/** The most workers a search uses, however many cores the machine has: each holds a tree of
 * up to 40 MB. */
export const MAX_SEARCH_THREADS = 8;

/** Makes one more worker, or throws when none can be made. */
export type WorkerFactory = () => PlayoutWorker;

const workers: (PlayoutWorker | null)[] = [];
let workersAllowed = true;
/** How workers are made: Web Workers where the platform has them, unless one was registered. */
let factory: WorkerFactory | null = typeof Worker === 'function' ? () => new PlayoutWorker() : null;
/** The threads a search uses when the caller does not say: set with the factory. */
let threadsByDefault: number | null = null;

/** Whether playout work may use workers; tests turn it off to exercise the inline path. */
export function allowWorkers(allowed: boolean): void {
  workersAllowed = allowed;
}

/** Makes the workers with `make` from now on (the GTP engine's Node worker threads), closing those
 * made before, and lets a search use `threads` of them when the caller does not say. */
export function useWorkers(make: WorkerFactory, threads: number): void {
  for (const worker of workers.splice(0)) worker?.close();
  factory = make;
  threadsByDefault = threads;
}

/** Closes every worker (a GTP engine that quits lets its process end). */
export function closeWorkers(): void {
  for (const worker of workers.splice(0)) worker?.close();
}

/** How many workers the last search ran in (1 also for a search that ran inline). */
let lastSearchThreads = 0;

/** How many workers the last search of runSearchJob() ran in; 1 for one inline or in one worker. */
export function searchThreadsUsed(): number {
  return lastSearchThreads;
}

/** Whether jobs are going to a working worker right now (not inline). */
export function isUsingWorker(): boolean {
  const first = workers[0];
  return workersAllowed && first !== undefined && first !== null && !first.isBroken;
}

/** The i-th worker, started on first use; null when no worker can be made. */
function workerAt(index: number): PlayoutWorker | null {
  if (!workersAllowed || !factory) return null;
  if (workers[index] === undefined) {
    try {
      workers[index] = factory();
    } catch {
      // For example a Content-Security-Policy without worker-src for this script.
      workers[index] = null;
    }
  }
  return workers[index] ?? null;
}

/** The threads a search uses by default: in pages, one per core but one (for the page itself), up
 * to MAX_SEARCH_THREADS; in Node, those the GTP engine registered, else one. */
export function defaultSearchThreads(): number {
  if (threadsByDefault !== null) return threadsByDefault;
  const cores = typeof navigator === 'object' && navigator?.hardwareConcurrency > 0 ? navigator.hardwareConcurrency : 1;
  return Math.max(1, Math.min(MAX_SEARCH_THREADS, cores - 1));
}

/** Runs a playout job where it can and resolves with its outcome; rejects with the signal's
 * reason when aborted. */
export function runPlayoutJob<J extends PlayoutJob>(job: J, hooks: RunHooks): Promise<PlayoutOutcome<J>> {
  const chosen = workerAt(0);
  return chosen ? chosen.run(job, hooks) : runInline(job, hooks);
}

/**
 * Runs a search in `threads` workers at once, each with its share of the playouts, the whole time
 * budget and its own seed (derived from the job's, when it has one), and merges their trees' root
 * moves. Progress is the sum of theirs; one failing or the signal aborting stops them all. With
 * one thread, or no worker to be had, it is runPlayoutJob().
 */
export async function runSearchJob(job: SearchJob, hooks: RunHooks, threads: number): Promise<SearchOutcome> {
  const chosen: PlayoutWorker[] = [];
  for (let index = 0; index < threads; index++) {
    const worker = workerAt(index);
    if (!worker || worker.isBroken) break;
    chosen.push(worker);
  }
  lastSearchThreads = Math.max(1, chosen.length);
  if (chosen.length <= 1) return runPlayoutJob(job, hooks);
  const { signal, onProgress } = hooks;
  signal?.throwIfAborted();
  const stop = new AbortController();
  const onAbort = (): void => stop.abort(signal!.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  const done = chosen.map(() => 0);
  const totals = chosen.map(() => 0);
  const share = Math.ceil(job.playouts / chosen.length);
  try {
    const outcomes = await Promise.all(
      chosen.map((worker, index) =>
        worker
          .run(
            { ...job, playouts: share, seed: job.seed === null ? null : job.seed + 7919 * index },
            {
              signal: stop.signal,
              onProgress: (workerDone, workerTotal) => {
                done[index] = workerDone;
                totals[index] = workerTotal;
                onProgress?.(sum(done), sum(totals));
              },
            },
          )
          .catch((error: unknown) => {
            // One failure stops the others; the caller hears the first reason.
            stop.abort(error);
            throw error;
          }),
      ),
    );
    return mergeSearches(outcomes);
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
