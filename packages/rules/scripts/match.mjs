// Strength: go-board-gtp against GNU Go 3.8 on 9x9 (komi 7, colours alternating), at a few
// levels, with the win rate per level and its Wilson 95% interval. Results are GNU Go's count of
// each finished game (its dead-stone judgement is the more trusted one); ours is shown beside it
// when the two disagree. Run with `pnpm match` (options after `--`: `pnpm match -- --games 4`).

import { fileURLToPath } from 'node:url';
import { findGnuGo, GNU_GO_HELP, GtpProcess } from './gtp-process.mjs';

const USAGE = `Usage: node scripts/match.mjs [--games N] [--levels 1,5,10] [--time-per-move SECONDS]
                                [--size 9] [--komi 7] [--gnugo PATH] [--gnugo-level 1] [--show]`;

function parseOptions(argv) {
  const options = { games: 10, levels: [1, 5, 10], timePerMove: 1, size: 9, komi: 7, gnugo: undefined, gnugoLevel: 1, show: false };
  for (let index = 0; index < argv.length; index++) {
    const [name, inline] = argv[index].split(/=(.*)/s);
    if (name === '--help') {
      console.log(USAGE);
      process.exit(0);
    }
    if (name === '--show') {
      options.show = true;
      continue;
    }
    const value = inline ?? argv[++index];
    const fail = (expected) => {
      console.error(`match: expected ${name} to be ${expected}, received ${JSON.stringify(value)}.\n${USAGE}`);
      process.exit(2);
    };
    const number = Number(value);
    if (name === '--games') options.games = Number.isInteger(number) && number > 0 ? number : fail('a positive integer');
    else if (name === '--levels') {
      options.levels = String(value).split(',').map(Number);
      if (!options.levels.every((level) => Number.isInteger(level) && level >= 1 && level <= 10)) fail('levels 1..10 separated by commas');
    } else if (name === '--time-per-move') options.timePerMove = number > 0 ? number : fail('a positive number of seconds');
    else if (name === '--size') options.size = Number.isInteger(number) && number >= 5 && number <= 19 ? number : fail('a board size 5..19');
    else if (name === '--komi') options.komi = Number.isFinite(number) ? number : fail('a number');
    else if (name === '--gnugo') options.gnugo = value ?? fail('the path of the gnugo program');
    else if (name === '--gnugo-level') options.gnugoLevel = Number.isInteger(number) && number >= 0 && number <= 10 ? number : fail('an integer 0..10');
    else fail('a known option (see --help)');
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

/** Plays one game and returns the winner ('black', 'white' or null for a draw) and how it ended. */
async function playGame(engines, { size, komi }) {
  for (const engine of Object.values(engines)) {
    await engine.send(`boardsize ${size}`);
    await engine.send('clear_board');
    await engine.send(`komi ${komi}`);
  }
  let toMove = 'black';
  let passes = 0;
  let moves = 0;
  const maxMoves = 3 * size * size;
  const record = [];
  while (moves < maxMoves) {
    const move = (await engines[toMove].send(`genmove ${toMove}`)).toLowerCase();
    moves++;
    record.push(move);
    if (move === 'resign') return { winner: opposite(toMove), result: `${opposite(toMove)[0].toUpperCase()}+R`, moves, record };
    await engines[opposite(toMove)].send(`play ${toMove} ${move}`);
    passes = move === 'pass' ? passes + 1 : 0;
    if (passes === 2) break;
    toMove = opposite(toMove);
  }
  return { moves, winner: undefined, result: undefined, record };
}

const options = parseOptions(process.argv.slice(2));
const gnugoPath = findGnuGo(options.gnugo);
if (!gnugoPath) {
  console.error(`match: GNU Go was not found${options.gnugo ? ` at ${options.gnugo}` : ' on PATH or in /usr/games'}. ${GNU_GO_HELP}\nor pass its path: pnpm match -- --gnugo /path/to/gnugo`);
  process.exit(1);
}
const bin = fileURLToPath(new URL('../bin/go-board-gtp.js', import.meta.url));
const gnugoArgs = ['--mode', 'gtp', '--level', String(options.gnugoLevel), '--chinese-rules'];

console.log(
  `go-board-gtp vs GNU Go 3.8 (--level ${options.gnugoLevel}) on ${options.size}x${options.size}, komi ${options.komi}, ` +
    `${options.timePerMove} s per move for go-board, ${options.games} games per level, colours alternating`,
);
const summary = [];
for (const level of options.levels) {
  const ours = new GtpProcess(process.execPath, [bin, '--level', String(level), '--time-per-move', String(options.timePerMove)], `go-board-gtp --level ${level}`);
  const gnugo = new GtpProcess(gnugoPath, gnugoArgs, 'GNU Go');
  let points = 0;
  for (let game = 0; game < options.games; game++) {
    const ourColor = game % 2 === 0 ? 'black' : 'white';
    const engines = { [ourColor]: ours, [opposite(ourColor)]: gnugo };
    const started = performance.now();
    let { winner, result, moves, record } = await playGame(engines, options);
    let note = '';
    if (result === undefined) {
      result = await gnugo.send('final_score');
      const ourCount = await ours.send('final_score');
      if (ourCount !== result) note = ` (go-board counts ${ourCount})`;
      winner = result.startsWith('B') ? 'black' : result.startsWith('W') ? 'white' : null;
    }
    const score = winner === ourColor ? 1 : winner === null ? 0.5 : 0;
    points += score;
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(
      `  level ${String(level).padStart(2)} game ${String(game + 1).padStart(2)}: go-board ${ourColor.padEnd(5)} ` +
        `${score === 1 ? 'wins ' : score === 0 ? 'loses' : 'draws'} ${result}${note}, ${moves} moves, ${seconds} s`,
    );
    if (options.show) console.log(`    moves: ${record.join(' ')}\n${(await gnugo.send('showboard')).replace(/^/gm, '    ')}`);
  }
  await ours.close();
  await gnugo.close();
  const [low, high] = wilson(points, options.games);
  summary.push({ level, points, low, high });
}
console.log('\nlevel  go-board wins  win rate  Wilson 95% interval');
for (const { level, points, low, high } of summary) {
  console.log(
    `${String(level).padStart(5)}  ${`${points}/${options.games}`.padStart(13)}  ${`${Math.round((100 * points) / options.games)}%`.padStart(8)}  ` +
      `${Math.round(100 * low)}%..${Math.round(100 * high)}%`,
  );
}
