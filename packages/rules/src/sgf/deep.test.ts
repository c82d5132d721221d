import { describe, expect, it } from 'vitest';
import { parseSgf } from './parse.js';
import { stringifySgf } from './stringify.js';
import {
  countNodes,
  findDifference,
  mainLineSgf,
  maxDepth,
  nestedVariationsSgf,
  parseWithWarnings,
} from './test-support/trees.js';

const MAIN_LINE_MOVES = 100_000;
const NESTED_VARIATIONS = 10_000;

describe('very deep game trees', () => {
  it('should read and write a main line of 100,000 moves without overflowing the stack', () => {
    const trees = parseSgf(mainLineSgf(MAIN_LINE_MOVES), { strict: true });

    expect(countNodes(trees)).toBe(MAIN_LINE_MOVES + 1);
    expect(maxDepth(trees)).toBe(MAIN_LINE_MOVES + 1);
    expect(findDifference(parseSgf(stringifySgf(trees), { strict: true }), trees)).toBeNull();
  });

  it('should read and write 10,000 variations nested in each other', () => {
    const trees = parseSgf(nestedVariationsSgf(NESTED_VARIATIONS), { strict: true });

    // The root, then per level a leaf variation and a node that holds the next level.
    expect(countNodes(trees)).toBe(1 + 2 * NESTED_VARIATIONS);
    expect(maxDepth(trees)).toBe(NESTED_VARIATIONS + 1);
    const written = stringifySgf(trees);
    expect(written.split('\n(').length - 1).toBe(2 * NESTED_VARIATIONS);
    expect(findDifference(parseSgf(written, { strict: true }), trees)).toBeNull();
  });

  it('should close 10,000 open variations at a missing end with a single warning', () => {
    const text = nestedVariationsSgf(NESTED_VARIATIONS).replace(/\)+$/, '');
    const { trees, warnings } = parseWithWarnings(text);

    expect(countNodes(trees)).toBe(1 + 2 * NESTED_VARIATIONS);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.message).toContain(`Expected ${NESTED_VARIATIONS + 1} ')'`);
  });

  it('should read 10,000 empty variations nested in each other', () => {
    const text = '(;B[aa]' + '('.repeat(NESTED_VARIATIONS) + ')'.repeat(NESTED_VARIATIONS) + ')';
    const { trees, warnings } = parseWithWarnings(text);

    expect(trees).toEqual([{ props: { B: ['aa'] }, children: [] }]);
    expect(warnings.length).toBeGreaterThan(0);
  });

  it('should locate 50,000 problems in one pass over the text', () => {
    // Locating each warning from the start of a 1 MB text would take minutes, not milliseconds.
    const lines = Array.from({ length: 50_000 }, (_, index) => `;B[aa]W[bb]C[line ${index} of a long record]`);
    const { trees, warnings } = parseWithWarnings(`(;GM[1]\n${lines.join('\n')})`);

    expect(countNodes(trees)).toBe(1 + 100_000);
    expect(warnings).toHaveLength(50_000);
    expect(warnings.at(-1)).toMatchObject({ line: 50_001, column: 7 });
  });
});
