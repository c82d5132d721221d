// Gathers the count benchmark's records (bench/count.bench.mjs) from a checkout of GNU Go's
// sources: every game of regression/games/kgs and regression/games/nngs whose result is a count
// (RE[B+3.5], not a resignation or a time loss) and whose main line ends with two passes, so the
// server counted the very position the record ends on. GNU Go's records are under the GPL
// (version 3); its COPYING goes beside them.
//
// Usage: node bench/finished-games.mjs <gnugo checkout> <folder>
// For example, with github.com/runningskull/gnugo (a mirror of GNU Go's git) cloned to ../gnugo:
//   node bench/finished-games.mjs ../gnugo ../finished && GO_BOARD_FINISHED_GAMES=../finished pnpm bench

import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { Game, init } from '../dist/index.js';
import { blackMargin } from './black-margin.mjs';

const [source, target] = process.argv.slice(2);
const FOLDERS = ['regression/games/kgs', 'regression/games/nngs'];
if (!source || !target || !FOLDERS.every((folder) => existsSync(join(source, folder)))) {
  console.error(
    `Expected a checkout of GNU Go's sources (with ${FOLDERS.join(' and ')}) and a folder to write to, ` +
      `received ${JSON.stringify(process.argv.slice(2))}.\nUsage: node bench/finished-games.mjs <gnugo checkout> <folder>`,
  );
  process.exit(2);
}

await init();
let kept = 0;
for (const folder of FOLDERS) {
  mkdirSync(join(target, basename(folder)), { recursive: true });
  for (const name of readdirSync(join(source, folder))
    .filter((file) => file.endsWith('.sgf'))
    .sort()) {
    const path = join(source, folder, name);
    let game;
    try {
      game = Game.fromSgf(readFileSync(path));
    } catch (error) {
      console.warn(`skipped ${path}: ${error.message}`);
      continue;
    }
    try {
      game.goToEnd();
      const moves = game.moves;
      const endsWithPasses = moves.length >= 2 && moves.at(-1).pass && moves.at(-2).pass;
      // A count, as the bench reads one: not a resignation, a time loss or a void game.
      if (endsWithPasses && !Number.isNaN(blackMargin(game.root.props.RE?.[0] ?? ''))) {
        copyFileSync(path, join(target, basename(folder), name));
        kept++;
      }
    } finally {
      game.dispose();
    }
  }
}
copyFileSync(join(source, 'COPYING'), join(target, 'COPYING'));
console.log(`Kept ${kept} finished games in ${target}, with GNU Go's COPYING (GPL-3) beside them.`);
