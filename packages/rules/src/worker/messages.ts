// The messages between the page and the playout worker.

import type { PlayoutJob, PlayoutOutcome } from './jobs.js';

/** Where the worker loads the playouts core from: what loadPlayoutsCore() takes, in a form that survives
 * structured cloning (absolute URLs as strings, bytes, a compiled module). */
export type WorkerCoreSource =
  | string
  | ArrayBuffer
  | WebAssembly.Module
  | { javascript: true | string; webassembly?: string | ArrayBuffer | WebAssembly.Module };

/** From the page to the worker. */
export type ToWorker =
  | { type: 'load'; core: WorkerCoreSource }
  | { type: 'run'; id: number; job: PlayoutJob }
  | { type: 'cancel'; id: number };

/** From the worker to the page. */
export type FromWorker =
  | { type: 'ready' }
  /** The core could not be loaded: the page runs the work itself instead. */
  | { type: 'failed'; message: string }
  | { type: 'progress'; id: number; done: number; total: number }
  | { type: 'done'; id: number; outcome: PlayoutOutcome<PlayoutJob> }
  | { type: 'error'; id: number; message: string };
