// Moves per second replayed through the public Game API, beside @sabaki/go-board (the most used
// JavaScript rules library) on the same games, in the same run: as users naturally write it (a
// new Game per game, never disposed) and with dispose(). Then the memory of 200,000 undisposed
// games made in one synchronous loop, in a child process. Figures, not a pass/fail test.

import Board from '@sabaki/go-board';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Game, formatPoint, init, parseSgf, parsePoint } from '../dist/index.js';
import { seededRandom } from './seeded-random.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const recordsFolder = resolve(here, '../../../../shared/data/sgf');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);

await init();

/** Random legal 19x19 games of `length` moves (captures and kos included), as [x, y] lists. */
function randomGames(count, length) {
  const next = seededRandom(2026);
  const games = [];
  for (let g = 0; g < count; g++) {
    const game = new Game({ size: 19 });
    const moves = [];
    while (moves.length < length) {
      let played = false;
      for (let tries = 0; tries < 50 && !played; tries++) {
        const x = Math.floor(next() * 19);
        const y = Math.floor(next() * 19);
        if (game.isLegal(x, y)) {
          game.play(x, y);
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

/** The main lines of the real records in shared/data/sgf (19x19, no setup stones). */
function recordGames() {
  if (!existsSync(recordsFolder)) return [];
  const games = [];
  for (const name of readdirSync(recordsFolder).filter((file) => file.endsWith('.sgf'))) {
    for (const root of parseSgf(readFileSync(join(recordsFolder, name), 'latin1'))) {
      if ((root.props.SZ?.[0] ?? '19') !== '19' || root.props.AB || root.props.AW) continue;
      const moves = [];
      for (let node = root; node; node = node.children[0]) {
        const value = node.props.B?.[0] ?? node.props.W?.[0];
        if (value === undefined) continue;
        const point = parsePoint(value, 19, 19);
        if (point) moves.push([point.x, point.y]);
      }
      games.push(moves);
    }
  }
  return games;
}

/** A new Game per game, dropped without dispose(). */
function replayWithGame(games) {
  let moves = 0;
  for (const list of games) {
    const game = new Game({ size: 19 });
    for (const [x, y] of list) game.play(x, y);
    moves += list.length;
  }
  return moves;
}

/** The careful way: each game's board given back at once. */
function replayWithDisposedGame(games) {
  let moves = 0;
  for (const list of games) {
    const game = new Game({ size: 19 });
    for (const [x, y] of list) game.play(x, y);
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

function measure(replay, games) {
  replay(games); // warm-up
  let moves = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    moves += replay(games);
    elapsed = (performance.now() - start) / 1000;
  } while (elapsed < SECONDS);
  return moves / elapsed;
}

const records = recordGames();
const games = [...records, ...randomGames(100, 250)];
const total = games.reduce((sum, list) => sum + list.length, 0);
console.log(
  `Replaying ${games.length} games (${records.length} real records, ${games.length - records.length} random), ${total} moves, with full legality checks`,
);
const ours = measure(replayWithGame, games);
const disposed = measure(replayWithDisposedGame, games);
const theirs = measure(replayWithSabaki, games);
const rate = (movesPerSecond) => `${Math.round(movesPerSecond).toLocaleString('en')} moves/s`;
console.log(`@go-board/rules Game, never disposed   ${rate(ours)}`);
console.log(`@go-board/rules Game, dispose()        ${rate(disposed)}`);
console.log(`@sabaki/go-board                       ${rate(theirs)}`);
console.log(`ratio, never disposed                  ${(ours / theirs).toFixed(1)}x @sabaki/go-board (target >= 100x)`);
console.log(
  `ratio, dispose()                       ${(disposed / theirs).toFixed(1)}x @sabaki/go-board (target >= 50x)`,
);

// 200,000 games in one synchronous loop, none disposed, in a process that starts clean.
const child = JSON.parse(execFileSync(process.execPath, [join(here, 'undisposed-games.mjs')], { encoding: 'utf8' }));
const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
console.log(
  `${child.games.toLocaleString('en')} undisposed games made in a loop: resident ${megabytes(child.rss)} at the end, ` +
    `${megabytes(child.maxRss)} at most (target < 200 MB), in ${(child.milliseconds / 1000).toFixed(2)} s`,
);

// From SGF text to the final position of a 300-move game: read, build the tree, check every
// move, and step to the end.
const moves300 = randomGames(1, 300)[0];
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
