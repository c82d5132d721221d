import { findCharsetDeclaration, decoderForCharset } from './charset.js';
import { SgfError } from './errors.js';
import { parseSgf } from './parse.js';
import type { SgfNode, SgfParseOptions } from './types.js';

/** FF[4]: "The default character set is ISO-8859-1" (TextDecoder reads it as its superset windows-1252). */
const DEFAULT_CHARSET = 'iso-8859-1';

/**
 * Reads an SGF file from its bytes: decodes them with the charset of the first CA property
 * (wherever it is), ISO-8859-1 without one, UTF-8 after a UTF-8 byte-order mark, then parses
 * like `parseSgf`. An unknown charset is a warning (an `SgfError` in strict mode) and the bytes
 * are read as UTF-8 when they are valid UTF-8, else as ISO-8859-1.
 */
export function parseSgfBytes(bytes: Uint8Array, options: SgfParseOptions = {}): SgfNode[] {
  if (!(bytes instanceof Uint8Array)) {
    throw new SgfError(`Expected the SGF file as a Uint8Array of bytes, found ${typeof bytes}`, 1, 1);
  }
  return parseSgf(decodeSgfBytes(bytes, options), options);
}

/** The text of SGF bytes, decoded as `parseSgfBytes` describes; `Game.fromSgf` reads it too. */
export function decodeSgfBytes(bytes: Uint8Array, options: SgfParseOptions = {}): string {
  const byteOrderMark = byteOrderMarkCharset(bytes);
  // TextDecoder drops the byte-order mark of its own encoding.
  if (byteOrderMark !== null) return new TextDecoder(byteOrderMark).decode(bytes);

  const declaration = findCharsetDeclaration(bytes);
  if (declaration === null) return new TextDecoder(DEFAULT_CHARSET).decode(bytes);
  const decoder = decoderForCharset(declaration.charset);
  if (decoder !== null) return decoder.decode(bytes);

  const { line, column } = locateByte(bytes, declaration.offset);
  const message = `Expected a known charset in CA, such as 'UTF-8' or 'GB2312', found '${declaration.charset}'; read as UTF-8 or ISO-8859-1`;
  if (options.strict === true) throw new SgfError(message, line, column);
  options.onWarning?.({ message, line, column });
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder(DEFAULT_CHARSET).decode(bytes);
  }
}

function byteOrderMarkCharset(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

/** Line and column (in bytes) of a byte offset; the charset warning is the only user. */
function locateByte(bytes: Uint8Array, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let index = 0; index < offset; index++) {
    const byte = bytes[index];
    if (byte === 10 || (byte === 13 && bytes[index + 1] !== 10)) {
      line++;
      lineStart = index + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}
