// Strength: go-board-gtp against GNU Go 3.8, one row of the table of levels at a time, with each
// row's win rate and its Wilson 95% interval. Colours alternate; every game starts a fresh engine
// on each side (ours seeds itself at random, GNU Go is given a new --seed), and a game that ends
// by passes is counted by GNU Go's final_score under Chinese rules (ours is shown beside it when
// the two disagree). `pnpm match` runs every row; `pnpm match -- --rows 9x9-gnugo1 --games 10`
// runs a part of it, the options of a single custom row make any other match, and `--ladder`
// plays each of the ten levels (by playouts alone, so the machine's speed does not change them)
// against one GNU Go level: the table of levels in the README.

import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePointName } from '../dist/index.js';
import { findGnuGo, GNU_GO_HELP, GtpProcess } from './gtp-process.mjs';

/** The rows of the table in the README: what go-board plays with, against which GNU Go level. */
const ROWS = [
  {
    name: '9x9-gnugo10',
    level: 10,
    timePerMove: 1,
    size: 9,
    komi: 7,
    gnugoLevel: 10,
    games: 50,
    goal: 0.75,
    goalText: '>= 75%',
  },
  {
    name: '9x9-gnugo1',
    level: 10,
    timePerMove: 1,
    size: 9,
    komi: 7,
    gnugoLevel: 1,
    games: 50,
    goal: 0.95,
    goalText: '>= 95%',
  },
  {
    name: '19x19-gnugo1',
    level: 10,
    timePerMove: 3,
    size: 19,
    komi: 6.5,
    gnugoLevel: 1,
    games: 20,
    goal: 0.5,
    goalText: '>= 50%',
  },
  {
    name: 'level1-gnugo1',
    level: 1,
    timePerMove: undefined,
    size: 9,
    komi: 7,
    gnugoLevel: 1,
    games: 20,
    goal: undefined,
    goalText: 'loses almost always',
  },
];

const USAGE = `Usage: pnpm match -- [--rows ${ROWS.map((row) => row.name).join(',')}] [--games N] [--threads N] [--gnugo PATH] [--show] [--sgf DIR]
       pnpm match -- --level 1..10 [--time-per-move SECONDS] [--size 9] [--komi 7] [--gnugo-level 0..10] [--games N]
       pnpm match -- --ladder [--levels 1,2,...] [--gnugo-level 0..10] [--size 9] [--komi 7] [--games N]

The first form plays the rows of the README's table (all of them by default; --games overrides
each row's number of games). The second plays one custom row. The third plays each level (all ten
by default) against one GNU Go level, 10 games each unless --games says otherwise. --sgf writes
each game's record into DIR (made if missing) as ROW-GAME.sgf, to replay the games lost.`;

/** The rows of a ladder: each of `levels` against one GNU Go level, by playouts alone. */
function ladderRows({ levels = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], size = 9, komi = 7, gnugoLevel = 1 }) {
  return levels.map((level) => ({
    name: `level${level}-gnugo${gnugoLevel}`,
    level,
    timePerMove: undefined,
    size,
    komi,
    gnugoLevel,
    games: 10,
    goalText: '',
  }));
}

function parseOptions(argv) {
  const options = {
    rows: undefined,
    games: undefined,
    threads: undefined,
    gnugo: undefined,
    sgf: undefined,
    show: false,
    ladder: false,
    levels: undefined,
    custom: {},
  };
  for (let index = 0; index < argv.length; index++) {
    // `pnpm --filter @go-board/rules match -- --rows ...` hands the script the `--` itself.
    if (argv[index] === '--') continue;
    const [name, inline] = argv[index].split(/=(.*)/s);
    if (name === '--help') {
      console.log(USAGE);
      process.exit(0);
    }
    if (name === '--show' || name === '--ladder') {
      options[name.slice(2)] = true;
      continue;
    }
    const value = inline ?? argv[++index];
    const fail = (expected) => {
      console.error(`match: expected ${name} to be ${expected}, received ${JSON.stringify(value)}.\n${USAGE}`);
      process.exit(2);
    };
    const number = Number(value);
    const isCount = Number.isInteger(number) && number > 0;
    if (name === '--rows') {
      options.rows = String(value).split(',');
      const unknown = options.rows.filter((row) => !ROWS.some(({ name: known }) => known === row));
      if (unknown.length > 0) fail(`rows among ${ROWS.map((row) => row.name).join(', ')}`);
    } else if (name === '--games') options.games = isCount ? number : fail('a positive integer');
    else if (name === '--threads') options.threads = isCount ? number : fail('a positive integer');
    else if (name === '--levels') {
      options.levels = String(value).split(',').map(Number);
      if (!options.levels.every((level) => Number.isInteger(level) && level >= 1 && level <= 10))
        fail('levels 1..10, separated by commas');
    } else if (name === '--gnugo') options.gnugo = value ?? fail('the path of the gnugo program');
    else if (name === '--sgf') options.sgf = value ?? fail('a folder for the records');
    else if (name === '--level') options.custom.level = isCount && number <= 10 ? number : fail('a level 1..10');
    else if (name === '--time-per-move')
      options.custom.timePerMove = number > 0 ? number : fail('a positive number of seconds');
    else if (name === '--size')
      options.custom.size =
        Number.isInteger(number) && number >= 5 && number <= 19 ? number : fail('a board size 5..19');
    else if (name === '--komi') options.custom.komi = Number.isFinite(number) ? number : fail('a number');
    else if (name === '--gnugo-level')
      options.custom.gnugoLevel =
        Number.isInteger(number) && number >= 0 && number <= 10 ? number : fail('an integer 0..10');
    else fail('a known option (see --help)');
  }
  if (Object.keys(options.custom).length > 0 && options.rows) {
    console.error(`match: expected either --rows or the options of a custom row, received both.\n${USAGE}`);
    process.exit(2);
  }
  if (
    options.ladder &&
    (options.rows || options.custom.level !== undefined || options.custom.timePerMove !== undefined)
  ) {
    console.error(
      `match: expected --ladder alone with --levels, --gnugo-level, --size, --komi and --games, received --rows, --level or --time-per-move too.\n${USAGE}`,
    );
    process.exit(2);
  }
  return options;
}

