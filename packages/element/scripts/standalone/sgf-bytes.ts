// The standalone bundle's src/record/sgf-bytes.ts: the rules' reader of SGF bytes in their charsets
// is loaded from beside the bundle (go-board.sgf-bytes.js) the first time fetched bytes need it.
import { readsAsPlainAscii } from './sgf-bytes-later.js';

let loading: Promise<unknown> | null = null;

/** Resolves when the rules can read `bytes`. */
export async function readyToRead(bytes: Uint8Array): Promise<void> {
  if (readsAsPlainAscii(bytes)) return;
  await (loading ??= import('./sgf-bytes-reader.js'));
}
