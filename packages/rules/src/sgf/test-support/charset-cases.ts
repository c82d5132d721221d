// Bytes whose reading must be the same in Node and in browsers, run by bytes.test.ts in Node and
// by charset.browser.test.ts in Chromium. Node's TextDecoder and the browsers' differ on some of
// them (windows-1252), which the package's own decoding must hide.

/** ASCII text and raw bytes as one byte array: ascii('(;C[', [0xe9], '])'). */
export function asciiAndBytes(...parts: (string | number[])[]): Uint8Array {
  const values: number[] = [];
  for (const part of parts) {
    if (typeof part === 'string') for (const character of part) values.push(character.charCodeAt(0));
    else values.push(...part);
  }
  return new Uint8Array(values);
}

/** A file, and the comment of each of its game trees as it must read everywhere. */
export interface CharsetCase {
  name: string;
  bytes: Uint8Array;
  comments: string[];
}

const QUOTES_1252 = [0x80, 0x20, 0x92, 0x20, 0x93, 0x94];

export const CHARSET_CASES: readonly CharsetCase[] = [
  ...['Windows-1252', 'ISO-8859-1', 'latin1', 'ascii', 'us-ascii'].map((charset) => ({
    name: `CA[${charset}] with bytes 0x80-0x9F`,
    bytes: asciiAndBytes(`(;CA[${charset}]C[`, QUOTES_1252, '])'),
    comments: ['€ ’ “”'],
  })),
  {
    name: 'no CA, bytes that are not UTF-8',
    bytes: asciiAndBytes('(;C[', QUOTES_1252, [0xe9], '])'),
    comments: ['€ ’ “”é'],
  },
  {
    name: 'every byte from 0x80 to 0xFF under CA[ISO-8859-1], ] and \\ aside',
    bytes: asciiAndBytes(
      '(;CA[ISO-8859-1]C[',
      Array.from({ length: 128 }, (_, index) => 0x80 + index),
      '])',
    ),
    comments: [
      '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ' +
        Array.from({ length: 96 }, (_, index) => String.fromCharCode(0xa0 + index)).join(''),
    ],
  },
  {
    name: 'a collection of UTF-8, ISO-8859-1 and GB2312 trees',
    bytes: asciiAndBytes(
      '(;CA[UTF-8]C[',
      [0xc3, 0xa9],
      '])(;CA[ISO-8859-1]C[',
      [0xe9],
      '])(;CA[GB2312]C[',
      [0xc6, 0xe5],
      '])',
    ),
    comments: ['é', 'é', '棋'],
  },
];