/** The Wilson score interval of `wins` in `games` at 95%. */
function wilson(wins, games) {
  const z = 1.96;
  const rate = wins / games;
  const denominator = 1 + (z * z) / games;
  const centre = (rate + (z * z) / (2 * games)) / denominator;
  const half = (z * Math.sqrt((rate * (1 - rate)) / games + (z * z) / (4 * games * games))) / denominator;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

const opposite = (color) => (color === 'black' ? 'white' : 'black');

/** A game's SGF record from its GTP moves ('d4', 'pass', 'resign'), with who played which colour
 * and the result; `comment` goes on the root. */
function recordOf({ size, komi }, players, moves, result, comment) {
  const text = (value) => value.replace(/[\\\]]/g, '\\$&');
  let sgf = `(;GM[1]FF[4]CA[UTF-8]SZ[${size}]KM[${komi}]RU[Chinese]PB[${text(players.black)}]PW[${text(players.white)}]RE[${result}]C[${text(comment)}]`;
  moves.forEach((move, index) => {
    if (move === 'resign') return;
    const color = index % 2 === 0 ? 'B' : 'W';
    if (move === 'pass') sgf += `;${color}[]`;
    else {
      const { x, y } = parsePointName(move, size);
      sgf += `;${color}[${String.fromCharCode(97 + x, 97 + y)}]`;
    }
  });
  return `${sgf})\n`;
}
const percent = (share) => `${Math.round(100 * share)}%`;

/** Plays one game; returns the winner ('black', 'white' or null for a draw), the result and the moves. */
async function playGame(engines, { size, komi }) {
  for (const engine of Object.values(engines)) {
    await engine.send(`boardsize ${size}`);
    await engine.send('clear_board');
    await engine.send(`komi ${komi}`);
  }
  let toMove = 'black';
  let passes = 0;
  const record = [];
  while (record.length < 3 * size * size) {
    const move = (await engines[toMove].send(`genmove ${toMove}`)).toLowerCase();
    record.push(move);
    if (move === 'resign')
      return { winner: opposite(toMove), result: `${opposite(toMove)[0].toUpperCase()}+R`, record };
    await engines[opposite(toMove)].send(`play ${toMove} ${move}`);
    passes = move === 'pass' ? passes + 1 : 0;
    if (passes === 2) break;
    toMove = opposite(toMove);
  }
  return { winner: undefined, result: undefined, record };
}

/** Plays one game of a row with fresh engines; returns go-board's score (1, 0.5 or 0) and how the
 * game went. Throws when an engine dies before the game ends. */
async function playOneGame(row, ourArgs, ourColor, { gnugoPath, show, sgfPath }) {
  // go-board-gtp logs each move on stderr: shown with --show only.
  const ours = new GtpProcess(process.execPath, ourArgs, 'go-board-gtp', { quiet: !show });
  const gnugoSeed = String(1 + Math.floor(Math.random() * 1_000_000));
  const gnugo = new GtpProcess(
    gnugoPath,
    ['--mode', 'gtp', '--level', String(row.gnugoLevel), '--chinese-rules', '--seed', gnugoSeed],
    'GNU Go',
  );
  try {
    const engines = { [ourColor]: ours, [opposite(ourColor)]: gnugo };
    const started = performance.now();
    let { winner, result, record } = await playGame(engines, row);
    let note = '';
    if (result === undefined) {
      result = await gnugo.send('final_score');
      const ourCount = await ours.send('final_score');
      // 'B+2' and 'B+2.0' are the same count: compare the winner and the margin, not the text.
      const sameCount = (a, b) => a[0] === b[0] && Number(a.slice(2) || 0) === Number(b.slice(2) || 0);
      if (!sameCount(ourCount, result)) note = ` (go-board counts ${ourCount})`;
      winner = result.startsWith('B') ? 'black' : result.startsWith('W') ? 'white' : null;
    }
    const score = winner === ourColor ? 1 : winner === null ? 0.5 : 0;
    if (show) console.log(`    moves: ${record.join(' ')}\n${(await gnugo.send('showboard')).replace(/^/gm, '    ')}`);
    if (sgfPath) {
      const players = {
        [ourColor]: `go-board-gtp ${ourArgs.slice(1).join(' ')}`,
        [opposite(ourColor)]: `GNU Go 3.8 --level ${row.gnugoLevel} --seed ${gnugoSeed}`,
      };
      writeFileSync(sgfPath, recordOf(row, players, record, result, `${row.name}: go-board ${ourColor}${note}`));
    }
    return { score, result, note, moves: record.length, seconds: ((performance.now() - started) / 1000).toFixed(0) };
  } finally {
    await ours.close();
    await gnugo.close();
  }
}

