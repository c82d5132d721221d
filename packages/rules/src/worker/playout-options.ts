import { describe } from '../color.js';

/** Options every playout-based function takes. */
export interface PlayoutOptions {
  /** Light playouts to run: a positive integer. */
  playouts?: number;
  /** Called between chunks of work with the playouts done so far and the total expected. */
  onProgress?: (done: number, total: number) => void;
  /** Stops the work; the promise then rejects with the signal's reason (an AbortError
   * DOMException unless another reason was given). */
  signal?: AbortSignal;
  /** Seeds the playouts' random generator, so the same position gives the same answer. */
  seed?: number;
}

/** The options as given, once checked to be an object. */
export function checkOptionsObject(options: unknown, what: string): Record<string, unknown> {
  if (options === undefined) return {};
  if (options === null || typeof options !== 'object') {
    throw new TypeError(`Expected ${what} options to be an object, received ${describe(options)}.`);
  }
  return options as Record<string, unknown>;
}

/** Checks a playout budget: a positive integer. */
export function checkPlayouts(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw new RangeError(`Expected playouts to be a positive integer such as 1000, received ${describe(value)}.`);
  }
  return value;
}

/** Checks a seed: an integer, or undefined for unseeded playouts (null). */
export function checkSeed(value: unknown): number | null {
  if (value === undefined) return null;
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new RangeError(`Expected seed to be an integer such as 42, received ${describe(value)}.`);
  }
  return value;
}

/** Checks the signal and progress callback, and rejects at once when the signal is aborted. */
export function checkHooks(options: Record<string, unknown>): void {
  const { signal, onProgress } = options;
  if (onProgress !== undefined && typeof onProgress !== 'function') {
    throw new TypeError(
      `Expected onProgress to be a function (done, total) => void, received ${describe(onProgress)}.`,
    );
  }
  if (signal !== undefined && !(typeof AbortSignal === 'function' && signal instanceof AbortSignal)) {
    throw new TypeError(`Expected signal to be an AbortSignal, received ${describe(signal)}.`);
  }
  (signal as AbortSignal | undefined)?.throwIfAborted();
}
