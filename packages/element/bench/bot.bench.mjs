// Benchmarks the page while <go-board>'s bot thinks, in headless Chromium (CHROME_PATH, default
// /usr/bin/chromium), through the standalone bundle as a static host serves it: the bot plays
// level 10 on 19x19 with `bot-time`, in its Web Workers, while the page counts its animation
// frames. The figure is the longest frame while the bot thinks, against the same page idle for as
// long just before (the machine's own noise, the peer); the goal is no frame over 50 ms.
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchPage, launchChromium, serveBuild } from './page.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const FRAME_GOAL_MS = 50;
const MOVES = 4;
const BOT_SECONDS = 2;

const PAGE = benchPage(
  'go-board bot bench',
  640,
  `<go-board mode="play" size="19" opponent="bot" bot-level="10" bot-time="${BOT_SECONDS}" player="black"></go-board>`,
);

async function main() {
  const { server, url } = await serveBuild(join(root, 'dist'), PAGE);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(url);
    await page.waitForFunction(() => customElements.get('go-board') !== undefined);
    const figures = await page.evaluate(async (moves) => {
      const board = document.querySelector('go-board');
      await board.updateComplete;
      // Tasks of the page's main thread over 50 ms: the page's own work, where a long frame
      // alone may also be the machine lending its cores elsewhere.
      const longTasks = [];
      let counting = false;
      new PerformanceObserver((list) => {
        if (counting) longTasks.push(...list.getEntries().map((entry) => entry.duration));
      }).observe({ type: 'longtask' });
      /** Frame intervals from now until `done()` holds. */
      const framesUntil = (done) =>
        new Promise((resolve) => {
          const gaps = [];
          let last = performance.now();
          const frame = (time) => {
            gaps.push(time - last);
            last = time;
            if (done()) resolve(gaps);
            else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        });
      const thinking = [];
      const idle = [];
      let thinkingMs = 0;
      // The bot's first move loads the playouts and starts its workers: not counted.
      const points = [
        [3, 3],
        [15, 15],
        [3, 15],
        [15, 3],
        [9, 9],
        [2, 9],
        [16, 9],
      ];
      for (let move = 0; move <= moves; move++) {
        // The page idle for as long as the bot thought last time: the peer.
        if (move > 0) {
          const until = performance.now() + thinkingMs;
          idle.push(...(await framesUntil(() => performance.now() >= until)));
        }
        const [x, y] = points[move];
        const expected = board.game.moveNumber + 2;
        board.play({ x, y });
        const started = performance.now();
        counting = move > 0;
        const gaps = await framesUntil(() => board.game.moveNumber >= expected);
        counting = false;
        thinkingMs = performance.now() - started;
        if (move > 0) thinking.push(...gaps);
      }
      return { thinking, idle, longTasks, threads: navigator.hardwareConcurrency };
    }, MOVES);
    const sorted = (values) => [...values].sort((a, b) => a - b);
    const p99 = (values) => sorted(values)[Math.floor(values.length * 0.99)];
    const longest = (values) => Math.max(...values);
    const over = (values) => values.filter((gap) => gap > FRAME_GOAL_MS).length;
    const ms = (value) => `${value.toFixed(1)} ms`;
    const workers = Math.max(1, Math.min(8, figures.threads - 1));
    console.log(
      `go-board bot bench (Chromium, standalone bundle, ${availableParallelism()} cores; the bot in ${workers} Web Worker${workers > 1 ? 's' : ''})`,
    );
    console.log(
      `  frames while level 10 thinks on 19x19 (${MOVES} moves, bot-time ${BOT_SECONDS} s): longest ${ms(longest(figures.thinking))}, ` +
        `p99 ${ms(p99(figures.thinking))}, ${over(figures.thinking)} of ${figures.thinking.length} over ${FRAME_GOAL_MS} ms`,
    );
    console.log(
      `  the same page idle as long (peer): longest ${ms(longest(figures.idle))}, p99 ${ms(p99(figures.idle))}, ` +
        `${over(figures.idle)} of ${figures.idle.length} over ${FRAME_GOAL_MS} ms; ratio of longest frames ${(longest(figures.thinking) / longest(figures.idle)).toFixed(2)}x`,
    );
    console.log(
      `  main-thread tasks over 50 ms while it thinks: ${figures.longTasks.length}${figures.longTasks.length ? ` (longest ${ms(longest(figures.longTasks))})` : ''}`,
    );
    console.log(
      `  goal: no frame over ${FRAME_GOAL_MS} ms while the bot thinks: ${longest(figures.thinking) <= FRAME_GOAL_MS ? 'met' : 'MISSED'}`,
    );
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
