// Work is cut into chunks of about one animation frame, so whatever runs it (a worker that must
// hear "cancel", or a page without workers that must keep drawing) gets control back often.

/** The time one chunk should take, in milliseconds. */
const CHUNK_TARGET_MS = 12;

/** Playouts in the first chunk, before any timing is known. */
export const FIRST_CHUNK = 32;

/** The next chunk size after `size` playouts took `elapsedMs`: grown or shrunk toward the target,
 * by at most a factor of two either way, and kept even so both colours move first equally often. */
export function nextChunkSize(size: number, elapsedMs: number): number {
  const factor = elapsedMs <= 0 ? 2 : Math.min(2, Math.max(0.5, CHUNK_TARGET_MS / elapsedMs));
  return Math.max(2, 2 * Math.round((size * factor) / 2));
}

/** The current time in milliseconds, in Node, pages and workers alike. */
export function now(): number {
  return performance.now();
}
