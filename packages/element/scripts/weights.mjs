// What each kind of page downloads of the standalone bundle, gzipped, all JavaScript and
// WebAssembly together: the files it names and every file they import statically. The build,
// size-limit (.size-limit.js) and the examples' Chromium test (which measures the real responses)
// read the same budgets, from budgets.json: `goal` is what the page should weigh (the issue
// "light by default"), `limit` what the build refuses to go past, so no change makes it heavier.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGETS = JSON.parse(readFileSync(new URL('../budgets.json', import.meta.url), 'utf8'));

/** The files `entries` load: themselves and every file they import statically, beside them in `dist`. */
export function pageFiles(dist, entries) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!file.endsWith('.js')) return;
    const text = readFileSync(join(dist, file), 'utf8');
    // esbuild writes a chunk's static imports as `from"./go-board.chunk-XXXX.js"` (or a bare import).
    for (const [, imported] of text.matchAll(/(?:from|import)\s*"\.\/(go-board\.[^"]+\.js)"/g)) visit(imported);
  };
  for (const entry of entries) visit(entry);
  return [...seen];
}

/** A file's size gzipped at the highest level, as the budgets count it. */
export function gzippedSize(bytes) {
  return gzipSync(bytes, { level: 9 }).length;
}
