// Gathers the count benchmark's second set, records as people save them (bench/count.bench.mjs):
// games whose result is a count (RE[B+3.5], not a resignation, a time loss or a void game) and
// whose main line does not end with two passes, so the count was made on a position that may
// still have dame, neutral points and unsettled boundaries. A record must have at least a third
// of its board's points in moves (fragments and problems are left out), a main line no other
// kept record has, and at most PER_FOLDER records are kept from each folder, in path order.
//
// Usage: node bench/saved-records.mjs <folder to write> <name>=<checkout> ...
// For example, with the three free-licence sources the bench keeps:
//   node bench/saved-records.mjs bench/saved-records gnugo=../gnugo kombilo=../kombilo littlego=../littlego
// Each source's folders and licence files are listed in SOURCES; its licence goes beside its records.

import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { Game, init } from '../dist/index.js';
import { blackMargin } from './black-margin.mjs';

const PER_FOLDER = 30;
/** Where each source keeps its records, and the licence files that go beside them. */
const SOURCES = {
  // GNU Go's regression games (GPL-3), as mirrored at github.com/runningskull/gnugo.
  gnugo: { folders: ['regression/games'], licences: ['COPYING'] },
  // Kombilo's test records (MIT), github.com/ugoertz/kombilo: professional games.
  kombilo: { folders: ['kombilo/tests/sgfs'], licences: ['license.rst'] },
  // Little Go's sample records (Apache-2.0), github.com/herzbube/littlego.
  littlego: { folders: ['sgf'], licences: ['LICENSE', 'NOTICE'] },
};

const [target, ...given] = process.argv.slice(2);
const sources = given.map((arg) => arg.split('='));
if (!target || sources.length === 0 || sources.some(([name, path]) => !SOURCES[name] || !path || !existsSync(path))) {
  console.error(
    `Expected a folder to write to and <name>=<checkout> pairs with names from ${Object.keys(SOURCES).join(', ')}, ` +
      `received ${JSON.stringify(process.argv.slice(2))}.\nUsage: node bench/saved-records.mjs <folder> <name>=<checkout> ...`,
  );
  process.exit(2);
}

/** Every .sgf file under `folder`, in path order. */
function recordsUnder(folder) {
  return readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? recordsUnder(join(folder, entry.name))
        : entry.name.endsWith('.sgf')
          ? [join(folder, entry.name)]
          : [],
    )
    .sort();
}

/** The main line's moves of `path` when it is a record this set keeps, else null. */
function keptLine(path) {
  let game;
  try {
    game = Game.fromSgf(readFileSync(path));
  } catch {
    return null;
  }
  try {
    game.goToEnd();
    const moves = game.moves;
    const endsWithPasses = moves.length >= 2 && moves.at(-1).pass && moves.at(-2).pass;
    const counted = !Number.isNaN(blackMargin(game.root.props.RE?.[0] ?? ''));
    const played = moves.length >= (game.width * game.height) / 3;
    return counted && played && !endsWithPasses
      ? moves.map((move) => (move.pass ? 'pass' : `${move.x},${move.y}`)).join(' ')
      : null;
  } finally {
    game.dispose();
  }
}

await init();
const lines = new Set();
let kept = 0;
for (const [name, checkout] of sources) {
  const perFolder = new Map();
  for (const folder of SOURCES[name].folders)
    for (const path of recordsUnder(join(checkout, folder))) {
      const line = keptLine(path);
      if (line === null || lines.has(line)) continue;
      const from = dirname(relative(join(checkout, folder), path));
      if ((perFolder.get(from) ?? 0) >= PER_FOLDER) continue;
      perFolder.set(from, (perFolder.get(from) ?? 0) + 1);
      lines.add(line);
      // GTP's loadsgf takes a path without spaces.
      const to = join(target, name, relative(join(checkout, folder), path).replace(/\s+/g, '-'));
      mkdirSync(dirname(to), { recursive: true });
      copyFileSync(path, to);
      kept++;
    }
  for (const licence of SOURCES[name].licences)
    if (existsSync(join(checkout, licence))) copyFileSync(join(checkout, licence), join(target, name, licence));
}
console.log(`Kept ${kept} records saved without two closing passes in ${target}, each source with its licence.`);
