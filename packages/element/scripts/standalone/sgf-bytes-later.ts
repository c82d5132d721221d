// The standalone bundle's stand-in for the rules' sgf/bytes.js (the build puts it in that module's
// place for the rules' files): reading SGF bytes in their charsets (byte-order marks, UTF-16, each
// game tree's CA, the guesses and their warnings) is 6 KB that a page of boards whose records are
// in `sgf` attributes never runs. Bytes of plain ASCII, with no CA but CA[UTF-8], read the same in
// every charset and without a warning: those are read here. For any others the board first loads
// the rules' own reader from beside the bundle (sgf-bytes.ts), which then reads all bytes.
import { parseSgf, SgfError, type SgfNode, type SgfParseOptions } from '@go-board/rules';

/** The rules' reader of SGF bytes, once loaded. */
export interface SgfBytesReader {
  decodeSgfBytes(bytes: Uint8Array, options?: SgfParseOptions): string;
}

let reader: SgfBytesReader | null = null;

/** Puts the rules' reader behind these functions; go-board.sgf-bytes.js calls it as it loads. */
export function provideSgfBytesReader(given: SgfBytesReader): void {
  reader = given;
}

const C = 67;
const A = 65;
const UTF_8_VALUE = /^\s*\[utf-8\]/i;

/** Whether `bytes` are ASCII without a zero byte (nor, then, a byte-order mark or UTF-16), whose
 * every CA says UTF-8: text that the rules' reader reads as it is, with no warning. */
export function readsAsPlainAscii(bytes: Uint8Array): boolean {
  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index]!;
    if (byte === 0 || byte > 127) return false;
    // The reader takes any "CA" for the property: its value must then say UTF-8.
    if (
      byte === C &&
      bytes[index + 1] === A &&
      !UTF_8_VALUE.test(String.fromCharCode(...bytes.subarray(index + 2, index + 20)))
    )
      return false;
  }
  return true;
}

/** The text of SGF bytes, as the rules' decodeSgfBytes reads it. */
export function decodeSgfBytes(bytes: Uint8Array, options: SgfParseOptions = {}): string {
  if (reader) return reader.decodeSgfBytes(bytes, options);
  if (readsAsPlainAscii(bytes)) return new TextDecoder().decode(bytes);
  throw new SgfError(
    'Expected the reader of SGF bytes beyond plain ASCII to be loaded before them (go-board.sgf-bytes.js, which a board loads for its `src`), found it not loaded yet',
    1,
    1,
  );
}

/** Reads an SGF file from its bytes, as the rules' parseSgfBytes does. */
export function parseSgfBytes(bytes: Uint8Array, options: SgfParseOptions = {}): SgfNode[] {
  if (!(bytes instanceof Uint8Array))
    throw new SgfError(`Expected the SGF file as a Uint8Array of bytes, found ${typeof bytes}`, 1, 1);
  return parseSgf(decodeSgfBytes(bytes, options), options);
}
