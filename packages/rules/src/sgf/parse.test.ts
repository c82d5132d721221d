import { describe, expect, it } from 'vitest';
import { parseCompose } from './compose.js';
import { parseSgf } from './parse.js';
import { node, parseWithWarnings } from './test-support/trees.js';

/** The value of one property of the first node of the first tree. */
function valueOf(text: string, identifier: string): string[] | undefined {
  return parseSgf(text, { strict: true })[0]?.props[identifier];
}

describe('parseSgf', () => {
  describe('game trees', () => {
    it('should read a main line as a chain of nodes, each the only child of the one before', () => {
      const trees = parseSgf('(;GM[1]FF[4];B[pd];W[dd];B[pp])', { strict: true });

      expect(trees).toEqual([
        node({ GM: ['1'], FF: ['4'] }, node({ B: ['pd'] }, node({ W: ['dd'] }, node({ B: ['pp'] })))),
      ]);
    });

    it('should read variations as several children, in the order of the file', () => {
      const trees = parseSgf('(;B[pd](;W[dd];B[pp])(;W[dp])(;W[qq](;B[aa])(;B[bb])))', { strict: true });

      expect(trees).toEqual([
        node(
          { B: ['pd'] },
          node({ W: ['dd'] }, node({ B: ['pp'] })),
          node({ W: ['dp'] }),
          node({ W: ['qq'] }, node({ B: ['aa'] }), node({ B: ['bb'] })),
        ),
      ]);
    });

    it('should continue a sequence into a single variation as its child', () => {
      const trees = parseSgf('(;B[aa](;W[bb](;B[cc])))', { strict: true });

      expect(trees).toEqual([node({ B: ['aa'] }, node({ W: ['bb'] }, node({ B: ['cc'] })))]);
    });

    it('should read every game tree of a collection as a root', () => {
      const trees = parseSgf('(;GN[one];B[aa])\n(;GN[two])\r\n(;GN[three](;B[bb])(;B[cc]))', { strict: true });

      expect(trees.map((root) => root.props.GN)).toEqual([['one'], ['two'], ['three']]);
      expect(trees[2]?.children).toHaveLength(2);
    });

    it('should read a node without properties as an empty node', () => {
      expect(parseSgf('(;;B[aa];)', { strict: true })).toEqual([node({}, node({ B: ['aa'] }, node({})))]);
    });

    it('should ignore whitespace between all tokens', () => {
      const trees = parseSgf(' \t( ;\r\n AB \n[aa]\t [bb] ; W [cc] ( ;B[dd] ) ( ;B[ee] ) ) \n', { strict: true });

      expect(trees).toEqual([
        node({ AB: ['aa', 'bb'] }, node({ W: ['cc'] }, node({ B: ['dd'] }), node({ B: ['ee'] }))),
      ]);
    });

    it('should keep the properties of a node in the order of the file', () => {
      const [root] = parseSgf('(;SZ[19]KM[6.5]GM[1]AB[aa]PB[Black]C[x])', { strict: true });

      expect(Object.keys(root?.props ?? {})).toEqual(['SZ', 'KM', 'GM', 'AB', 'PB', 'C']);
    });

    it('should keep unknown and long private identifiers', () => {
      expect(valueOf('(;MULTIGOGM[1]XY[anything])', 'MULTIGOGM')).toEqual(['1']);
      expect(valueOf('(;MULTIGOGM[1]XY[anything])', 'XY')).toEqual(['anything']);
    });
  });

  describe('value types', () => {
    it('should keep every FF[4] value type as its string', () => {
      const text =
        '(;KO[]MN[12]KM[-6.5]GB[2]PL[W]PB[Honinbo Shusaku]C[a\ncomment]AB[aa][bb:cc]B[pd]' +
        'LB[dd:A]AP[Sabaki:0.51]SZ[19:13]FG[259:Figure 1])';
      const [root] = parseSgf(text, { strict: true });

      expect(root?.props).toEqual({
        KO: [''],
        MN: ['12'],
        KM: ['-6.5'],
        GB: ['2'],
        PL: ['W'],
        PB: ['Honinbo Shusaku'],
        C: ['a\ncomment'],
        AB: ['aa', 'bb:cc'],
        B: ['pd'],
        LB: ['dd:A'],
        AP: ['Sabaki:0.51'],
        SZ: ['19:13'],
        FG: ['259:Figure 1'],
      });
    });

    it('should read an empty move value, a pass, as an empty string', () => {
      expect(parseSgf('(;B[];W[tt])', { strict: true })).toEqual([node({ B: [''] }, node({ W: ['tt'] }))]);
    });

    it('should keep structural characters inside a value as text', () => {
      expect(valueOf('(;C[(;B[aa\\]) [x\\] ; ( ) [ ;W[bb])', 'C')).toEqual(['(;B[aa]) [x] ; ( ) [ ;W[bb']);
    });

    it('should keep characters outside ASCII unchanged', () => {
      expect(valueOf('(;C[棋 바둑 囲碁 😀 é])', 'C')).toEqual(['棋 바둑 囲碁 😀 é']);
    });
  });

  describe('escapes', () => {
    it("should make ']' literal after a backslash", () => {
      expect(valueOf('(;C[a\\]b])', 'C')).toEqual(['a]b']);
    });

    it('should make a backslash literal after a backslash', () => {
      expect(valueOf('(;C[a\\\\b\\\\])', 'C')).toEqual(['a\\b\\']);
    });

    it('should make any other character literal after a backslash', () => {
      expect(valueOf('(;C[\\a\\:\\[\\;\\棋])', 'C')).toEqual(['a:[;棋']);
    });

    it.each([
      ['LF', '\n'],
      ['CR', '\r'],
      ['CRLF', '\r\n'],
      ['LFCR', '\n\r'],
    ])('should remove a soft line break written as backslash %s', (_name, lineBreak) => {
      expect(valueOf(`(;C[one \\${lineBreak}line])`, 'C')).toEqual(['one line']);
    });

    it.each([
      ['LF', '\n'],
      ['CR', '\r'],
      ['CRLF', '\r\n'],
      ['LFCR', '\n\r'],
    ])('should turn a hard line break written as %s into one LF', (_name, lineBreak) => {
      expect(valueOf(`(;C[one${lineBreak}two${lineBreak}])`, 'C')).toEqual(['one\ntwo\n']);
    });

    it('should pair line breaks from left to right', () => {
      expect(valueOf('(;C[a\n\r\nb\r\n\rc\r\rd\n\ne])', 'C')).toEqual(['a\n\nb\n\nc\n\nd\n\ne']);
    });

    it('should read an escaped backslash before a line break as a backslash and a hard break', () => {
      expect(valueOf('(;C[a\\\\\r\nb])', 'C')).toEqual(['a\\\nb']);
    });

    it('should remove only the soft break and keep a hard break after it', () => {
      expect(valueOf('(;C[a\\\n\nb])', 'C')).toEqual(['a\nb']);
    });

    it('should read escapes and breaks in the same value in order', () => {
      expect(valueOf('(;C[x\\]y\r\nz\\\\w\\\r\nv\rq])', 'C')).toEqual(['x]y\nz\\wv\nq']);
    });
  });

  describe('compose values', () => {
    it("should keep the first ':' as the separator and an escaped ':' as text", () => {
      const [label] = valueOf('(;LB[aa:a\\:b][bb:plain])', 'LB') ?? [];

      expect(label).toBe('aa:a:b');
      expect(parseCompose(label as string)).toEqual(['aa', 'a:b']);
    });

    it('should keep compressed point lists as written', () => {
      expect(valueOf('(;AB[aa:cc][dd]AE[ee:ef])', 'AB')).toEqual(['aa:cc', 'dd']);
    });
  });

  describe('input', () => {
    it('should ignore a byte-order mark at the start of the text', () => {
      expect(parseSgf('\uFEFF(;B[aa])', { strict: true })).toEqual([node({ B: ['aa'] })]);
    });

    it('should read a well-formed file in lenient mode without warnings', () => {
      const { trees, warnings } = parseWithWarnings('(;FF[4]C[ok](;B[aa])(;B[bb]))\n');

      expect(trees).toHaveLength(1);
      expect(warnings).toEqual([]);
    });
  });
});
