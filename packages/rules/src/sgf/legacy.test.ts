import { describe, expect, it } from 'vitest';
import { SgfError } from './errors.js';
import { parseSgf } from './parse.js';
import { node, parseWithWarnings } from './test-support/trees.js';

describe('FF[1]-FF[3] files', () => {
  it('should drop lowercase letters of identifiers without warnings', () => {
    const { trees, warnings } = parseWithWarnings('(;FF[3]CoPyright[GoGoD]AddBlack[dd][pp]PlayerBlack[Sheng];White[jj])');

    expect(trees).toEqual([
      node({ FF: ['3'], CP: ['GoGoD'], AB: ['dd', 'pp'], PB: ['Sheng'] }, node({ W: ['jj'] })),
    ]);
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

  it('should drop lowercase letters of identifiers in FF[4] files too, with a warning', () => {
    const { trees, warnings } = parseWithWarnings('(;FF[4]AddBlack[aa])');

    expect(trees).toEqual([node({ FF: ['4'], AB: ['aa'] })]);
    expect(warnings).toEqual([
      { message: "Expected a property identifier in uppercase letters, found 'AddBlack'", line: 1, column: 8 },
    ]);
    expect(() => parseSgf('(;FF[4]AddBlack[aa])', { strict: true })).toThrow(SgfError);
  });
});
