import { charsetNamed, type Charset } from './charset.js';
import { findCharsetDeclaration, type CharsetDeclaration } from './charset-declaration.js';
import { CharCode } from './scan.js';

/** The bytes of one game tree of a file, with the text before it, and the CA it declares. */
export interface GameTreeBytes {
  start: number;
  end: number;
  declaration: CharsetDeclaration | null;
}

/** Where each character ends when the charset is not known yet: one byte each. */
const BYTE_BY_BYTE: Charset['characterEnd'] = (_bytes, offset) => offset + 1;

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
  for (let treeStart = nextTreeStart(bytes, 0); treeStart !== -1; treeStart = nextTreeStart(bytes, start)) {
    // A first reading byte by byte finds the tree's CA; in a double-byte charset a second one,
    // character by character, finds where the tree really ends.
    let end = treeEnd(bytes, treeStart, BYTE_BY_BYTE);
    const declaration = findCharsetDeclaration(bytes, start, end);
    const charset = declaration === null ? null : charsetNamed(declaration.charset);
    if (charset !== null && charset.characterEnd !== BYTE_BY_BYTE) end = treeEnd(bytes, treeStart, charset.characterEnd);
    trees.push({ start, end, declaration });
    start = end;
  }
  const last = trees[trees.length - 1];
  if (last === undefined) return [{ start: 0, end: bytes.length, declaration: findCharsetDeclaration(bytes) }];
  last.end = bytes.length;
  return trees;
}

/**
 * The offset of the next '(' from `from` on that starts a game tree, as the reader decides it:
 * followed by ';' or by an identifier and its value, after whitespace and more '('. -1 when none.
 */
function nextTreeStart(bytes: Uint8Array, from: number): number {
  for (let candidate = bytes.indexOf(CharCode.OpenParen, from); candidate !== -1;) {
    let after = candidate + 1;
    while (after < bytes.length && (bytes[after] === CharCode.OpenParen || (bytes[after] as number) <= CharCode.Space)) after++;
    if (bytes[after] === CharCode.Semicolon || isPropertyAt(bytes, after)) return candidate;
    candidate = bytes.indexOf(CharCode.OpenParen, after);
  }
  return -1;
}

/** Whether uppercase letters and then a '[' start at `offset`. */
function isPropertyAt(bytes: Uint8Array, offset: number): boolean {
  let end = offset;
  while (end < bytes.length && (bytes[end] as number) >= CharCode.UpperA && (bytes[end] as number) <= CharCode.UpperZ) end++;
  if (end === offset) return false;
  while (end < bytes.length && (bytes[end] as number) <= CharCode.Space) end++;
  return bytes[end] === CharCode.OpenBracket;
}

/** The offset after the ')' that closes the tree whose '(' is at `start`, or the end of the bytes. */
function treeEnd(bytes: Uint8Array, start: number, characterEnd: Charset['characterEnd']): number {
  let depth = 0;
  let inValue = false;
  let offset = start;
  while (offset < bytes.length) {
    const byte = bytes[offset] as number;
    if (inValue) {
      if (byte === CharCode.Backslash) offset = characterEnd(bytes, offset + 1);
      else if (byte === CharCode.CloseBracket) {
        inValue = false;
        offset++;
      } else {
        offset = characterEnd(bytes, offset);
      }
      continue;
    }
    if (byte === CharCode.OpenBracket) inValue = true;
    else if (byte === CharCode.OpenParen) depth++;
    else if (byte === CharCode.CloseParen && --depth === 0) return offset + 1;
    offset = characterEnd(bytes, offset);
  }
  return bytes.length;
}
