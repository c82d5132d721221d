#!/usr/bin/env node
// go-board-copy-standalone: copies go-board.standalone.js and the files it loads from beside it
// (the core, the modes, the playouts and their worker, the diagram reader, the shipped words and
// the chunks they share, as the build lists them in standalone-files.json) into a folder of a
// static site, a theme or a plugin, so the site serves them itself.
//   go-board-copy-standalone static/go-board
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const [folder, ...rest] = process.argv.slice(2);
if (!folder || rest.length > 0 || folder.startsWith('-')) {
  process.stderr.write(
    `Expected one folder to copy the standalone files into, such as 'static/go-board', received ${JSON.stringify(process.argv.slice(2))}.\n`,
  );
  process.exit(2);
}
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
// The bundle and everything it imports from beside itself, with their source maps.
const files = JSON.parse(readFileSync(join(dist, 'standalone-files.json'), 'utf8'));
mkdirSync(folder, { recursive: true });
for (const name of files) copyFileSync(join(dist, name), join(folder, name));
process.stdout.write(`Copied ${files.length} files to ${folder}: ${files.join(', ')}\n`);
