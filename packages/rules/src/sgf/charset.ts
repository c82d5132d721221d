import { CharCode } from './scan.js';

/** Where a CA property was found in the bytes, and its value. */
export interface CharsetDeclaration {
  charset: string;
  /** Byte offset of the value, for the warning when the charset is unknown. */
  offset: number;
}

/**
 * Spellings seen in SGF files that the Encoding Standard (and so `TextDecoder`) does not know,
 * keyed by the lowercase name without punctuation. The standard's own labels ('gb2312',
 * 'shift_jis', 'ks_c_5601-1987' ...) are tried as written first.
 */
const CHARSET_ALIASES: ReadonlyMap<string, string> = new Map([
  ['utf8', 'utf-8'],
  ['latin1', 'iso-8859-1'],
  ['iso88591', 'iso-8859-1'],
  ['ascii', 'windows-1252'],
  ['usascii', 'windows-1252'],
  ['cp1252', 'windows-1252'],
  ['windows1252', 'windows-1252'],
  ['gb2312', 'gbk'],
  ['cp936', 'gbk'],
  ['euccn', 'gbk'],
  ['gb18030', 'gb18030'],
  ['big5', 'big5'],
  ['big5hkscs', 'big5'],
  ['cp950', 'big5'],
  ['sjis', 'shift_jis'],
  ['shiftjis', 'shift_jis'],
  ['cp932', 'shift_jis'],
  ['windows31j', 'shift_jis'],
  ['mskanji', 'shift_jis'],
  ['eucjp', 'euc-jp'],
  ['euckr', 'euc-kr'],
  ['cp949', 'euc-kr'],
  ['uhc', 'euc-kr'],
  ['ksc5601', 'euc-kr'],
  ['utf16', 'utf-16le'],
  ['utf16le', 'utf-16le'],
  ['utf16be', 'utf-16be'],
]);

/** A decoder for a CA value such as 'UTF-8', 'utf8', 'GB2312' or 'latin1'; null when unknown. */
export function decoderForCharset(charset: string): TextDecoder | null {
  const label = charset.trim().toLowerCase();
  const alias = CHARSET_ALIASES.get(label.replace(/[^a-z0-9]/g, ''));
  for (const candidate of alias === undefined ? [label] : [alias, label]) {
    try {
      return new TextDecoder(candidate);
    } catch {
      // Not a label of the Encoding Standard; try the next spelling.
    }
  }
  return null;
}

/**
 * Finds the first CA property in the raw bytes, reading only their ASCII structure, so that the
 * charset is known before any text is decoded, even when CA comes after the text it applies to.
 * Values are skipped so that "CA[" inside a comment does not count. A double-byte character
 * whose second byte is '\' can confuse that skipping, so a second pass looks for "]CA[" or
 * ";CA[" anywhere.
 */
export function findCharsetDeclaration(bytes: Uint8Array): CharsetDeclaration | null {
  let inValue = false;
  for (let offset = 0; offset < bytes.length; offset++) {
    const byte = bytes[offset] as number;
    if (inValue) {
      if (byte === CharCode.Backslash) offset++;
      else if (byte === CharCode.CloseBracket) inValue = false;
    } else if (byte === CharCode.OpenBracket) {
      inValue = true;
    } else if (isCharsetIdentifier(bytes, offset, false)) {
      const declaration = readDeclaration(bytes, offset);
      if (declaration !== null) return declaration;
    }
  }
  for (let offset = 0; offset < bytes.length; offset++) {
    if (isCharsetIdentifier(bytes, offset, true)) {
      const declaration = readDeclaration(bytes, offset);
      if (declaration !== null) return declaration;
    }
  }
  return null;
}

/** Whether "CA" at `offset` is a whole identifier (and, if `afterToken`, follows ']' or ';'). */
function isCharsetIdentifier(bytes: Uint8Array, offset: number, afterToken: boolean): boolean {
  if (bytes[offset] !== 67 || bytes[offset + 1] !== 65) return false;
  if (isAsciiLetter(bytes[offset + 2])) return false;
  let before = offset - 1;
  while (before >= 0 && (bytes[before] as number) <= CharCode.Space) before--;
  const previous = bytes[before];
  if (afterToken) return previous === CharCode.CloseBracket || previous === CharCode.Semicolon;
  return !isAsciiLetter(bytes[offset - 1]);
}

/** The value of the CA identifier at `offset`, or null when no '[' follows. */
function readDeclaration(bytes: Uint8Array, offset: number): CharsetDeclaration | null {
  let open = offset + 2;
  while (open < bytes.length && (bytes[open] as number) <= CharCode.Space) open++;
  if (bytes[open] !== CharCode.OpenBracket) return null;
  let charset = '';
  let close = open + 1;
  for (; close < bytes.length && bytes[close] !== CharCode.CloseBracket; close++) {
    const byte = bytes[close] as number;
    if (byte !== CharCode.Backslash) charset += String.fromCharCode(byte);
  }
  return { charset, offset: open + 1 };
}

function isAsciiLetter(byte: number | undefined): boolean {
  return byte !== undefined && ((byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122));
}
