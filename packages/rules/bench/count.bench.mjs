// The count players are offered, against the counts that real games ended with, on two sets of
// records, printed side by side in one run:
// - finished games (bench/finished-games, see its README): server games ended by two passes, so
//   the server counted the very position the record ends on;
// - records as saved (bench/saved-records, see its README, and the counted records of
//   shared/data/sgf): games whose result is a count but whose main line does not end with two
//   passes, as people save them, often before the last dame and neutral points were filled.
// For each record the dead stones guessDeadStones() proposes are counted under the record's rules
// (rulesOf below), and the count agrees when it names the record's winner with a margin within one
// point of the record's result. GNU Go's final_score on the same positions, started with the same
// rules, is the peer, where gnugo is installed; for each of our misses the bench prints where our
// dead stones and GNU Go's (final_status_list dead) differ, which tells a wrong guess from a count
// made differently. Figures, not a pass/fail test: run with `pnpm bench`.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Game, guessDeadStones, init, pointName } from '../dist/index.js';
import { findGnuGo, GtpProcess } from '../scripts/gtp-process.mjs';
import { blackMargin } from './black-margin.mjs';

const here = dirname(fileURLToPath(import.meta.url));
// GO_BOARD_FINISHED_GAMES names another folder of finished records to count instead.
const finishedFolder = resolve(process.env.GO_BOARD_FINISHED_GAMES ?? join(here, 'finished-games'));
/** The machine's shared records (shared/data/sgf), in the nearest folder above the checkout that
 * has them: a worktree sits deeper than the main checkout. Null when there are none. */
function sharedRecords() {
  for (let folder = resolve(here, '../../..'); folder !== dirname(folder); folder = dirname(folder))
    if (existsSync(join(folder, 'shared/data/sgf'))) return join(folder, 'shared/data/sgf');
  return null;
}
// GO_BOARD_COUNT_ONLY, a regular expression, counts only the records whose path matches it.
const only = process.env.GO_BOARD_COUNT_ONLY ? new RegExp(process.env.GO_BOARD_COUNT_ONLY) : null;
const savedFolders = [join(here, 'saved-records'), sharedRecords()].filter((folder) => folder !== null);

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

/** The rules the record was counted under: its RU; without one, area for the Computer Olympiad's
 * games (played under Chinese rules), else territory, the count of the records saved without RU
 * (Japanese professional play, the NNGS and IGS servers). */
function rulesOf(game) {
  if (game.root.props.RU) return game.rules;
  return /olympiad/i.test(game.root.props.EV?.[0] ?? '') ? 'area' : 'territory';
}

/** Where our dead stones and GNU Go's (`final_status_list dead`, a list of GTP points) differ, by
 * point name, or that they are the same: tells a wrong guess from a count made differently. */
function deadStonesBeside(game, ours, peerList) {
  const oursNames = new Set(ours.map((point) => pointName(point, game.height)));
  const peerNames = new Set(peerList.split(/\s+/).filter(Boolean));
  const oursOnly = [...oursNames].filter((name) => !peerNames.has(name));
  const peerOnly = [...peerNames].filter((name) => !oursNames.has(name));
  if (oursOnly.length === 0 && peerOnly.length === 0) return `the same ${oursNames.size} dead stones as GNU Go`;
  return `dead stones: ours only ${oursOnly.join(' ') || 'none'}; GNU Go's only ${peerOnly.join(' ') || 'none'}`;
}

/** Whether the record's main line ends with two passes (the game must be at its end). */
function endsWithPasses(game) {
  const moves = game.moves;
  return moves.length >= 2 && moves.at(-1).pass && moves.at(-2).pass;
}

/** The records as saved: those of bench/saved-records, then the counted records of shared/data/sgf
 * that end without two passes and are not already in the set (the same main line). */
function savedRecords() {
  const files = [];
  const lines = new Set();
  for (const folder of savedFolders.filter((path) => existsSync(path)))
    for (const file of recordsUnder(folder)) {
      let game;
      try {
        game = Game.fromSgf(readFileSync(file));
      } catch {
        continue;
      }
      game.goToEnd();
      const line = game.moves.map((move) => (move.pass ? 'pass' : `${move.x},${move.y}`)).join(' ');
      const counted = !Number.isNaN(blackMargin(game.root.props.RE?.[0] ?? ''));
      if (counted && !endsWithPasses(game) && !lines.has(line)) {
        lines.add(line);
        files.push(file);
      }
      game.dispose();
    }
  return files;
}

