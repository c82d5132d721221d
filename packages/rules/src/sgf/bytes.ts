import { charsetNamed, UTF_8, WINDOWS_1252, type Charset } from './charset.js';
import type { CharsetDeclaration } from './charset-declaration.js';
import { SgfError } from './errors.js';
import { splitGameTrees, type GameTreeBytes } from './game-tree-bytes.js';
import { LineLocator } from './location.js';
import { parseSgf } from './parse.js';
import { CharCode, firstNonAscii } from './scan.js';
import type { SgfNode, SgfParseOptions } from './types.js';

/**
 * Reads an SGF file from its bytes, each game tree in the charset of its own CA (wherever in the
 * tree it is), then parses the text like `parseSgf`:
 * - a tree without CA whose bytes are all ASCII needs no charset;
 * - a tree without CA, or with a CA that is unknown or that its bytes cannot be, is read as
 *   UTF-8 when its bytes are valid UTF-8, else as ISO-8859-1 (FF[4]'s default), and the warnings
 *   say which; only the unknown or impossible CA is a problem that strict mode throws for;
 * - ISO-8859-1 is read as windows-1252, its superset, as browsers do, in every runtime;
 * - a byte-order mark decides for the whole file (UTF-8, UTF-16), as does UTF-16 without one.
 */
export function parseSgfBytes(bytes: Uint8Array, options: SgfParseOptions = {}): SgfNode[] {
  if (!(bytes instanceof Uint8Array)) {
    throw new SgfError(`Expected the SGF file as a Uint8Array of bytes, found ${typeof bytes}`, 1, 1);
  }
  return parseSgf(decodeSgfBytes(bytes, options), options);
}

/** A report about the charset of a game tree, located in the decoded text. */
interface CharsetReport {
  message: string;
  /** Offset in the decoded text of the whole file. */
  offset: number;
  /** A problem of the file (strict mode throws); otherwise a note of the choice made. */
  isProblem: boolean;
}

/** The text of SGF bytes, decoded as `parseSgfBytes` describes; `Game.fromSgf` reads it too. */
export function decodeSgfBytes(bytes: Uint8Array, options: SgfParseOptions = {}): string {
  const reports: CharsetReport[] = [];
  const whole = wholeFileCharset(bytes, reports);
  // TextDecoder drops the byte-order mark of its own encoding.
  const text = whole === null ? decodeGameTrees(bytes, reports) : (whole.decode(bytes, false) as string);
  if (reports.length > 0) report(text, reports, options);
  return text;
}

/** The text of the game trees of `bytes`, each in its own charset. */
function decodeGameTrees(bytes: Uint8Array, reports: CharsetReport[]): string {
  const trees = splitGameTrees(bytes);
  const parts: string[] = [];
  let length = 0;
  for (let index = 0; index < trees.length;) {
    // Game trees in a row that name one charset, as most collections do, are decoded in one
    // call when their bytes can be in it: no text of each to join again.
    const charset = charsetOfTree(trees[index]!);
    let last = index;
    while (charset !== null && last + 1 < trees.length && charsetOfTree(trees[last + 1]!) === charset) last++;
    const run =
      last > index ? (charset as Charset).decode(bytes.subarray(trees[index]!.start, trees[last]!.end), true) : null;
    if (run !== null) {
      parts.push(run);
      length += run.length;
      index = last + 1;
      continue;
    }
    // One by one otherwise, each with its reports; never the same run twice.
    for (; index <= last; index++) {
      const { start, end, declaration } = trees[index]!;
      const relative = declaration === null ? null : { ...declaration, offset: declaration.offset - start };
      const part = decodeGameTree(bytes.subarray(start, end), relative, length, reports);
      parts.push(part);
      length += part.length;
    }
  }
  return parts.join('');
}

/** The charset a game tree's CA names, when it is known and written in single-byte ASCII. */
function charsetOfTree(tree: GameTreeBytes): Charset | null {
  const charset = tree.declaration === null ? null : charsetNamed(tree.declaration.charset);
  return charset?.isAsciiCompatible ? charset : null;
}

/** A byte-order mark's charset, or UTF-16 whose first ASCII character shows as a zero byte. */
function wholeFileCharset(bytes: Uint8Array, reports: CharsetReport[]): Charset | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return UTF_8;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return charsetNamed('utf-16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return charsetNamed('utf-16be');
  // SGF text starts with ASCII ('(' or whitespace), which UTF-16 writes with a zero byte.
  const endian =
    bytes.length < 2 || (bytes[0] === 0) === (bytes[1] === 0) ? null : bytes[0] === 0 ? 'utf-16be' : 'utf-16le';
  const charset = endian === null ? null : charsetNamed(endian);
  if (charset === null || charset.decode(bytes, true) === null) return null;
  reports.push({
    message: `Expected a byte-order mark before UTF-16 text, found none; read as ${endian?.toUpperCase()}`,
    offset: 0,
    isProblem: false,
  });
  return charset;
}

