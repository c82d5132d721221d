// The module Web Worker that runs playouts off the page's main thread. The page tells it where
// the playouts core is, so it loads the same build (WebAssembly, or JavaScript under a strict CSP) from the
// same place. On a page whose import map does not reach workers it cannot start, and the page
// runs the work inline instead.

import type { FromWorker, ToWorker } from './messages.js';
import { serveJobs } from './serve.js';

interface WorkerScope {
  postMessage(message: FromWorker, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void;
}

const scope = globalThis as unknown as WorkerScope;
const handle = serveJobs((message, transfer) => scope.postMessage(message, transfer));
scope.addEventListener('message', ({ data }) => handle(data));
