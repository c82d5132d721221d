// The caller's side of a playout worker: in pages a module Worker, started on first use, that
// loads the playouts core from where the page would load it; for the GTP engine a Node worker
// thread (gtp/threads.ts). When a worker cannot be made or cannot load (no worker support, a
// Content-Security-Policy that forbids it, a missing file), its jobs run inline instead.

import {
  defaultCoreUrl,
  defaultPlayoutsCoreUrl,
  defaultPlayoutsJavaScriptCoreUrl,
  type CoreBuilds,
  type WebAssemblyCore,
} from '@go-board/core';
import { playoutsCoreSource } from '../playouts-core.js';
import type { PlayoutJob, PlayoutOutcome } from './jobs.js';
import { runInline, type RunHooks } from './inline.js';
import type { FromWorker, ToWorker, WorkerCoreSource } from './messages.js';

interface PendingJob {
  job: PlayoutJob;
  hooks: RunHooks;
  resolve(outcome: PlayoutOutcome<PlayoutJob>): void;
  reject(reason: unknown): void;
  stopListening(): void;
}

type WebAssemblySource = Exclude<WorkerCoreSource, { javascript: unknown }>;

/** A WebAssembly source the worker can receive: absolute URLs, a copy of the bytes, or the compiled
 * module (which workers can share); null for a source that cannot cross (a Response's body). */
async function cloneableWebAssembly(source: unknown): Promise<WebAssemblySource | null> {
  const resolved = await source;
  if (resolved instanceof WebAssembly.Module) return resolved;
  if (resolved instanceof URL) return resolved.href;
  // A relative string is read the way loadCore() reads it: beside @go-board/core.
  if (typeof resolved === 'string') return new URL(resolved, defaultCoreUrl()).href;
  if (resolved instanceof ArrayBuffer) return resolved.slice(0);
  if (ArrayBuffer.isView(resolved))
    return new Uint8Array(resolved.buffer, resolved.byteOffset, resolved.byteLength).slice().buffer;
  // A Response has been read already; its URL can be fetched again (usually from the cache).
  if (typeof Response === 'function' && resolved instanceof Response && resolved.url) return resolved.url;
  return null;
}

/** Where the worker should load the playouts core from: where this page would load it (see
 * playoutsCoreSource()), as absolute URLs or copies that cross into the worker; null when the
 * worker cannot be given it. */
async function workerCoreSource(): Promise<WorkerCoreSource | null> {
  const source = playoutsCoreSource();
  const builds =
    typeof source === 'object' && source !== null && ('webassembly' in source || 'javascript' in source)
      ? (source as CoreBuilds)
      : { webassembly: source as WebAssemblyCore };
  const { javascript, webassembly } = builds;
  // A JavaScript build handed over as a module object cannot be posted.
  if (javascript !== undefined && javascript !== true && typeof javascript === 'object' && !(javascript instanceof URL))
    return null;
  // Always named here: inside the worker, "beside @go-board/core" may be somewhere else.
  const fallback = defaultPlayoutsJavaScriptCoreUrl();
  const script =
    javascript === undefined || javascript === true ? fallback.href : new URL(String(javascript), fallback).href;
  if (webassembly === undefined && javascript !== undefined) return { javascript: script };
  const wasm = await cloneableWebAssembly(webassembly ?? defaultPlayoutsCoreUrl());
  return wasm === null ? null : { javascript: script, webassembly: wasm };
}

/** One worker, whatever kind: how to post to it, hear from it, and stop it. */
export interface WorkerEndpoint {
  post(message: ToWorker): void;
  onMessage(listener: (message: FromWorker) => void): void;
  /** Called when the worker's script fails to load or to parse. */
  onError(listener: () => void): void;
  terminate(): void;
}

