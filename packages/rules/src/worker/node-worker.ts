// A Node worker thread that runs playouts for the GTP engine's parallel search (`--threads`): the
// same protocol as the Web Worker of pages (serve.ts), over worker_threads' parent port.

import type { FromWorker, ToWorker } from './messages.js';
import { serveJobs } from './serve.js';

interface ParentPort {
  postMessage(message: FromWorker, transfer?: ArrayBuffer[]): void;
  on(event: 'message', listener: (message: ToWorker) => void): void;
}

// The specifier is a variable so that bundlers for pages leave it alone.
const threadsModule = 'node:worker_threads';
const { parentPort } = (await import(/* @vite-ignore */ threadsModule)) as { parentPort: ParentPort };
const handle = serveJobs((message, transfer) => parentPort.postMessage(message, transfer));
parentPort.on('message', handle);