/** Counts each of `files` ours and GNU Go's way; the tallies and our misses. */
async function countSet(allFiles, gnugo) {
  const files = only ? allFiles.filter((file) => only.test(file)) : allFiles;
  const tally = { files: files.length, ours: 0, peer: 0, oursWinnerWrong: 0, peerWinnerWrong: 0, oursMs: 0 };
  const misses = [];
  for (const file of files) {
    const game = Game.fromSgf(readFileSync(file));
    game.goToEnd();
    game.rules = rulesOf(game);
    const recorded = blackMargin(game.root.props.RE?.[0] ?? '');
    // GNU Go counts in its own process while ours runs here.
    const peerCount = gnugo
      ? gnugo[game.rules]
          .send(`loadsgf ${file}`)
          .then(async () => ({
            text: await gnugo[game.rules].send('final_score'),
            dead: await gnugo[game.rules].send('final_status_list dead'),
          }))
          .catch((error) => ({ text: `refused (${error.message})`, dead: null }))
      : Promise.resolve({ text: null, dead: null });
    const started = performance.now();
    const dead = await guessDeadStones(game, { seed: 1 });
    const score = game.score({ dead });
    tally.oursMs += performance.now() - started;
    const counted = score.black - score.white;
    if (agrees(counted, recorded)) tally.ours++;
    else if (Math.sign(counted) !== Math.sign(recorded)) tally.oursWinnerWrong++;
    const { text: peerText, dead: peerDead } = await peerCount;
    const peerMargin = peerText === null ? Number.NaN : blackMargin(peerText);
    if (agrees(peerMargin, recorded)) tally.peer++;
    else if (peerText !== null && Math.sign(peerMargin) !== Math.sign(recorded)) tally.peerWinnerWrong++;
    if (!agrees(counted, recorded))
      misses.push(
        `  ${relative(here, file)} (${game.width}x${game.height}, ${game.rules}): record ${game.root.props.RE[0]}, ours ${score.result}${peerText ? `, GNU Go ${peerText}${agrees(peerMargin, recorded) ? ' (agrees)' : ''}` : ''}` +
          (peerDead === null ? '' : `\n    ${deadStonesBeside(game, dead, peerDead)}`),
      );
    game.dispose();
  }
  return { tally, misses };
}

await init();
const sets = [
  existsSync(finishedFolder)
    ? { name: 'finished games (two passes)', files: recordsUnder(finishedFolder) }
    : { name: 'finished games (two passes)', skipped: `no records at ${finishedFolder}` },
  { name: 'records as saved (no two passes)', files: savedRecords() },
];
const gnugoPath = findGnuGo();
// One GNU Go per ruleset: its count follows the rules it was started with.
const gnugo = gnugoPath && {
  area: new GtpProcess(gnugoPath, ['--mode', 'gtp', '--chinese-rules'], 'GNU Go'),
  territory: new GtpProcess(gnugoPath, ['--mode', 'gtp', '--japanese-rules'], 'GNU Go'),
};
for (const set of sets) if (set.files) Object.assign(set, await countSet(set.files, gnugo));
for (const gtp of Object.values(gnugo || {})) await gtp.close();

console.log(
  "Count against the record: guessDeadStones + score under the record's rules (RU; without one, area for the Computer Olympiad, else territory) agrees when it names\n" +
    "the record's winner with a margin within one point of the record's result; GNU Go 3.8 final_score started with the same rules",
);
const share = ({ tally }, count) => `${count}/${tally.files} (${Math.round((100 * count) / tally.files)}%)`;
const width = 34;
console.log(`${'set'.padEnd(width)}  ${'guessDeadStones + score'.padEnd(44)}  GNU Go 3.8 final_score`);
for (const set of sets) {
  if (set.skipped) {
    console.log(`${set.name.padEnd(width)}  skipped, ${set.skipped}`);
    continue;
  }
  const { tally } = set;
  const ours = `${share(set, tally.ours)} agree, ${tally.oursWinnerWrong} wrong winners, ${(tally.oursMs / tally.files).toFixed(0)} ms a game`;
  const peer = gnugo
    ? `${share(set, tally.peer)} agree, ${tally.peerWinnerWrong} wrong winners`
    : 'not measured: gnugo is not installed';
  console.log(`${set.name.padEnd(width)}  ${ours.padEnd(44)}  ${peer}`);
}
for (const set of sets)
  if (set.misses?.length > 0)
    console.log(`Our counts that disagree with the record, ${set.name}:\n${set.misses.join('\n')}`);
