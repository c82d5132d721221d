import { describe, expect, it } from 'vitest';
import { parseSgfBytes } from './bytes.js';
import { SgfError } from './errors.js';
import { CHARSET_CASES } from './test-support/charset-cases.js';
import type { SgfWarning } from './types.js';

/** Bytes of ASCII text with raw byte sequences in between: bytes('(;C[', [0xc6, 0xe5], '])'). */
function bytes(...parts: (string | number[])[]): Uint8Array {
  const values: number[] = [];
  for (const part of parts) {
    if (typeof part === 'string') for (const character of part) values.push(character.charCodeAt(0));
    else values.push(...part);
  }
  return new Uint8Array(values);
}

/** The comment of the first node read from `data`. */
function commentOf(data: Uint8Array): string | undefined {
  return parseSgfBytes(data, { strict: true })[0]?.props.C?.[0];
}

// Byte sequences of the characters used below, written out by hand and checked against
// TextDecoder in the first test, so that a wrong table cannot make the other tests pass.
const GO_STONE_GB2312 = [0xc6, 0xe5]; // 棋
const GO_STONE_BIG5 = [0xb4, 0xd1]; // 棋
const GO_STONE_SHIFT_JIS = [0x8a, 0xfb]; // 棋
const GO_STONE_EUC_JP = [0xb4, 0xfd]; // 棋
const TABLE_SHIFT_JIS = [0x95, 0x5c]; // 表, whose second byte is '\'
const BADUK_EUC_KR = [0xb9, 0xd9, 0xb5, 0xcf]; // 바둑
const GO_STONE_UTF8 = [0xe6, 0xa3, 0x8b]; // 棋
const E_ACUTE_UTF8 = [0xc3, 0xa9]; // é
const E_ACUTE_LATIN1 = [0xe9]; // é

