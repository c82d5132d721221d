import { describe, expect, it } from 'vitest';
import { SgfError } from './errors.js';
import { parseSgf } from './parse.js';
import { stringifySgf } from './stringify.js';
import { node, parseWithWarnings } from './test-support/trees.js';

describe('FF[1]-FF[3] files', () => {
  it('should drop lowercase letters of identifiers without warnings', () => {
    const { trees, warnings } = parseWithWarnings(
      '(;FF[3]CoPyright[GoGoD]AddBlack[dd][pp]PlayerBlack[Sheng];White[jj])',
    );

    expect(trees).toEqual([node({ FF: ['3'], CP: ['GoGoD'], AB: ['dd', 'pp'], PB: ['Sheng'] }, node({ W: ['jj'] }))]);
    expect(warnings).toEqual([]);
  });

  it('should turn old labels L into LB with the letters A, B, C in order', () => {
    const [root] = parseSgf('(;FF[3]L[aa][bb][cc])', { strict: true });

    expect(root?.props).toEqual({ FF: ['3'], LB: ['aa:A', 'bb:B', 'cc:C'] });
  });

  it('should turn old marks M into MA', () => {
    const [root] = parseSgf('(;FF[1];B[aa]M[bb][cc])', { strict: true });

    expect(root?.children[0]?.props).toEqual({ B: ['aa'], MA: ['bb', 'cc'] });
  });

  it('should add converted labels to the LB of the node without a duplicate warning', () => {
    const { trees, warnings } = parseWithWarnings('(;FF[3];LB[dd:X]L[aa][bb])');

    expect(trees[0]?.children[0]?.props).toEqual({ LB: ['dd:X', 'aa:A', 'bb:B'] });
    expect(warnings).toEqual([]);
  });

  it('should join LB given after L without a duplicate warning', () => {
    const { trees, warnings } = parseWithWarnings('(;FF[3];L[aa]LB[dd:X]M[bb]MA[cc])');

    expect(trees[0]?.children[0]?.props).toEqual({ LB: ['aa:A', 'dd:X'], MA: ['bb', 'cc'] });
    expect(warnings).toEqual([]);
  });

  it('should convert L and M throughout the game tree whose root says FF[3]', () => {
    const [root] = parseSgf('(;FF[3](;B[aa]L[bb])(;B[cc];W[dd]M[ee]))', { strict: true });

    expect(root?.children[0]?.props.LB).toEqual(['bb:A']);
    expect(root?.children[1]?.children[0]?.props.MA).toEqual(['ee']);
  });

  it('should use each game tree of a collection with its own FF', () => {
    const trees = parseSgf('(;FF[3]L[aa])(;FF[4]L[aa])', { strict: true });

    expect(trees.map((root) => root.props)).toEqual([
      { FF: ['3'], LB: ['aa:A'] },
      { FF: ['4'], L: ['aa'] },
    ]);
  });

  it('should keep L and M of FF[4] files and files without FF as unknown properties', () => {
    expect(parseSgf('(;FF[4]L[aa]M[bb])', { strict: true })).toEqual([node({ FF: ['4'], L: ['aa'], M: ['bb'] })]);
    expect(parseSgf('(;GM[1]L[aa]M[bb])', { strict: true })).toEqual([node({ GM: ['1'], L: ['aa'], M: ['bb'] })]);
  });

  it('should follow the first FF of the root when a damaged root gives FF twice', () => {
    // Shrunk by the property test that reads a lenient reading, written again: the second FF
    // made the reader keep L, and reading the written '(;FF[3][4]L)' turned it into LB.
    const trees = parseSgf('(FF[3]FF[4]L');

    expect(trees).toEqual([node({ FF: ['3', '4'], LB: [] })]);
    expect(parseSgf(stringifySgf(trees))).toEqual(trees);
    expect(parseSgf('(;FF[4]FF[3]L[aa])')).toEqual([node({ FF: ['4', '3'], L: ['aa'] })]);
  });

  it('should take FF from the root only: an FF in a later node changes nothing', () => {
    const [root] = parseSgf('(;FF[4];FF[3]L[aa](;L[bb])(;FF[1];M[cc]))');

    expect(root?.children[0]?.props).toEqual({ FF: ['3'], L: ['aa'] });
    expect(root?.children[0]?.children[0]?.props).toEqual({ L: ['bb'] });
    expect(root?.children[0]?.children[1]?.children[0]?.props).toEqual({ M: ['cc'] });
    const [old] = parseSgf('(;FF[3];FF[4]L[aa])');
    expect(old?.children[0]?.props).toEqual({ FF: ['4'], LB: ['aa:A'] });
  });

  it("should skip words after a stray ']' of an FF[4] comment instead of reading properties", () => {
    const { trees, warnings } = parseWithWarnings('(;FF[4]C[\\\\] Black to Live];B[aa])');

    expect(trees).toEqual([node({ FF: ['4'], C: ['\\'] }, node({ B: ['aa'] }))]);
    expect(warnings).toEqual([
      {
        message: "Expected a property identifier in uppercase letters, found the text 'Black to Live]'",
        line: 1,
        column: 14,
      },
    ]);
    expect(stringifySgf(trees)).not.toMatch(/\bL\b/);
  });

  it('should stop skipping stray FF[4] text at a property with a value', () => {
    const { trees, warnings } = parseWithWarnings('(;FF[4]C[a\\\\] see here] TR[aa]\nnote;W[bb])');

    expect(trees).toEqual([node({ FF: ['4'], C: ['a\\'], TR: ['aa'] }, node({ W: ['bb'] }))]);
    expect(warnings.map((warning) => warning.message)).toEqual([
      "Expected a property identifier in uppercase letters, found the text 'see here]'",
      "Expected a property identifier in uppercase letters, found the text 'note'",
    ]);
    expect(() => parseSgf('(;FF[4]C[\\\\] Black to Live])', { strict: true })).toThrow(SgfError);
  });

  it("should read words after a stray ']' of an FF[3] comment as FF[3] identifiers", () => {
    const [root] = parseSgf('(;FF[3]C[x] Black[aa])');

    expect(root?.props).toEqual({ FF: ['3'], C: ['x'], B: ['aa'] });
  });

  it('should drop lowercase letters of identifiers in FF[4] files too, with a warning', () => {
    const { trees, warnings } = parseWithWarnings('(;FF[4]AddBlack[aa])');

    expect(trees).toEqual([node({ FF: ['4'], AB: ['aa'] })]);
    expect(warnings).toEqual([
      { message: "Expected a property identifier in uppercase letters, found 'AddBlack'", line: 1, column: 8 },
    ]);
    expect(() => parseSgf('(;FF[4]AddBlack[aa])', { strict: true })).toThrow(SgfError);
  });
});
