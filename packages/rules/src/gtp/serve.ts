import type { GtpEngine } from './engine.js';

/** Answers GTP command lines one at a time, in order, until the input ends or `quit` arrives.
 * The bin of this package feeds it stdin and writes to stdout; tests feed it arrays. */
export async function serveGtp(
  engine: GtpEngine,
  lines: AsyncIterable<string> | Iterable<string>,
  write: (response: string) => void,
): Promise<void> {
  for await (const line of lines) {
    const response = await engine.handle(line);
    if (response !== '') write(response);
    if (engine.hasQuit) return;
  }
}
