// Moves per CPU second replayed through the public Game API, beside @sabaki/go-board (the most
// used JavaScript rules library) on the same games, in the same run, in two shapes: many short
// games (30-60 moves, where making a game weighs most) and long ones (250-300 moves). Each shape is
// replayed as users naturally write it (a new Game per game, never disposed) and with dispose().
// Then the memory of 200,000 undisposed games made in one synchronous loop, in a child process,
// and the time from SGF text to the final position. Figures, not a pass/fail test.
//
// The machine is shared: the three replays take turns (BENCH_TURNS of them, BENCH_SECONDS in all
// for each), each turn timed by the process's CPU time, and a ratio is the median of the turns'.

import Board from '@sabaki/go-board';
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Game, formatPoint, init } from '../dist/index.js';
import { seededRandom } from './seeded-random.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const TURNS = Number(process.env.BENCH_TURNS ?? 6);

await init();

/** `count` random legal 19x19 games of `shortest` to `longest` moves (captures and kos
 * included), as [x, y] lists, the same in every run. */
function randomGames(count, shortest, longest, seed) {
  const next = seededRandom(seed);
  const games = [];
  for (let g = 0; g < count; g++) {
    const length = shortest + Math.floor(next() * (longest - shortest + 1));
    const game = new Game({ size: 19 });
    const moves = [];
    while (moves.length < length) {
      let played = false;
      for (let tries = 0; tries < 50 && !played; tries++) {
        const x = Math.floor(next() * 19);
        const y = Math.floor(next() * 19);
        if (game.isLegal({ x, y })) {
          game.play({ x, y });
          moves.push([x, y]);
          played = true;
        }
      }
      if (!played) break;
    }
    game.dispose();
    games.push(moves);
  }
  return games;
}

/** A new Game per game, dropped without dispose(). */
function replayWithGame(games) {
  let moves = 0;
  for (const list of games) {
    const game = new Game({ size: 19 });
    for (const [x, y] of list) game.play({ x, y });
    moves += list.length;
  }
  return moves;
}

/** The careful way: each game's board given back at once. */
function replayWithDisposedGame(games) {
  let moves = 0;
  for (const list of games) {
    const game = new Game({ size: 19 });
    for (const [x, y] of list) game.play({ x, y });
    moves += list.length;
    game.dispose();
  }
  return moves;
}

function replayWithSabaki(games) {
  let moves = 0;
  const options = { preventSuicide: true, preventOverwrite: true, preventKo: true };
  for (const list of games) {
    let board = Board.fromDimensions(19);
    let sign = 1;
    for (const [x, y] of list) {
      board = board.makeMove(sign, [x, y], options);
      sign = -sign;
    }
    moves += list.length;
  }
  return moves;
}

const REPLAYS = [
  { name: '@go-board/rules Game, never disposed', replay: replayWithGame, target: 100 },
  { name: '@go-board/rules Game, dispose()', replay: replayWithDisposedGame, target: 50 },
  { name: '@sabaki/go-board', replay: replayWithSabaki },
];

/** Moves per CPU second of one turn: whole replays of `games` until `seconds` of CPU time. */
function turn(replay, games, seconds) {
  const start = process.cpuUsage();
  let moves = 0;
  let used = 0;
  do {
    moves += replay(games);
    const { user, system } = process.cpuUsage(start);
    used = (user + system) / 1e6;
  } while (used < seconds);
  return moves / used;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Each replay's rate in every turn, the replays taking turns (in a rotating order). */
function measure(games) {
  for (const { replay } of REPLAYS) replay(games); // warm-up
  const rates = REPLAYS.map(() => []);
  for (let t = 0; t < TURNS; t++) {
    for (let k = 0; k < REPLAYS.length; k++) {
      const index = (t + k) % REPLAYS.length;
      rates[index].push(turn(REPLAYS[index].replay, games, SECONDS / TURNS));
    }
  }
  return rates;
}

const rate = (movesPerSecond) =>
  movesPerSecond >= 1e6
    ? `${(movesPerSecond / 1e6).toFixed(2)} M moves/s`
    : `${Math.round(movesPerSecond / 1e3).toLocaleString('en')} k moves/s`;

const SHAPES = [
  { name: 'many short games', games: randomGames(600, 30, 60, 2026) },
  { name: 'long games', games: randomGames(100, 250, 300, 2027) },
];
console.log(
  `Replaying random 19x19 games through the public Game API, full legality checks, beside @sabaki/go-board: ` +
    `${TURNS} turns each, moves per CPU second (load average ${loadavg()[0].toFixed(1)})`,
);
for (const { name, games } of SHAPES) {
  const total = games.reduce((sum, list) => sum + list.length, 0);
  const lengths = games.map((list) => list.length);
  console.log(
    `${name}: ${games.length} games of ${Math.min(...lengths)}-${Math.max(...lengths)} moves, ${total.toLocaleString('en')} moves`,
  );
  const rates = measure(games);
  const peer = rates[REPLAYS.length - 1];
  REPLAYS.forEach(({ name: replay, target }, index) => {
    const ratios = rates[index].map((value, t) => value / peer[t]);
    const ratio =
      target === undefined ? '' : `   ${median(ratios).toFixed(1)}x @sabaki/go-board (target >= ${target}x)`;
    console.log(`  ${replay.padEnd(38)} ${rate(median(rates[index])).padStart(16)}${ratio}`);
  });
}
console.log(`load average at the end ${loadavg()[0].toFixed(1)}`);

// 200,000 games in one synchronous loop, none disposed, in a process that starts clean.
const child = JSON.parse(execFileSync(process.execPath, [join(here, 'undisposed-games.mjs')], { encoding: 'utf8' }));
const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
console.log(
  `${child.games.toLocaleString('en')} undisposed games made in a loop: resident ${megabytes(child.rss)} at the end, ` +
    `${megabytes(child.maxRss)} at most (target < 200 MB), in ${(child.milliseconds / 1000).toFixed(2)} s`,
);

// From SGF text to the final position of a 300-move game: read, build the tree, check every
// move, and step to the end.
const moves300 = randomGames(1, 300, 300, 2026)[0];
const record = `(;GM[1]FF[4]SZ[19]KM[6.5]PB[Black]PW[White]${moves300
  .map(([x, y], i) => `;${i % 2 ? 'W' : 'B'}[${formatPoint({ x, y })}]`)
  .join('')})`;
const timings = [];
for (let i = 0; i < 200; i++) {
  const start = performance.now();
  const game = Game.fromSgf(record);
  game.goToEnd();
  timings.push(performance.now() - start);
  if (game.moveNumber !== moves300.length) throw new Error('the record did not replay to its end');
  game.dispose();
}
timings.sort((a, b) => a - b);
console.log(
  `SGF text to the final position of a ${moves300.length}-move game: ${timings[100].toFixed(3)} ms (median of 200)`,
);
