// Copies the full build under the names it had before the core came in two builds:
// build/release.wasm, build/release.js and build/debug.wasm are build/playouts.wasm,
// build/playouts.js and build/playouts.debug.wasm, so that code loading the old names by path
// (or through @go-board/core/release.wasm) keeps the whole core it had.

import { copyFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const build = join(dirname(fileURLToPath(import.meta.url)), '../build');
for (const [from, to] of [
  ['playouts.wasm', 'release.wasm'],
  ['playouts.js', 'release.js'],
  ['playouts.debug.wasm', 'debug.wasm'],
]) {
  copyFileSync(join(build, from), join(build, to));
}
