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
const HIGH_BYTES = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

/** ISO-8859-1 and windows-1252 agree on every other byte, in every runtime. */
const LATIN1 = new TextDecoder('latin1');

/** The text of windows-1252 bytes, the same in Node and in browsers. */
export function decodeWindows1252(bytes: Uint8Array): string {
  // Browsers decode every byte right; where the runtime leaves 0x80-0x9F as C1 controls, the
  // table puts them right.
  return LATIN1.decode(bytes).replace(/[\x80-\x9f]/g, (control) => HIGH_BYTES[control.charCodeAt(0) - 0x80] as string);
}
