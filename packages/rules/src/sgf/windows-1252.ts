import { firstNonAscii } from './scan.js';

/**
 * windows-1252, the charset that the Encoding Standard (and so every browser's `TextDecoder`)
 * reads for the labels 'iso-8859-1', 'latin1', 'ascii' and 'windows-1252' alike. Node's
 * `TextDecoder` from 20.18.3 and 22.13.0 on (nodejs/node#60888, fixed in later releases) decodes
 * those labels as ISO-8859-1, so bytes 0x80-0x9F become C1 control characters there and '€', '’'
 * and '“' in browsers. This table gives every runtime the browsers' answer: real text never means
 * a C1 control, and files that say ISO-8859-1 while using those bytes mean windows-1252.
 */

/** The characters of bytes 0x80-0x9F; the five bytes windows-1252 leaves undefined keep their
 * C1 control, as the Encoding Standard says. */
const HIGH_BYTES: readonly number[] = [
  0x20ac, 0x0081, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008d, 0x017d, 0x008f,
  0x0090, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x009d, 0x017e, 0x0178,
];

const FIRST_HIGH_BYTE = 0x80;
const LAST_HIGH_BYTE = 0x9f;
/** Code units per `String.fromCharCode` call: well under every engine's argument limit. */
const CHUNK = 1 << 13;

/** Decodes ASCII, the common case, at native speed; every charset here agrees on it. */
const ASCII = new TextDecoder('utf-8');

/** The text of windows-1252 bytes, the same in Node and in browsers. */
export function decodeWindows1252(bytes: Uint8Array): string {
  if (firstNonAscii(bytes) === -1) return ASCII.decode(bytes);
  // Bytes from 0xA0 on are the code points of ISO-8859-1, which windows-1252 extends.
  const codes = new Uint16Array(bytes.length);
  codes.set(bytes);
  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index] as number;
    if (byte >= FIRST_HIGH_BYTE && byte <= LAST_HIGH_BYTE) codes[index] = HIGH_BYTES[byte - FIRST_HIGH_BYTE] as number;
  }
  const chunks: string[] = [];
  for (let start = 0; start < codes.length; start += CHUNK) {
    chunks.push(String.fromCharCode.apply(null, codes.subarray(start, start + CHUNK) as unknown as number[]));
  }
  return chunks.join('');
}
