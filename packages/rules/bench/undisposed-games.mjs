// Run by replay.bench.mjs in a child process of its own, so that it starts clean: makes 200,000
// games with `new Game()` and a few moves each in one synchronous loop, never calling dispose(),
// as a script that replays records naturally does, and prints the process's memory as JSON.

import { Game, init } from '../dist/index.js';

const GAMES = Number(process.argv[2] ?? 200_000);

await init();
const start = performance.now();
for (let i = 0; i < GAMES; i++) {
  const game = new Game({ size: 19 });
  game.play({ x: i % 19, y: 3 });
  game.play({ x: 15, y: i % 19 });
  game.play({ x: 3, y: 15 });
  game.pass();
}
const milliseconds = performance.now() - start;
console.log(
  JSON.stringify({
    games: GAMES,
    milliseconds,
    rss: process.memoryUsage().rss,
    // The most the process held at any moment (maxRSS is in kilobytes).
    maxRss: process.resourceUsage().maxRSS * 1024,
  }),
);
