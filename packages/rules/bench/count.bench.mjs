// The count players are offered, against the counts that real games ended with: for each finished
// record (bench/finished-games, see its README), the dead stones guessDeadStones() proposes are
// counted under the record's rules, and the count agrees when it names the same winner with a
// margin within one point of the record's result. GNU Go's final_score on the same positions is
// the peer, where gnugo is installed. Figures, not a pass/fail test: run with `pnpm bench`.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Game, guessDeadStones, init } from '../dist/index.js';
import { findGnuGo, GtpProcess } from '../scripts/gtp-process.mjs';
import { blackMargin } from './black-margin.mjs';

const here = dirname(fileURLToPath(import.meta.url));
// GO_BOARD_FINISHED_GAMES names another folder of records to count instead.
const corpus = resolve(process.env.GO_BOARD_FINISHED_GAMES ?? join(here, 'finished-games'));

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

/** Whether a count names the record's winner with a margin within one point of it. */
function agrees(counted, recorded) {
  return Math.sign(counted) === Math.sign(recorded) && Math.abs(counted - recorded) <= 1;
}

/** The rules the record was counted under: its RU, else territory for the servers that counted it
 * (NNGS and IGS records carry no RU), else area. */
function rulesOf(game) {
  if (game.root.props.RU) return game.rules;
  return /NNGS|IGS/i.test(game.root.props.PC?.[0] ?? '') ? 'territory' : game.rules;
}

if (!existsSync(corpus)) {
  console.log(`Count of finished games: skipped, no records at ${corpus} (see the root README).`);
  process.exit(0);
}
await init();
const files = recordsUnder(corpus);
const gnugoPath = findGnuGo();
// One GNU Go per ruleset: its count follows the rules it was started with.
const gnugo = gnugoPath && {
  area: new GtpProcess(gnugoPath, ['--mode', 'gtp', '--chinese-rules'], 'GNU Go'),
  territory: new GtpProcess(gnugoPath, ['--mode', 'gtp', '--japanese-rules'], 'GNU Go'),
};

console.log(
  `Count of ${files.length} finished games (${relative(process.cwd(), corpus)}): winner and margin within one point of the record`,
);
let ours = 0;
let peer = 0;
let oursWinnerWrong = 0;
let peerWinnerWrong = 0;
let oursMs = 0;
const misses = [];
for (const file of files) {
  const game = Game.fromSgf(readFileSync(file));
  game.goToEnd();
  game.rules = rulesOf(game);
  const recorded = blackMargin(game.root.props.RE?.[0] ?? '');
  // GNU Go counts in its own process while ours runs here.
  const peerCount = gnugo
    ? gnugo[game.rules].send(`loadsgf ${file}`).then(() => gnugo[game.rules].send('final_score'))
    : Promise.resolve(null);
  const started = performance.now();
  const score = game.score({ dead: await guessDeadStones(game, { seed: 1 }) });
  oursMs += performance.now() - started;
  const counted = score.black - score.white;
  if (agrees(counted, recorded)) ours++;
  else if (Math.sign(counted) !== Math.sign(recorded)) oursWinnerWrong++;
  const peerText = await peerCount;
  const peerMargin = peerText === null ? Number.NaN : blackMargin(peerText);
  if (agrees(peerMargin, recorded)) peer++;
  else if (peerText !== null && Math.sign(peerMargin) !== Math.sign(recorded)) peerWinnerWrong++;
  if (!agrees(counted, recorded))
    misses.push(
      `  ${relative(corpus, file)} (${game.width}x${game.height}, ${game.rules}): record ${game.root.props.RE[0]}, ours ${score.result}${peerText ? `, GNU Go ${peerText}` : ''}`,
    );
  game.dispose();
}
for (const gtp of Object.values(gnugo || {})) await gtp.close();

const share = (count) => `${count}/${files.length} (${Math.round((100 * count) / files.length)}%)`;
console.log(
  `guessDeadStones + score   ${share(ours)} agree, ${oursWinnerWrong} with the wrong winner (${(oursMs / files.length).toFixed(0)} ms per game)`,
);
console.log(
  gnugo
    ? `GNU Go 3.8 final_score    ${share(peer)} agree, ${peerWinnerWrong} with the wrong winner`
    : 'GNU Go 3.8 final_score    not measured: gnugo is not installed',
);
if (misses.length > 0) console.log(`Our counts that disagree with the record:\n${misses.join('\n')}`);
