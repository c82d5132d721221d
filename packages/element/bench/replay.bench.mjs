// Benchmarks <go-board> in headless Chromium (CHROME_PATH, default /usr/bin/chromium), through
// the standalone bundle a page would load (served with the files it loads from beside itself):
// the first render of a 19x19 position with 250 stones and markup, one replay step of a 250-move
// game, and a page of 50 diagrams of a 19x19 game (the time until all are drawn, and the memory
// they keep once drawn). Each time is measured in the page with performance.now() around the
// change, `await board.updateComplete` and a forced layout (so the browser's own work on the new
// DOM counts too). Goals: a step under 4 ms; 50 diagrams keep under 4 MiB.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { Game, formatPoint, init } from '@go-board/rules';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const STEP_GOAL_MS = 4;
const DIAGRAMS = 50;
const DIAGRAMS_MEMORY_GOAL = 4 * 1024 * 1024;
const TYPES = { '.js': 'text/javascript', '.wasm': 'application/wasm', '.map': 'application/json' };

/** A deterministic pseudo-random sequence, so every run measures the same games. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return state / 2 ** 32;
  };
}

/** A legal 19x19 game of `moves` moves, with a comment and some markup every tenth move. */
function replayRecord(moves) {
  const game = new Game({ size: 19 });
  const next = random(19);
  while (game.moveNumber < moves) {
    const x = Math.floor(next() * 19);
    const y = Math.floor(next() * 19);
    if (game.isLegal(x, y)) game.play(x, y);
  }
  let sgf = game.toSgf();
  // Markup on every tenth node, so stepping also redraws marks and comments.
  let count = 0;
  sgf = sgf.replace(/;([BW])\[([a-s]{2})\]/g, (whole, color, point) => (++count % 10 === 0 ? `;${color}[${point}]TR[${point}]C[Move ${count}.]` : whole));
  return sgf;
}

