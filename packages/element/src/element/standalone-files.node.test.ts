// The standalone bundle as it ships (dist/, built before the tests): every file a script imports,
// statically or when a board needs it, and every licence file a script points at, is there and
// listed in standalone-files.json, which go-board-copy-standalone copies. The build joins chunks
// into the standalone script after esbuild has split them (scripts/merge-viewer-chunks.mjs): these
// are the promises that step must keep.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const dist = new URL('../../dist/', import.meta.url);
const listed: string[] = JSON.parse(readFileSync(new URL('standalone-files.json', dist), 'utf8'));
const scripts = listed.filter((file) => file.endsWith('.js'));
const read = (file: string) => readFileSync(new URL(file, dist), 'utf8');

describe('the standalone files', () => {
  it('should list every file a script imports, and ship it', () => {
    const missing: string[] = [];
    for (const script of scripts) {
      for (const [, imported] of read(script).matchAll(/(?:from\s*|import\s*\(?\s*)"\.\/([\w.-]+\.js)"/g)) {
        if (!listed.includes(imported!) || !existsSync(new URL(imported!, dist)))
          missing.push(`${script} imports ${imported}`);
      }
    }
    expect(scripts).toContain('go-board.standalone.js');
    expect(missing).toEqual([]);
  });

  it('should keep the licences of what each script bundles in the file its comment names', () => {
    const pointers = scripts.flatMap((script) =>
      [...read(script).matchAll(/\/\*! For license information please see ([\w.-]+) \*\//g)].map(([, file]) => ({
        script,
        file: file!,
      })),
    );
    expect(pointers.map(({ file }) => file)).toContain('go-board.standalone.js.LEGAL.txt');
    for (const { script, file } of pointers) {
      expect(listed, `${script} points at ${file}`).toContain(file);
      expect(read(file), `${file}, named by ${script}`).toMatch(/SPDX-License-Identifier: BSD-3-Clause/);
    }
    // The standalone script bundles Lit: its notices are there.
    expect(read('go-board.standalone.js.LEGAL.txt')).toMatch(/lit-element\/lit-element\.js:/);
  });

  it('should define each module once: what a later script shares with the viewer, it imports from the standalone script', () => {
    const viewer = read('go-board.standalone.js');
    for (const script of scripts.filter((file) => file !== 'go-board.standalone.js')) {
      for (const [, names] of read(script).matchAll(/import\s*\{([^}]*)\}\s*from\s*"\.\/go-board\.standalone\.js"/g)) {
        for (const binding of names!.split(',')) {
          const exported = binding.trim().split(/\s+as\s+/)[0]!;
          expect(viewer, `${script} imports ${exported}`).toMatch(
            new RegExp(`export\\s*\\{(?:[^}]*,)?\\s*(?:[\\w$]+\\s+as\\s+)?${exported.replace(/\$/g, '\\$')}\\s*[,}]`),
          );
        }
      }
    }
  });

  it('should leave out of the first load the words a static diagram never says: they come with the parts that say them', () => {
    const viewer = read('go-board.standalone.js');
    // A diagram's caption, and why its record could not be read, are in the first load.
    expect(viewer).toContain('Go board');
    expect(viewer).toContain('holds no SGF game');
    // The replay's controls, the play mode's buttons, a problem's feedback, a move's announcement.
    const later: [string, string][] = [
      ['go-board.replay.js', 'Previous move'],
      ['go-board.play.js', 'Pass and count?'],
      ['go-board.problem.js', 'Show solution'],
      ['go-board.replay.js', 'Start of the game'],
      ['go-board.words.en-rest.js', 'Download SVG'],
    ];
    for (const [script, words] of later) {
      expect(viewer, words).not.toContain(words);
      expect(read(script), `${words} in ${script}`).toContain(words);
    }
  });
});
