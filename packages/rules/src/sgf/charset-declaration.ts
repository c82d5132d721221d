import { CharCode } from './scan.js';

/** Where a CA property was found in the bytes, and its value. */
export interface CharsetDeclaration {
  charset: string;
  /** Byte offset of the value in the whole file, for reports about the charset. */
  offset: number;
}

/**
 * Finds the first CA property in bytes[start..end), reading only their ASCII structure, so that
 * the charset is known before any text is decoded, even when CA comes after the text it applies
 * to. Values are skipped so that "CA[" inside a comment does not count. A double-byte character
 * whose second byte is '\' can confuse that skipping, so a second pass looks for "]CA[" or
 * ";CA[" anywhere.
 */
export function findCharsetDeclaration(bytes: Uint8Array, start = 0, end = bytes.length): CharsetDeclaration | null {
  let inValue = false;
  for (let offset = start; offset < end; offset++) {
    const byte = bytes[offset] as number;
    if (inValue) {
      if (byte === CharCode.Backslash) offset++;
      else if (byte === CharCode.CloseBracket) inValue = false;
    } else if (byte === CharCode.OpenBracket) {
      inValue = true;
    } else if (isCharsetIdentifier(bytes, start, offset, false)) {
      const declaration = readDeclaration(bytes, offset, end);
      if (declaration !== null) return declaration;
    }
  }
  for (let offset = start; offset < end; offset++) {
    if (isCharsetIdentifier(bytes, start, offset, true)) {
      const declaration = readDeclaration(bytes, offset, end);
      if (declaration !== null) return declaration;
    }
  }
  return null;
}

/** Whether "CA" at `offset` is a whole identifier (and, if `afterToken`, follows ']' or ';'). */
function isCharsetIdentifier(bytes: Uint8Array, start: number, offset: number, afterToken: boolean): boolean {
  if (bytes[offset] !== 67 || bytes[offset + 1] !== 65) return false;
  if (isAsciiLetter(bytes[offset + 2])) return false;
  let before = offset - 1;
  while (before >= start && (bytes[before] as number) <= CharCode.Space) before--;
  const previous = before >= start ? bytes[before] : undefined;
  if (afterToken) return previous === CharCode.CloseBracket || previous === CharCode.Semicolon;
  return offset === start || !isAsciiLetter(bytes[offset - 1]);
}

/** The value of the CA identifier at `offset`, or null when no '[' follows before `end`. */
function readDeclaration(bytes: Uint8Array, offset: number, end: number): CharsetDeclaration | null {
  let open = offset + 2;
  while (open < end && (bytes[open] as number) <= CharCode.Space) open++;
  if (open >= end || bytes[open] !== CharCode.OpenBracket) return null;
  let charset = '';
  let close = open + 1;
  for (; close < end && bytes[close] !== CharCode.CloseBracket; close++) {
    const byte = bytes[close] as number;
    if (byte !== CharCode.Backslash) charset += String.fromCharCode(byte);
  }
  return { charset, offset: open + 1 };
}

function isAsciiLetter(byte: number | undefined): boolean {
  return byte !== undefined && ((byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122));
}