/**
 * The text of one game tree's bytes, in the charset its CA names when the bytes can be in it.
 * `declaration.offset` is relative to `bytes`; `textStart` is where the tree's text will start.
 */
function decodeGameTree(
  bytes: Uint8Array,
  declaration: CharsetDeclaration | null,
  textStart: number,
  reports: CharsetReport[],
): string {
  if (declaration === null) {
    const nonAscii = firstNonAscii(bytes);
    if (nonAscii === -1) return WINDOWS_1252.decode(bytes, false) as string;
    const { charset, text } = guess(bytes);
    const how = charset === UTF_8 ? 'UTF-8, as the bytes are valid UTF-8' : 'ISO-8859-1, the FF[4] default';
    reports.push({
      message: `Expected CA to name the charset of text beyond ASCII, found none; read as ${how}`,
      offset: textStart + offsetInText(bytes, nonAscii, charset),
      isProblem: false,
    });
    if (charset === WINDOWS_1252) reportDoubleByteBackslash(bytes, textStart, reports);
    return text;
  }
  const label = declaration.charset.trim();
  const charset = charsetNamed(label);
  let problem: string;
  if (charset === null) {
    problem = `Expected a known charset in CA, such as 'UTF-8' or 'GB2312', found '${label}'`;
  } else if (!charset.isAsciiCompatible) {
    problem = `Expected CA to name a charset of single-byte ASCII, as CA is written in, found '${label}'`;
  } else {
    const text = charset.decode(bytes, true);
    if (text !== null) return text;
    problem = `Expected ${label} bytes, as CA says, found bytes that are not ${label}`;
  }
  const { charset: fallback, text } = charset === UTF_8 ? damagedUtf8(bytes) : guess(bytes);
  reports.push({
    message: `${problem}; read as ${fallback === UTF_8 ? 'UTF-8' : 'ISO-8859-1'}`,
    offset: textStart + offsetInText(bytes, declaration.offset, fallback),
    isProblem: true,
  });
  return text;
}

/** UTF-8 when the bytes are valid UTF-8, else windows-1252 (for ISO-8859-1, which never fails). */
function guess(bytes: Uint8Array): { charset: Charset; text: string } {
  const text = UTF_8.decode(bytes, true);
  if (text !== null) return { charset: UTF_8, text };
  return { charset: WINDOWS_1252, text: WINDOWS_1252.decode(bytes, false) as string };
}

/**
 * Bytes that CA says are UTF-8 but are not all valid: UTF-8 with a few broken characters (U+FFFD
 * for each) when other characters beyond ASCII decode, else ISO-8859-1 under the wrong name.
 */
function damagedUtf8(bytes: Uint8Array): { charset: Charset; text: string } {
  const text = UTF_8.decode(bytes, false) as string;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 0x80 && code !== 0xfffd) return { charset: UTF_8, text };
  }
  return { charset: WINDOWS_1252, text: WINDOWS_1252.decode(bytes, false) as string };
}

/**
 * Warns about a '\' between a byte that starts a double-byte character and a ']': without CA such
 * bytes read as ISO-8859-1, where the '\' escapes the ']', and the value runs on over the next
 * property. In Shift_JIS, GBK or Big5 the first two bytes are one character, such as 表
 * (0x95 0x5C), and the ']' ends the value.
 */
function reportDoubleByteBackslash(bytes: Uint8Array, textStart: number, reports: CharsetReport[]): void {
  for (let offset = 1; offset + 1 < bytes.length; offset++) {
    const lead = bytes[offset - 1] as number;
    if (
      bytes[offset] !== CharCode.Backslash ||
      bytes[offset + 1] !== CharCode.CloseBracket ||
      lead < 0x81 ||
      lead > 0xfe
    )
      continue;
    const hex = lead.toString(16).toUpperCase();
    reports.push({
      message: `Expected CA to name the charset of the bytes 0x${hex} 0x5C, one Shift_JIS, GBK or Big5 character, found none; read as ISO-8859-1, where '\\' escapes this ']'`,
      offset: textStart + offsetInText(bytes, offset, WINDOWS_1252),
      isProblem: false,
    });
    return;
  }
}

/** Where byte `offset` of `bytes` falls in their text in `charset`. */
function offsetInText(bytes: Uint8Array, offset: number, charset: Charset): number {
  return (charset.decode(bytes.subarray(0, offset), false) as string).length;
}

/** Throws the first problem in strict mode; otherwise passes every report to `onWarning`. */
function report(text: string, reports: CharsetReport[], options: SgfParseOptions): void {
  const locator = new LineLocator(text);
  for (const { message, offset, isProblem } of reports) {
    if (options.strict === true) {
      if (!isProblem) continue;
      const { line, column } = locator.locate(offset);
      throw new SgfError(message, line, column);
    }
    if (options.onWarning === undefined) return;
    const { line, column } = locator.locate(offset);
    options.onWarning({ message, line, column });
  }
}