/** A 19x19 position of 250 setup stones with every kind of markup. */
function diagramRecord() {
  const black = [];
  const white = [];
  const next = random(250);
  const taken = new Set();
  while (black.length + white.length < 250) {
    const point = { x: Math.floor(next() * 19), y: Math.floor(next() * 19) };
    const key = point.y * 19 + point.x;
    if (taken.has(key)) continue;
    taken.add(key);
    (taken.size % 2 ? black : white).push(formatPoint(point));
  }
  const empty = [];
  for (let key = 0; key < 361; key++) if (!taken.has(key)) empty.push(formatPoint({ x: key % 19, y: Math.floor(key / 19) }));
  const list = (values) => values.map((value) => `[${value}]`).join('');
  return (
    `(;SZ[19]AB${list(black)}AW${list(white)}` +
    `TR${list(black.slice(0, 8))}SQ${list(white.slice(0, 8))}CR${list(black.slice(8, 16))}MA${list(white.slice(8, 16))}` +
    `LB${list(empty.slice(0, 20).map((point, k) => `${point}:${String.fromCharCode(65 + k)}`))}` +
    `SL${list(empty.slice(20, 30))}TB${list(empty.slice(30, 50))}TW${list(empty.slice(50, 70))}DD${list(black.slice(20, 30))}` +
    `AR[aa:ss][sa:as]LN[ja:js][aj:sj]C[A busy diagram.]` +
    `;B[${empty[80]}])`
  );
}

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>go-board bench</title>
<script type="module" src="/go-board.standalone.js"></script></head>
<body style="width: 640px"></body></html>`;

async function main() {
  await init();
  const records = { diagram: diagramRecord(), replay: replayRecord(250) };
  // The bundle and the files beside it (the core, chunks, words), as a static host serves them.
  const server = createServer((request, response) => {
    const name = new URL(request.url, 'http://localhost').pathname.slice(1);
    if (/^[\w.-]+\.(js|wasm|map)$/.test(name)) {
      try {
        const body = readFileSync(join(root, 'dist', name));
        response.writeHead(200, { 'content-type': TYPES[extname(name)] });
        response.end(body);
      } catch {
        response.writeHead(404);
        response.end();
      }
    } else {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(PAGE);
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await page.waitForFunction(() => customElements.get('go-board') !== undefined);
    const figures = await page.evaluate(async ({ diagram, replay }) => {
      const mount = async (attributes) => {
        const board = document.createElement('go-board');
        for (const [name, value] of Object.entries(attributes)) board.setAttribute(name, value);
        const start = performance.now();
        document.body.append(board);
        await board.updateComplete;
        board.getBoundingClientRect();
        return { board, ms: performance.now() - start };
      };
      const cold = await mount({ sgf: diagram, coordinates: '' });
      cold.board.remove();
      const firstRenders = [];
      for (let k = 0; k < 20; k++) {
        const { board, ms } = await mount({ sgf: diagram, coordinates: '' });
        firstRenders.push(ms);
        board.remove();
      }
      const { board } = await mount({ sgf: replay, 'move-numbers': '', coordinates: '' });
      const forward = [];
      const back = [];
      for (let round = 0; round < 2; round++) {
        while (board.move < board.totalMoves) {
          const start = performance.now();
          board.next();
          await board.updateComplete;
          board.getBoundingClientRect();
          forward.push(performance.now() - start);
        }
        while (board.move > 0) {
          const start = performance.now();
          board.previous();
          await board.updateComplete;
          board.getBoundingClientRect();
          back.push(performance.now() - start);
        }
      }
      return { cold: cold.ms, firstRenders, forward, back, stones: cold.board.game.board.filter(Boolean).length };
    }, records);
    const diagrams = await diagramPage(browser, `http://127.0.0.1:${server.address().port}/`, records.replay);
    const sorted = (values) => [...values].sort((a, b) => a - b);
    const median = (values) => sorted(values)[Math.floor(values.length / 2)];
    const p95 = (values) => sorted(values)[Math.floor(values.length * 0.95)];
    const ms = (value) => `${value.toFixed(2)} ms`;
    console.log(`go-board element bench (Chromium, standalone bundle)`);
    console.log(`  first render, 19x19, ${figures.stones} stones + markup: median ${ms(median(figures.firstRenders))}, p95 ${ms(p95(figures.firstRenders))} (first board of the page, with the WebAssembly start: ${ms(figures.cold)})`);
    console.log(`  replay step forward, 250-move game with move numbers: median ${ms(median(figures.forward))}, p95 ${ms(p95(figures.forward))} (${figures.forward.length} steps)`);
    console.log(`  replay step back: median ${ms(median(figures.back))}, p95 ${ms(p95(figures.back))} (${figures.back.length} steps)`);
    const verdict = median(figures.forward) < STEP_GOAL_MS && median(figures.back) < STEP_GOAL_MS ? 'met' : 'MISSED';
    console.log(`  goal: a step under ${STEP_GOAL_MS} ms: ${verdict}`);
    const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MiB`;
    console.log(`  ${DIAGRAMS} diagrams of a 250-move 19x19 game: all drawn in median ${ms(median(diagrams.times))} (of ${diagrams.times.length} page loads); they keep ${mib(diagrams.heap)} of JavaScript heap and ${mib(diagrams.wasm)} of WebAssembly memory`);
    console.log(`  goal: ${DIAGRAMS} diagrams under ${mib(DIAGRAMS_MEMORY_GOAL)}: ${diagrams.heap + diagrams.wasm < DIAGRAMS_MEMORY_GOAL ? 'met' : 'MISSED'}`);
  } finally {
    await browser.close();
    server.close();
  }
}

/** The bytes of every WebAssembly memory of the page (the core's), found through the DevTools protocol. */
async function wasmMemory(session) {
  const { result: prototype } = await session.send('Runtime.evaluate', { expression: 'WebAssembly.Memory.prototype' });
  const { objects } = await session.send('Runtime.queryObjects', { prototypeObjectId: prototype.objectId });
  const { result } = await session.send('Runtime.callFunctionOn', {
    objectId: objects.objectId,
    functionDeclaration: 'function () { return this.reduce((sum, memory) => sum + memory.buffer.byteLength, 0); }',
    returnByValue: true,
  });
  return result.value;
}

/**
 * Loads a page of `DIAGRAMS` boards showing a 19x19 game at various moves, five times: the time
 * from adding the boards to all of them drawn, and what they keep once drawn (the JavaScript heap
 * after garbage collection, less the page's before them, and the core's WebAssembly memory).
 */
async function diagramPage(browser, url, record) {
  const times = [];
  let heap = 0;
  let wasm = 0;
  for (let load = 0; load < 5; load++) {
    const page = await browser.newPage();
    const session = await page.createCDPSession();
    await page.goto(url);
    await page.waitForFunction(() => customElements.get('go-board') !== undefined);
    const used = async () => {
      await session.send('HeapProfiler.collectGarbage');
      return (await session.send('Runtime.getHeapUsage')).usedSize;
    };
    const before = await used();
    const time = await page.evaluate(
      async (record, count) => {
        const start = performance.now();
        const boards = Array.from({ length: count }, (_, k) => {
          const board = document.createElement('go-board');
          board.setAttribute('sgf', record);
          board.setAttribute('move', String(5 + k * 5));
          board.setAttribute('controls', 'none');
          board.style.width = '300px';
          return board;
        });
        document.body.append(...boards);
        await Promise.all(boards.map((board) => board.updateComplete));
        document.body.getBoundingClientRect();
        return performance.now() - start;
      },
      record,
      DIAGRAMS,
    );
    times.push(time);
    heap = (await used()) - before;
    wasm = await wasmMemory(session);
    await page.close();
  }
  return { times, heap, wasm };
}

await main();