/** Plays the games of one row and returns go-board's points (a draw is half a point). */
async function playRow(row, { gnugoPath, threads, show, sgf }) {
  const bin = fileURLToPath(new URL('../bin/go-board-gtp.js', import.meta.url));
  const ourArgs = [bin, '--level', String(row.level)];
  if (row.timePerMove !== undefined) ourArgs.push('--time-per-move', String(row.timePerMove));
  if (threads !== undefined) ourArgs.push('--threads', String(threads));
  console.log(
    `\n${row.name}: go-board-gtp --level ${row.level}${row.timePerMove ? `, ${row.timePerMove} s per move` : ''}${threads ? `, ${threads} threads` : ''} ` +
      `vs GNU Go 3.8 --level ${row.gnugoLevel}, ${row.size}x${row.size}, komi ${row.komi}, ${row.games} games`,
  );
  let points = 0;
  for (let game = 0; game < row.games; game++) {
    const ourColor = game % 2 === 0 ? 'black' : 'white';
    let outcome;
    // An engine that dies mid-game (killed from outside, out of memory) does not end the row:
    // the game is played again, and said so.
    for (let attempt = 1; !outcome; attempt++) {
      try {
        const sgfPath = sgf && join(sgf, `${row.name}-${game + 1}.sgf`);
        outcome = await playOneGame(row, ourArgs, ourColor, { gnugoPath, show, sgfPath });
      } catch (error) {
        console.log(`  game ${String(game + 1).padStart(2)}: not finished (${error.message}); played again`);
        if (attempt === 3) throw error;
      }
    }
    const { score, result, note, moves, seconds } = outcome;
    points += score;
    console.log(
      `  game ${String(game + 1).padStart(2)}: go-board ${ourColor.padEnd(5)} ${score === 1 ? 'wins ' : score === 0 ? 'loses' : 'draws'} ` +
        `${result}${note}, ${moves} moves, ${seconds} s`,
    );
  }
  return points;
}

const options = parseOptions(process.argv.slice(2));
const gnugoPath = findGnuGo(options.gnugo);
if (!gnugoPath) {
  console.error(
    `match: GNU Go was not found${options.gnugo ? ` at ${options.gnugo}` : ' on PATH or in /usr/games'}. ${GNU_GO_HELP}\nor pass its path: pnpm match -- --gnugo /path/to/gnugo`,
  );
  process.exit(1);
}
const custom = Object.keys(options.custom).length > 0;
const rows = options.ladder
  ? ladderRows({ levels: options.levels, ...options.custom })
  : custom
    ? [{ name: 'custom', level: 10, size: 9, komi: 7, gnugoLevel: 1, games: 10, goalText: '', ...options.custom }]
    : ROWS.filter((row) => !options.rows || options.rows.includes(row.name));
const machine = `${cpus().length} x ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}`;
console.log(`go-board-gtp vs GNU Go 3.8, ${new Date().toISOString().slice(0, 10)}, ${machine}`);
if (options.sgf) mkdirSync(options.sgf, { recursive: true });
const summary = [];
for (const row of rows) {
  const games = options.games ?? row.games;
  const points = await playRow(
    { ...row, games },
    { gnugoPath, threads: options.threads, show: options.show, sgf: options.sgf },
  );
  summary.push({ row, games, points });
}
console.log('\nrow              go-board wins  win rate  Wilson 95% interval  goal                 win rate / goal');
for (const { row, games, points } of summary) {
  const [low, high] = wilson(points, games);
  const ratio = row.goal ? `${(points / games / row.goal).toFixed(2)}x` : '';
  console.log(
    `${row.name.padEnd(16)} ${`${points}/${games}`.padStart(13)}  ${percent(points / games).padStart(8)}  ` +
      `${`${percent(low)}..${percent(high)}`.padStart(19)}  ${row.goalText.padEnd(19)}  ${ratio}`,
  );
}