/** A module Web Worker running worker.js beside this module (or `scriptUrl`, for tests). */
function webWorker(scriptUrl?: URL): WorkerEndpoint {
  // The URL is written out in full so that bundlers find the worker script.
  const worker = scriptUrl
    ? new Worker(scriptUrl, { type: 'module' })
    : new Worker(new URL('./worker.js', import.meta.url), { type: 'module', name: 'go-board playouts' });
  return {
    post: (message) => worker.postMessage(message),
    onMessage: (listener) =>
      worker.addEventListener('message', (event: MessageEvent<FromWorker>) => listener(event.data)),
    onError: (listener) =>
      worker.addEventListener('error', (event) => {
        event.preventDefault();
        listener();
      }),
    terminate: () => worker.terminate(),
  };
}

/** A playout worker and the jobs it has been given. */
export class PlayoutWorker {
  readonly #worker: WorkerEndpoint;
  readonly #pending = new Map<number, PendingJob>();
  #nextId = 1;
  #broken = false;

  /**
   * Starts a worker: a module Web Worker (from `worker`, a script URL, for tests; by default
   * worker.js beside this module), or the endpoint given, told to load `core` (by default the
   * core init() loaded, as the page can name it). Throws when the page cannot make a worker.
   */
  constructor(worker?: URL | WorkerEndpoint, core: Promise<WorkerCoreSource | null> = workerCoreSource()) {
    this.#worker = worker === undefined || worker instanceof URL ? webWorker(worker) : worker;
    this.#worker.onMessage((message) => this.#receive(message));
    // A worker script that fails to load or to parse reports here, without a message.
    this.#worker.onError(() => this.#breakDown());
    core.then(
      (core) => (core === null ? this.#breakDown() : this.#post({ type: 'load', core })),
      () => this.#breakDown(),
    );
  }

  /** Stops the worker for good; jobs still running reject. A later job runs inline. */
  close(): void {
    if (this.#broken) return;
    this.#broken = true;
    this.#worker.terminate();
    for (const [id, pending] of this.#pending) {
      this.#settle(id);
      pending.reject(new Error('The playout worker was closed while the job ran.'));
    }
  }

  /** Whether the worker failed and every job now runs inline. */
  get isBroken(): boolean {
    return this.#broken;
  }

  /** Runs a job in the worker (or inline, once the worker has failed). */
  run<J extends PlayoutJob>(job: J, hooks: RunHooks): Promise<PlayoutOutcome<J>> {
    if (this.#broken) return runInline(job, hooks);
    const { signal } = hooks;
    if (signal?.aborted) return Promise.reject(signal.reason);
    const id = this.#nextId++;
    return new Promise<PlayoutOutcome<J>>((resolve, reject) => {
      const onAbort = (): void => {
        this.#pending.delete(id);
        this.#post({ type: 'cancel', id });
        reject(signal!.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#pending.set(id, {
        job,
        hooks,
        resolve: resolve as (outcome: PlayoutOutcome<PlayoutJob>) => void,
        reject,
        stopListening: () => signal?.removeEventListener('abort', onAbort),
      });
      this.#post({ type: 'run', id, job });
    });
  }

  #post(message: ToWorker): void {
    if (!this.#broken) this.#worker.post(message);
  }

  #receive(message: FromWorker): void {
    if (message.type === 'ready') return;
    if (message.type === 'failed') {
      this.#breakDown();
      return;
    }
    const pending = this.#pending.get(message.id);
    if (!pending) return;
    if (message.type === 'progress') {
      try {
        pending.hooks.onProgress?.(message.done, message.total);
      } catch (error) {
        // A progress callback that throws ends its job, as it does inline.
        this.#settle(message.id);
        this.#post({ type: 'cancel', id: message.id });
        pending.reject(error);
      }
      return;
    }
    this.#settle(message.id);
    if (message.type === 'done') pending.resolve(message.outcome);
    else pending.reject(new Error(message.message));
  }

  #settle(id: number): void {
    this.#pending.get(id)?.stopListening();
    this.#pending.delete(id);
  }

  /** Gives up on the worker and runs its unfinished jobs inline. */
  #breakDown(): void {
    if (this.#broken) return;
    this.#broken = true;
    this.#worker.terminate();
    for (const [id, pending] of this.#pending) {
      this.#settle(id);
      runInline(pending.job, pending.hooks).then(pending.resolve, pending.reject);
    }
  }
}
