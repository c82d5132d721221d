import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseSgfBytes } from './bytes.js';
import { parseSgf } from './parse.js';
import { stringifySgf } from './stringify.js';
import { FIXTURE_SGF } from './test-support/fixture.js';
import { countNodes, findDifference } from './test-support/trees.js';

/** Real game records shared between projects; read in place, never copied into this one. */
const SHARED_SGF_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../shared/data/sgf');

interface CorpusFile {
  name: string;
  bytes: Uint8Array;
}

/** The shared records when the folder exists, else the project's own fixture. */
function corpusFiles(): CorpusFile[] {
  if (existsSync(SHARED_SGF_FOLDER)) {
    const names = readdirSync(SHARED_SGF_FOLDER).filter((name) => name.toLowerCase().endsWith('.sgf'));
    if (names.length > 0) {
      return names.sort().map((name) => ({ name, bytes: readFileSync(join(SHARED_SGF_FOLDER, name)) }));
    }
  }
  return [{ name: 'the project fixture (no shared records found)', bytes: new TextEncoder().encode(FIXTURE_SGF) }];
}

describe('real game records', () => {
  describe.each(corpusFiles())('$name', ({ bytes }) => {
    it('should parse in strict mode, so without any problem', () => {
      const trees = parseSgfBytes(bytes, { strict: true });

      expect(trees.length).toBeGreaterThan(0);
      expect(countNodes(trees)).toBeGreaterThan(1);
    });

    it('should read back its own writing as an equal tree', () => {
      const trees = parseSgfBytes(bytes, { strict: true });

      expect(findDifference(parseSgf(stringifySgf(trees), { strict: true }), trees)).toBeNull();
    });

    it('should hold only FF[4] identifiers after reading', () => {
      const stack = [...parseSgfBytes(bytes)];
      while (stack.length > 0) {
        const current = stack.pop();
        for (const identifier of Object.keys(current?.props ?? {})) expect(identifier).toMatch(/^[A-Z]+$/);
        stack.push(...(current?.children ?? []));
      }
    });
  });

  it('should read the project fixture as its author meant it', () => {
    const trees = parseSgf(FIXTURE_SGF, { strict: true });
    const [first, second] = trees;
    const joseki = first?.children[0]?.children[0];
    const labelled = joseki?.children[0];

    expect(first?.props.CP).toEqual(['go-board tests']);
    expect(first?.props.GM).toEqual(['1']);
    expect(joseki?.props).toEqual({ W: ['qh'], C: ['An old joseki: W ] is\\ fine.'] });
    expect(labelled?.props).toEqual({ B: ['qc'], LB: ['pc:A', 'qd:B'], MA: ['rd'] });
    expect(labelled?.children).toHaveLength(2);
    expect(labelled?.children[0]?.props.C).toEqual(['The main line.\nSecond line of the comment.']);
    expect(second?.props.CA).toEqual(['UTF-8']);
    expect(countNodes(trees)).toBe(14);
  });
});