describe('parseSgfBytes', () => {
  it('should use byte sequences that TextDecoder agrees with', () => {
    const decode = (label: string, sequence: number[]) => new TextDecoder(label).decode(new Uint8Array(sequence));

    expect(decode('gb2312', GO_STONE_GB2312)).toBe('棋');
    expect(decode('big5', GO_STONE_BIG5)).toBe('棋');
    expect(decode('shift_jis', GO_STONE_SHIFT_JIS)).toBe('棋');
    expect(decode('euc-jp', GO_STONE_EUC_JP)).toBe('棋');
    expect(decode('shift_jis', TABLE_SHIFT_JIS)).toBe('表');
    expect(decode('euc-kr', BADUK_EUC_KR)).toBe('바둑');
    expect(decode('utf-8', GO_STONE_UTF8)).toBe('棋');
  });

  it('should read UTF-8 when CA says so', () => {
    expect(commentOf(bytes('(;CA[UTF-8]C[', GO_STONE_UTF8, E_ACUTE_UTF8, '])'))).toBe('棋é');
  });

  it('should read ISO-8859-1 when there is no CA and the bytes are not UTF-8, and say so', () => {
    const warnings: SgfWarning[] = [];
    const [root] = parseSgfBytes(bytes('(;GM[1]\nC[caf', E_ACUTE_LATIN1, '])'), {
      onWarning: (warning) => warnings.push(warning),
    });

    expect(root?.props.C).toEqual(['café']);
    expect(warnings).toEqual([
      {
        message:
          'Expected CA to name the charset of text beyond ASCII, found none; read as ISO-8859-1, the FF[4] default',
        line: 2,
        column: 6,
      },
    ]);
    expect(commentOf(bytes('(;C[caf', E_ACUTE_LATIN1, '])'))).toBe('café');
  });

  it('should read UTF-8 when there is no CA and the bytes are valid UTF-8, and say so', () => {
    const LIU_SHUNYU_UTF8 = [0xe5, 0x8a, 0x89, 0xe9, 0xa0, 0x86, 0xe5, 0xae, 0x87]; // 劉順宇
    const warnings: string[] = [];
    const [root] = parseSgfBytes(bytes('(;PB[', LIU_SHUNYU_UTF8, ']PW[Lee])'), {
      onWarning: (warning) => warnings.push(warning.message),
    });

    expect(root?.props.PB).toEqual(['劉順宇']);
    expect(warnings).toEqual([
      'Expected CA to name the charset of text beyond ASCII, found none; read as UTF-8, as the bytes are valid UTF-8',
    ]);
    expect(parseSgfBytes(bytes('(;PB[', LIU_SHUNYU_UTF8, '])'), { strict: true })[0]?.props.PB).toEqual(['劉順宇']);
  });

  it('should say nothing of the charset of ASCII bytes without CA', () => {
    const warnings: SgfWarning[] = [];
    parseSgfBytes(bytes('(;PB[Lee];B[aa])'), { onWarning: (warning) => warnings.push(warning) });

    expect(warnings).toEqual([]);
  });

  it("should warn about Shift_JIS without CA whose second byte '\\' would swallow the next property", () => {
    const warnings: SgfWarning[] = [];
    const [root] = parseSgfBytes(bytes('(;C[', TABLE_SHIFT_JIS, ']PB[x];B[aa])'), {
      onWarning: (warning) => warnings.push(warning),
    });

    expect(root?.props.PB).toBeUndefined();
    expect(warnings[1]).toEqual({
      message:
        "Expected CA to name the charset of the bytes 0x95 0x5C, one Shift_JIS, GBK or Big5 character, found none; read as ISO-8859-1, where '\\' escapes this ']'",
      line: 1,
      column: 6,
    });
    expect(commentOf(bytes('(;CA[Shift_JIS]C[', TABLE_SHIFT_JIS, ']PB[x])'))).toBe('表');
  });

  it('should read ISO-8859-1 when CA says so', () => {
    expect(commentOf(bytes('(;CA[ISO-8859-1]C[caf', E_ACUTE_LATIN1, '])'))).toBe('café');
  });

  it.each([
    ['GB2312', GO_STONE_GB2312],
    ['GBK', GO_STONE_GB2312],
    ['GB18030', GO_STONE_GB2312],
    ['Big5', GO_STONE_BIG5],
    ['Shift_JIS', GO_STONE_SHIFT_JIS],
    ['EUC-JP', GO_STONE_EUC_JP],
  ])('should read %s when CA says so', (charset, sequence) => {
    expect(commentOf(bytes(`(;CA[${charset}]C[`, sequence, '])'))).toBe('棋');
  });

  it('should read EUC-KR when CA says so', () => {
    expect(commentOf(bytes('(;CA[EUC-KR]C[', BADUK_EUC_KR, '])'))).toBe('바둑');
  });

  it('should use a CA that comes after the text it applies to', () => {
    expect(commentOf(bytes('(;C[', GO_STONE_GB2312, ']CA[gb2312])'))).toBe('棋');
    const [root] = parseSgfBytes(bytes('(;GM[1]\n;B[aa]C[', BADUK_EUC_KR, '];W[bb]CA[euc-kr])'));
    expect(root?.children[0]?.props.C).toEqual(['바둑']);
  });

  it("should find CA after a Shift_JIS comment whose last byte is '\\'", () => {
    expect(commentOf(bytes('(;C[', TABLE_SHIFT_JIS, ']CA[Shift_JIS])'))).toBe('表');
  });

  it('should not take "CA[" inside a comment for the charset', () => {
    expect(commentOf(bytes('(;C[set CA[UTF-8\\] for caf', E_ACUTE_LATIN1, '])'))).toBe('set CA[UTF-8] for café');
  });

  it.each([
    ['utf8', E_ACUTE_UTF8, 'é'],
    [' utf-8 ', E_ACUTE_UTF8, 'é'],
    ['Utf_8', E_ACUTE_UTF8, 'é'],
    ['latin1', E_ACUTE_LATIN1, 'é'],
    ['Latin-1', E_ACUTE_LATIN1, 'é'],
    ['iso8859-1', E_ACUTE_LATIN1, 'é'],
    ['gb2312', GO_STONE_GB2312, '棋'],
    ['cp936', GO_STONE_GB2312, '棋'],
    ['SJIS', GO_STONE_SHIFT_JIS, '棋'],
    ['big-5', GO_STONE_BIG5, '棋'],
    ['euckr', BADUK_EUC_KR, '바둑'],
  ])('should understand the spelling CA[%s]', (charset, sequence, text) => {
    expect(commentOf(bytes(`(;CA[${charset}]C[`, sequence, '])'))).toBe(text);
  });

  it('should skip a UTF-8 byte-order mark and read UTF-8 whatever CA says', () => {
    expect(commentOf(bytes([0xef, 0xbb, 0xbf], '(;C[', GO_STONE_UTF8, '])'))).toBe('棋');
    expect(commentOf(bytes([0xef, 0xbb, 0xbf], '(;CA[ISO-8859-1]C[', E_ACUTE_UTF8, '])'))).toBe('é');
  });

  it('should warn about an unknown charset and read valid UTF-8 as UTF-8', () => {
    const warnings: SgfWarning[] = [];
    const data = bytes('(;FF[4]\nCA[klingon]C[', GO_STONE_UTF8, '])');
    const [root] = parseSgfBytes(data, { onWarning: (warning) => warnings.push(warning) });

    expect(root?.props.C).toEqual(['棋']);
    expect(warnings).toEqual([
      {
        message: "Expected a known charset in CA, such as 'UTF-8' or 'GB2312', found 'klingon'; read as UTF-8",
        line: 2,
        column: 4,
      },
    ]);
  });

  it('should read other bytes of an unknown charset as ISO-8859-1', () => {
    const [root] = parseSgfBytes(bytes('(;CA[klingon]C[caf', E_ACUTE_LATIN1, '])'));

    expect(root?.props.C).toEqual(['café']);
  });

  it('should throw an SgfError for an unknown charset in strict mode', () => {
    expect(() => parseSgfBytes(bytes('(;CA[klingon])'), { strict: true })).toThrow(SgfError);
  });

  it('should read each game tree of a collection in the charset of its own CA', () => {
    const trees = parseSgfBytes(
      bytes(
        '(;CA[UTF-8]C[',
        E_ACUTE_UTF8,
        '])\n(;CA[ISO-8859-1]C[',
        E_ACUTE_LATIN1,
        '])\n(;C[',
        GO_STONE_GB2312,
        ']CA[GB2312])',
      ),
      { strict: true },
    );

    expect(trees.map((root) => root.props.C)).toEqual([['é'], ['é'], ['棋']]);
  });

  it('should read a tree whose bytes are not its CA apart from the trees around it that name the same CA', () => {
    const warnings: SgfWarning[] = [];
    const data = bytes(
      '(;CA[UTF-8]C[',
      E_ACUTE_UTF8,
      '])\n(;CA[UTF-8]C[',
      E_ACUTE_LATIN1,
      '])\n(;CA[UTF-8]C[',
      GO_STONE_UTF8,
      '])',
    );
    const trees = parseSgfBytes(data, { onWarning: (warning) => warnings.push(warning) });

    expect(trees.map((root) => root.props.C)).toEqual([['é'], ['é'], ['棋']]);
    expect(warnings.map(({ line, column }) => [line, column])).toEqual([[2, 6]]);
  });

  it("should end a double-byte game tree where its charset does, whatever '\\' and ']' its characters hold", () => {
    const SO_SHIFT_JIS = [0x83, 0x5c]; // ソ, whose second byte is '\'
    const ZO_SHIFT_JIS = [0x83, 0x5d]; // ゾ, whose second byte is ']'
    const YE_BIG5 = [0xa4, 0x5d]; // 也
    const data = bytes(
      '(;CA[Shift_JIS]C[',
      TABLE_SHIFT_JIS,
      ZO_SHIFT_JIS,
      SO_SHIFT_JIS,
      '])',
      '(;CA[Big5]C[',
      GO_STONE_BIG5,
      YE_BIG5,
      '](;B[aa]))',
      '(;CA[UTF-8]C[',
      GO_STONE_UTF8,
      '])',
    );
    const trees = parseSgfBytes(data, { strict: true });

    expect(trees.map((root) => root.props.C)).toEqual([['表ゾソ'], ['棋也'], ['棋']]);
    expect(trees[1]?.children[0]?.props.B).toEqual(['aa']);
  });

  it('should read ISO-2022-JP, whose two-byte characters are written in ASCII bytes', () => {
    // ESC $ B 0x30 0x5D 0x3A 0x5C ESC ( B is 維載: ']' and '\' are halves of characters there.
    const data = bytes(
      '(;CA[ISO-2022-JP]C[',
      [0x1b, 0x24, 0x42, 0x30, 0x5d, 0x3a, 0x5c, 0x1b, 0x28, 0x42],
      ' (x)];B[aa])',
    );
    const [root] = parseSgfBytes(data, { strict: true });

    expect(root?.props.C).toEqual(['維載 (x)']);
    expect(root?.children[0]?.props.B).toEqual(['aa']);
  });

  it('should warn about a CA its bytes cannot be, UTF-16 in an ASCII file, and read the game all the same', () => {
    const warnings: SgfWarning[] = [];
    const data = bytes('(;FF[4]CA[UTF-16LE]SZ[9]\n;B[ee])');
    const [root] = parseSgfBytes(data, { onWarning: (warning) => warnings.push(warning) });

    expect(root?.children[0]?.props.B).toEqual(['ee']);
    expect(warnings).toEqual([
      {
        message:
          "Expected CA to name a charset of single-byte ASCII, as CA is written in, found 'UTF-16LE'; read as UTF-8",
        line: 1,
        column: 11,
      },
    ]);
    expect(() => parseSgfBytes(data, { strict: true })).toThrow(SgfError);
  });

  it('should read bytes that are not the UTF-8 CA names as ISO-8859-1, with a warning', () => {
    const warnings: string[] = [];
    const [root] = parseSgfBytes(bytes('(;CA[UTF-8]C[caf', E_ACUTE_LATIN1, '])'), {
      onWarning: (warning) => warnings.push(warning.message),
    });

    expect(root?.props.C).toEqual(['café']);
    expect(warnings).toEqual(['Expected UTF-8 bytes, as CA says, found bytes that are not UTF-8; read as ISO-8859-1']);
  });

  it('should keep UTF-8 with one broken character as UTF-8', () => {
    const warnings: string[] = [];
    const [root] = parseSgfBytes(bytes('(;CA[UTF-8]C[', GO_STONE_UTF8, [0xe6, 0xa3], '])'), {
      onWarning: (warning) => warnings.push(warning.message),
    });

    expect(root?.props.C).toEqual(['棋\uFFFD']);
    expect(warnings[0]).toMatch(/are not UTF-8; read as UTF-8$/);
  });

  it('should read a declared GB2312 that is not valid GB2312 as ISO-8859-1, with a warning', () => {
    const warnings: string[] = [];
    // In GBK 0xE9 starts a character whose second byte cannot be a space (but could be ']').
    const [root] = parseSgfBytes(bytes('(;CA[GB2312]C[caf', E_ACUTE_LATIN1, ' au lait])'), {
      onWarning: (warning) => warnings.push(warning.message),
    });

    expect(root?.props.C).toEqual(['café au lait']);
    expect(warnings[0]).toMatch(/^Expected GB2312 bytes, as CA says/);
  });

  it('should read windows-1252 bytes 0x80-0x9F as the characters browsers show', () => {
    const quotes = [0x80, 0x20, 0x92, 0x20, 0x93, 0x94];
    for (const charset of ['Windows-1252', 'ISO-8859-1', 'latin1', 'ascii', 'cp1252']) {
      expect(commentOf(bytes(`(;CA[${charset}]C[`, quotes, '])'))).toBe('€ ’ “”');
    }
    expect(parseSgfBytes(bytes('(;C[', quotes, '])'))[0]?.props.C).toEqual(['€ ’ “”']);
  });

  it.each(CHARSET_CASES)('should read $name as browsers do', ({ bytes: data, comments }) => {
    expect(parseSgfBytes(data, { strict: true }).map((root) => root.props.C?.[0])).toEqual(comments);
  });

  it('should read UTF-16 without a byte-order mark, with a warning', () => {
    const text = '(;CA[UTF-16]C[棋])';
    const bigEndian = new Uint8Array(text.length * 2);
    for (let index = 0; index < text.length; index++) {
      bigEndian[2 * index] = text.charCodeAt(index) >> 8;
      bigEndian[2 * index + 1] = text.charCodeAt(index) & 0xff;
    }
    const warnings: string[] = [];

    expect(parseSgfBytes(bigEndian, { onWarning: (warning) => warnings.push(warning.message) })[0]?.props.C).toEqual([
      '棋',
    ]);
    expect(warnings).toEqual(['Expected a byte-order mark before UTF-16 text, found none; read as UTF-16BE']);
  });

  it('should report the problems of the text like parseSgf', () => {
    const warnings: SgfWarning[] = [];
    parseSgfBytes(bytes('(;CA[UTF-8]B[aa]W[bb]C[', E_ACUTE_UTF8, ']'), {
      onWarning: (warning) => warnings.push(warning),
    });

    expect(warnings.map(({ line, column }) => [line, column])).toEqual([
      [1, 17],
      [1, 26],
    ]);
  });

  it('should accept a Node.js Buffer', () => {
    expect(parseSgfBytes(Buffer.from('(;CA[UTF-8]C[棋])', 'utf8'))[0]?.props.C).toEqual(['棋']);
  });

  it('should throw an SgfError for an argument that is not bytes', () => {
    expect(() => parseSgfBytes('(;B[aa])' as unknown as Uint8Array)).toThrow(SgfError);
  });
});
