import { charsetNamed, type Charset } from './charset.js';
import { findCharsetDeclaration, type CharsetDeclaration } from './charset-declaration.js';
import { CharCode, findTreeStart, type CodeAt } from './scan.js';

/** The bytes of one game tree of a file, with the text before it, and the CA it declares. */
export interface GameTreeBytes {
  start: number;
  end: number;
  declaration: CharsetDeclaration | null;
}

/** Where each character ends in bytes[offset..]: one byte later, unless the charset says otherwise. */
type CharacterEnd = Charset['characterEnd'];

/**
 * Splits SGF bytes into their game trees, so that each is decoded with its own CA: the bytes of
 * a tree run from the end of the tree before (text between trees goes with the tree after it)
 * to its closing ')', and the last tree takes the text after it too. Bytes without a game tree
 * are one piece. Only the ASCII structure is read: parentheses outside values, values with their
 * escapes, the characters of the tree's charset once its CA is found.
 */
export function splitGameTrees(bytes: Uint8Array): GameTreeBytes[] {
  const trees: GameTreeBytes[] = [];
  let start = 0;
  const codeAt: CodeAt = (offset) => bytes[offset] ?? Number.NaN;
  for (
    let treeStart = findTreeStart(codeAt, bytes.length, 0);
    treeStart !== -1;
    treeStart = findTreeStart(codeAt, bytes.length, start)
  ) {
    // A first reading byte by byte finds the tree's CA; in a double-byte charset a second one,
    // character by character, finds where the tree really ends.
    let end = treeEnd(bytes, treeStart, null);
    const declaration = findCharsetDeclaration(bytes, start, end);
    const charset = declaration === null ? null : charsetNamed(declaration.charset);
    if (charset?.hasMultiByteLayout) end = treeEnd(bytes, treeStart, charset.characterEnd);
    trees.push({ start, end, declaration });
    start = end;
  }
  const last = trees[trees.length - 1];
  if (last === undefined) return [{ start: 0, end: bytes.length, declaration: findCharsetDeclaration(bytes) }];
  last.end = bytes.length;
  return trees;
}

/**
 * The offset after the ')' that closes the tree whose '(' is at `start`, or the end of the bytes;
 * `characterEnd` is null for a reading byte by byte.
 */
function treeEnd(bytes: Uint8Array, start: number, characterEnd: CharacterEnd | null): number {
  let depth = 0;
  let offset = start;
  while (offset < bytes.length) {
    const byte = bytes[offset] as number;
    if (byte === CharCode.OpenBracket) {
      offset =
        characterEnd === null ? valueEnd(bytes, offset + 1) : valueEndByCharacter(bytes, offset + 1, characterEnd);
      continue;
    }
    if (byte === CharCode.OpenParen) depth++;
    else if (byte === CharCode.CloseParen && --depth === 0) return offset + 1;
    offset = characterEnd === null ? offset + 1 : characterEnd(bytes, offset);
  }
  return bytes.length;
}

/**
 * The offset after the ']' that ends the value whose text starts at `offset`, byte by byte. Values
 * hold most of a file's bytes, so the native `indexOf` finds each ']'; one after an odd run of
 * '' is escaped.
 */
function valueEnd(bytes: Uint8Array, offset: number): number {
  for (
    let close = bytes.indexOf(CharCode.CloseBracket, offset);
    close !== -1;
    close = bytes.indexOf(CharCode.CloseBracket, close + 1)
  ) {
    let backslashes = 0;
    while (close - backslashes > offset && bytes[close - backslashes - 1] === CharCode.Backslash) backslashes++;
    if (backslashes % 2 === 0) return close + 1;
  }
  return bytes.length;
}

/** `valueEnd` character by character, for charsets whose second bytes may be '\' or ']'. */
function valueEndByCharacter(bytes: Uint8Array, offset: number, characterEnd: CharacterEnd): number {
  while (offset < bytes.length) {
    const byte = bytes[offset] as number;
    if (byte === CharCode.CloseBracket) return offset + 1;
    offset = byte === CharCode.Backslash ? characterEnd(bytes, offset + 1) : characterEnd(bytes, offset);
  }
  return bytes.length;
}
