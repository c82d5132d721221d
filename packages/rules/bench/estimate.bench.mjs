// The playout functions' speed through the public API in Node (inline, in chunks, as pages
// without workers run them): ownership and dead stones on a late-game 19x19 position, and the
// bot's search rate. Figures, not a pass/fail test: run with `pnpm bench`.

import { Game, estimateOwnership, guessDeadStones, init, suggestMove } from '../dist/index.js';
import { seededRandom } from './seeded-random.mjs';

const RUNS = 15;

await init();

/** Whether the side to move would fill its own eye at (x, y): every neighbour its stone or the edge. */
function fillsOwnEye(game, x, y) {
  for (const [nx, ny] of [
    [x + 1, y],
    [x - 1, y],
    [x, y + 1],
    [x, y - 1],
  ]) {
    if (nx >= 0 && ny >= 0 && nx < game.width && ny < game.height && game.at({ x: nx, y: ny }) !== game.turn)
      return false;
  }
  return true;
}

/** A late-game position: a seeded random game (no side filling its own eyes) played until
 * 60% of the 19x19 points hold stones, with captures and kos along the way. */
function lateGamePosition() {
  const next = seededRandom(19);
  const game = new Game({ size: 19, komi: 7.5 });
  while (game.board.filter((stone) => stone !== 0).length < 0.6 * 361) {
    const candidates = [];
    for (let y = 0; y < 19; y++)
      for (let x = 0; x < 19; x++) if (game.isLegal({ x, y }) && !fillsOwnEye(game, x, y)) candidates.push([x, y]);
    const [x, y] = candidates[Math.floor(next() * candidates.length)];
    game.play({ x, y });
  }
  return game;
}

/** The median wall-clock and CPU milliseconds of `work`: on a machine shared with other work the
 * wall clock stretches with the load, the CPU time this process spent does much less. */
async function medianMs(work) {
  await work(); // warm-up: let the engine tier up
  const times = [];
  const cpuTimes = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    await work();
    const cpu = process.cpuUsage(cpuBefore);
    times.push(performance.now() - started);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(RUNS / 2)];
  return Object.assign(median(times), { cpu: median(cpuTimes) });
}

const game = lateGamePosition();
const stones = game.board.filter((stone) => stone !== 0).length;
console.log(
  `Late-game 19x19 position: ${stones} stones after ${game.moveNumber} moves (Node ${process.version}, inline in chunks)`,
);
const estimate = await medianMs(() => estimateOwnership(game, { playouts: 1000 }));
console.log(
  `estimateOwnership, 1,000 playouts     ${estimate.toFixed(1)} ms, CPU ${estimate.cpu.toFixed(1)} ms (median of ${RUNS}; target < 100 ms)`,
);
const dead = await medianMs(() => guessDeadStones(game, { playouts: 1000 }));
console.log(
  `guessDeadStones, 1,000 playouts       ${dead.toFixed(1)} ms, CPU ${dead.cpu.toFixed(1)} ms (median of ${RUNS})`,
);

for (const size of [9, 19]) {
  const empty = new Game({ size });
  const playouts = size === 9 ? 10_000 : 3000;
  const search = await medianMs(() => suggestMove(empty, { playouts }));
  const rate = (ms) => Math.round((playouts / Number(ms)) * 1000).toLocaleString('en');
  console.log(
    `suggestMove on empty ${size}x${size}`.padEnd(38) +
      `${rate(search)} playouts/s in the tree search, ${rate(search.cpu)} per CPU second (${playouts.toLocaleString('en')} playouts: ${search.toFixed(0)} ms)`,
  );
}
