import { decodeWindows1252 } from './windows-1252.js';

/**
 * A charset that SGF bytes can be decoded with: its name in the Encoding Standard, how to decode
 * with it, and how its characters are laid out in bytes, which the tree splitter needs before
 * any text is decoded.
 */
export interface Charset {
  /** The Encoding Standard's name: 'utf-8', 'windows-1252', 'shift_jis', 'gbk' ... */
  readonly name: string;
  /** Whether it writes ASCII characters as single ASCII bytes, as a CA read from the bytes is. */
  readonly isAsciiCompatible: boolean;
  /** The text of `bytes`, or null when `fatal` and the bytes are not valid in this charset. */
  decode(bytes: Uint8Array, fatal: boolean): string | null;
  /**
   * The offset after the character whose first byte is at `offset`. Double-byte charsets need
   * it: the second byte of a Shift_JIS, GBK or Big5 character may be '\' or ']', which are not
   * SGF's escape or end of value there.
   */
  characterEnd(bytes: Uint8Array, offset: number): number;
  /** Whether `characterEnd` ever takes more than one byte. */
  readonly hasMultiByteLayout: boolean;
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

const ESCAPE = 0x1b;
const OPEN_PAREN = 0x28;
const UPPER_B = 0x42;

/** One byte, one character (UTF-8 too: its continuation bytes are never ASCII). */
const singleByte = (_bytes: Uint8Array, offset: number): number => offset + 1;

/** A lead byte takes the byte after it, whatever that is. */
const leadBytes =
  (isLead: (byte: number) => boolean) =>
  (bytes: Uint8Array, offset: number): number =>
    isLead(bytes[offset] as number) ? offset + 2 : offset + 1;

/**
 * ISO-2022-JP shifts out of ASCII with an escape sequence ("ESC $ B" for two-byte JIS) and back
 * with "ESC ( B"; in between, every byte is text, '[', '\' and ']' too.
 */
function iso2022Character(bytes: Uint8Array, offset: number): number {
  if (bytes[offset] !== ESCAPE) return offset + 1;
  if (bytes[offset + 1] === OPEN_PAREN && bytes[offset + 2] === UPPER_B) return offset + 3;
  const next = bytes.indexOf(ESCAPE, offset + 1);
  return next === -1 ? bytes.length : next;
}

/** How the characters of charsets whose bytes after the first may be ASCII are laid out. */
const CHARACTER_LAYOUTS: Readonly<Record<string, Charset['characterEnd']>> = {
  shift_jis: leadBytes((byte) => (byte >= 0x81 && byte <= 0x9f) || (byte >= 0xe0 && byte <= 0xfc)),
  gbk: leadBytes((byte) => byte >= 0x81 && byte <= 0xfe),
  gb18030: leadBytes((byte) => byte >= 0x81 && byte <= 0xfe),
  big5: leadBytes((byte) => byte >= 0x81 && byte <= 0xfe),
  'euc-kr': leadBytes((byte) => byte >= 0x81 && byte <= 0xfe),
  'iso-2022-jp': iso2022Character,
};

const charsets = new Map<string, Charset>();

/** The charset of the Encoding Standard named `name`, one object per name. */
function charsetOf(name: string): Charset {
  let charset = charsets.get(name);
  if (charset !== undefined) return charset;
  if (name === 'windows-1252') {
    charset = {
      name,
      isAsciiCompatible: true,
      decode: decodeWindows1252,
      characterEnd: singleByte,
      hasMultiByteLayout: false,
    };
  } else {
    const lenient = new TextDecoder(name);
    const fatal = new TextDecoder(name, { fatal: true });
    charset = {
      name,
      isAsciiCompatible: name !== 'utf-16le' && name !== 'utf-16be',
      decode: (bytes, isFatal) => {
        if (!isFatal) return lenient.decode(bytes);
        try {
          return fatal.decode(bytes);
        } catch {
          return null;
        }
      },
      characterEnd: CHARACTER_LAYOUTS[name] ?? singleByte,
      hasMultiByteLayout: CHARACTER_LAYOUTS[name] !== undefined,
    };
  }
  charsets.set(name, charset);
  return charset;
}

/**
 * The charset of a CA value such as 'UTF-8', 'utf8', 'GB2312' or 'latin1'; null when unknown.
 * Every label the Encoding Standard reads as windows-1252 ('iso-8859-1', 'latin1', 'ascii' ...)
 * gets this package's own windows-1252 table, the browsers' answer in every runtime.
 */
export function charsetNamed(label: string): Charset | null {
  // A collection gives the same label once per game tree; each is looked up once.
  let charset = charsetsByLabel.get(label);
  if (charset !== undefined) return charset;
  const trimmed = label.trim().toLowerCase();
  const alias = CHARSET_ALIASES.get(trimmed.replace(/[^a-z0-9]/g, ''));
  charset = null;
  for (const candidate of alias === undefined ? [trimmed] : [alias, trimmed]) {
    try {
      charset = charsetOf(new TextDecoder(candidate).encoding);
      break;
    } catch {
      // Not a label of the Encoding Standard; try the next spelling.
    }
  }
  charsetsByLabel.set(label, charset);
  return charset;
}

const charsetsByLabel = new Map<string, Charset | null>();

/** UTF-8, and windows-1252: the charsets a game tree without a usable CA is read in. */
export const UTF_8 = charsetOf('utf-8');
export const WINDOWS_1252 = charsetOf('windows-1252');
