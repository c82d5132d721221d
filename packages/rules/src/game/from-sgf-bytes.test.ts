import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { Game, SgfError, init, parseSgfBytes } from '../index.js';

beforeAll(async () => {
  await init();
});

const encoder = new TextEncoder();

/** The bytes of ASCII text and raw bytes, in order. */
function concat(parts: readonly (string | Uint8Array)[]): Uint8Array {
  const arrays = parts.map((part) => (typeof part === 'string' ? encoder.encode(part) : part));
  const bytes = new Uint8Array(arrays.reduce((total, array) => total + array.length, 0));
  let offset = 0;
  for (const array of arrays) {
    bytes.set(array, offset);
    offset += array.length;
  }
  return bytes;
}

/** CA values: the charsets of real files in many spellings, those no ASCII file can be, nonsense. */
const charsetArbitrary = fc.oneof(
  fc.constantFrom(
    'UTF-8',
    'utf8',
    'ISO-8859-1',
    'latin1',
    'Windows-1252',
    'ascii',
    'GB2312',
    'GBK',
    'GB18030',
    'Big5',
    'Shift_JIS',
    'SJIS',
    'EUC-JP',
    'EUC-KR',
    'ISO-2022-JP',
    'UTF-16LE',
    'UTF-16BE',
    'UTF-16',
    'macintosh',
    'KOI8-R',
    'x-user-defined',
    'hz-gb-2312',
    'replacement',
    '',
    ' ',
    'klingon',
  ),
  fc.string({ maxLength: 12 }),
);

/** Pieces of SGF and of text around it, as bytes: structure, sizes, old identifiers, escapes, junk. */
const fragmentArbitrary = fc.oneof(
  fc.uint8Array({ maxLength: 12 }),
  fc
    .constantFrom(
      '(',
      ')',
      ';',
      '[',
      ']',
      '\\',
      ':',
      ' ',
      '\n',
      'B[aa]',
      'W[bb]',
      'B[tt]',
      'W[]',
      'AB[aa:cc]',
      'AW[zz]',
      'AE[',
      'PL[W]',
      'FF[1]',
      'FF[3]',
      'FF[4]',
      'L[aa]',
      'M[bb]',
      'C[',
      'Black to Live]',
      'AddWhite[cc]',
      'KM[x]',
      'HA[9]',
      'CA[',
      'SZ[',
      'Game record (SGF):',
      '\u00e9',
      '棋',
    )
    .map((text) => encoder.encode(text)),
  fc
    .oneof(fc.integer({ min: -3, max: 60 }).map(String), fc.constantFrom('', '19.0', 'abc', '19:13', '9:0', '26:9'))
    .map((size) => encoder.encode(`SZ[${size}]`)),
  charsetArbitrary.map((charset) => encoder.encode(`CA[${charset}]`)),
);

/** A game tree with a CA and random pieces after it. */
const treeArbitrary = fc
  .tuple(charsetArbitrary, fc.array(fragmentArbitrary, { maxLength: 20 }))
  .map(([charset, fragments]) => concat([`(;CA[${charset}]`, ...fragments, ')']));

const bytesArbitrary = fc.oneof(
  fc.uint8Array({ maxLength: 300 }),
  fc.array(fragmentArbitrary, { maxLength: 30 }).map(concat),
  fc.array(treeArbitrary, { minLength: 1, maxLength: 3 }).map(concat),
);

/** Runs `read`; anything it throws must be an SgfError with a location. */
function onlySgfErrors(read: () => void): void {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(SgfError);
    expect((error as SgfError).line).toBeGreaterThanOrEqual(1);
    expect((error as SgfError).column).toBeGreaterThanOrEqual(1);
  }
}

describe('SGF bytes from the wild', () => {
  it('should throw nothing but an SgfError for any bytes with any CA, through parseSgfBytes and Game.fromSgf', () => {
    fc.assert(
      fc.property(bytesArbitrary, fc.boolean(), (bytes, strict) => {
        onlySgfErrors(() => parseSgfBytes(bytes, { strict }));
        onlySgfErrors(() => {
          const game = Game.fromSgf(bytes, { strict, onWarning: () => {} });
          game.goToEnd();
          Game.fromSgf(game.toSgf()).dispose();
          game.dispose();
        });
      }),
      { numRuns: 400 },
    );
  });

  it('should open the game of a collection in the charset of its own CA', () => {
    const bytes = concat([
      '(;CA[UTF-8]PB[',
      new Uint8Array([0xc3, 0xa9]),
      '])\n(;CA[ISO-8859-1]PB[',
      new Uint8Array([0xe9]),
      ']SZ[9])',
    ]);

    expect(Game.fromSgf(bytes, { game: 0 }).root.props.PB).toEqual(['é']);
    expect(Game.fromSgf(bytes, { game: 1 }).root.props.PB).toEqual(['é']);
  });
});
