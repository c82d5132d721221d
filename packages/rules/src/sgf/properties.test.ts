import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSgfBytes } from './bytes.js';
import { SgfError } from './errors.js';
import { parseSgf } from './parse.js';
import { stringifySgf } from './stringify.js';
import { collectionArbitrary, sgfishTextArbitrary } from './test-support/arbitraries.js';
import { normaliseLineBreaks } from './test-support/trees.js';
import type { SgfNode } from './types.js';

const RUNS = 200;

/** A copy of a small collection with the line breaks of every value as the reader gives them. */
function withReadLineBreaks(nodes: SgfNode[]): SgfNode[] {
  return JSON.parse(JSON.stringify(nodes), (key, value: unknown) =>
    typeof value === 'string' && key !== '' ? normaliseLineBreaks(value) : value,
  ) as SgfNode[];
}

/** Runs `read` and returns its result, or the SgfError it threw; any other error fails. */
function resultOrSgfError(read: () => SgfNode[]): SgfNode[] | SgfError {
  try {
    return read();
  } catch (error) {
    expect(error).toBeInstanceOf(SgfError);
    const sgfError = error as SgfError;
    expect(sgfError.line).toBeGreaterThanOrEqual(1);
    expect(sgfError.column).toBeGreaterThanOrEqual(1);
    return sgfError;
  }
}

describe('SGF properties', () => {
  it('should read back a written collection deep-equal, line breaks read as LF', () => {
    fc.assert(
      fc.property(collectionArbitrary(0), (collection) => {
        expect(parseSgf(stringifySgf(collection))).toEqual(withReadLineBreaks(collection));
      }),
      { numRuns: RUNS },
    );
  });

  it('should write a collection whose every property has values as valid SGF', () => {
    fc.assert(
      fc.property(collectionArbitrary(1), (collection) => {
        expect(parseSgf(stringifySgf(collection), { strict: true })).toEqual(withReadLineBreaks(collection));
      }),
      { numRuns: RUNS },
    );
  });

  it('should give an array or an SgfError for any text, and never throw in lenient mode', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), sgfishTextArbitrary), (text) => {
        expect(Array.isArray(parseSgf(text))).toBe(true);
        expect(Array.isArray(parseSgf(text, { onWarning: () => {} }))).toBe(true);
        resultOrSgfError(() => parseSgf(text, { strict: true }));
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('should read a lenient reading of any text, written again, to the same trees', () => {
    fc.assert(
      fc.property(sgfishTextArbitrary, (text) => {
        const trees = parseSgf(text);

        expect(parseSgf(stringifySgf(trees))).toEqual(trees);
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('should report warnings in text order with locations inside the text', () => {
    fc.assert(
      fc.property(sgfishTextArbitrary, (text) => {
        const lines = text.split(/\r\n|\r|\n/);
        const warnings: { line: number; column: number }[] = [];
        parseSgf(text, { onWarning: (warning) => warnings.push(warning) });

        let previous = { line: 1, column: 1 };
        for (const { line, column } of warnings) {
          expect(line > previous.line || (line === previous.line && column >= previous.column)).toBe(true);
          previous = { line, column };
          expect(line).toBeGreaterThanOrEqual(1);
          expect(line).toBeLessThanOrEqual(lines.length);
          expect(column).toBeGreaterThanOrEqual(1);
          expect(column).toBeLessThanOrEqual((lines[line - 1] as string).length + 1);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('should give an array or an SgfError for any bytes', () => {
    const bytesArbitrary = fc.oneof(
      fc.uint8Array({ maxLength: 200 }),
      fc
        .tuple(
          fc.constantFrom('UTF-8', 'GB2312', 'Shift_JIS', 'klingon', 'latin1', ''),
          fc.uint8Array({ maxLength: 100 }),
        )
        .map(([charset, bytes]) => new Uint8Array([...new TextEncoder().encode(`(;CA[${charset}]C[`), ...bytes])),
    );
    fc.assert(
      fc.property(bytesArbitrary, (bytes) => {
        expect(Array.isArray(parseSgfBytes(bytes))).toBe(true);
        resultOrSgfError(() => parseSgfBytes(bytes, { strict: true }));
      }),
      { numRuns: RUNS },
    );
  });
});
