import { describe, expect, it } from 'vitest';
import { parseSgfBytes } from './bytes.js';
import { SgfError } from './errors.js';
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

  it('should read ISO-8859-1 when there is no CA', () => {
    expect(commentOf(bytes('(;C[caf', E_ACUTE_LATIN1, '])'))).toBe('café');
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
        message:
          "Expected a known charset in CA, such as 'UTF-8' or 'GB2312', found 'klingon'; read as UTF-8 or ISO-8859-1",
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

  it('should report the problems of the text like parseSgf', () => {
    const warnings: SgfWarning[] = [];
    parseSgfBytes(bytes('(;CA[UTF-8]B[aa]W[bb]C[', E_ACUTE_UTF8, ']'), { onWarning: (warning) => warnings.push(warning) });

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
