// Parallel search for the GTP engine: Node worker threads, each running the playout protocol of
// worker/node-worker.ts, registered as the workers every search may use (`--threads`). Kept out of
// the main entry so that pages never load it.

import { PlayoutWorker, type WorkerEndpoint } from '../worker/client.js';
import { useWorkers } from '../worker/run.js';

interface NodeWorker {
  postMessage(message: unknown): void;
  on(event: 'message', listener: (message: never) => void): void;
  on(event: 'error', listener: () => void): void;
  terminate(): Promise<number>;
  unref(): void;
}

interface WorkerThreads {
  Worker: new (script: URL) => NodeWorker;
}

/** The worker script, beside this module's folder: a variable, so that bundlers leave it alone. */
const SCRIPT = '../worker/node-worker.js';

/** One Node worker thread as a playout worker's endpoint. */
function endpointOf(worker: NodeWorker): WorkerEndpoint {
  // The engine's process may end while a thread idles: the thread must not keep it alive.
  worker.unref();
  return {
    post: (message) => worker.postMessage(message),
    onMessage: (listener) => worker.on('message', listener),
    onError: (listener) => worker.on('error', listener),
    terminate: () => void worker.terminate(),
  };
}

/** Lets every search of this process use `threads` Node worker threads (started on first use). */
export async function useNodeThreads(threads: number): Promise<void> {
  const threadsModule = 'node:worker_threads';
  const { Worker } = (await import(/* @vite-ignore */ threadsModule)) as WorkerThreads;
  const script = new URL(SCRIPT, import.meta.url);
  useWorkers(() => new PlayoutWorker(endpointOf(new Worker(script))), threads);
}
