// Benchmarks the game review in headless Chromium (CHROME_PATH, default /usr/bin/chromium),
// through the standalone bundle and the files it loads from beside itself, as a page would:
// - the variation tree of a 300-move game with 50 variations: its first drawing, a replay step
//   with the tree beside the board (against the same step without it), and a jump of its scroll;
// - a professional game with KataGo's analysis of every move (test-fixtures/katago): a replay
//   step with the candidates, the panel and the graph (against the same step without them);
// - the built-in engine's analysis of a 19x19 middle-game position.
// Each figure is measured in the page with performance.now() around the change, `await
// board.updateComplete` and a forced layout. Goal: a step under 4 ms, as for the plain replay.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Game, init } from '@go-board/rules';
import { benchPage, launchChromium, serveBuild } from './page.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const STEP_GOAL_MS = 4;

/** A deterministic pseudo-random sequence, so every run measures the same games. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return state / 2 ** 32;
  };
}

/** Plays `count` random legal moves. */
function playRandom(game, count, next) {
  for (let played = 0; played < count;) {
    const x = Math.floor(next() * 19);
    const y = Math.floor(next() * 19);
    if (game.isLegal({ x, y })) {
      game.play({ x, y });
      played++;
    }
  }
}

/** A legal 19x19 game of `moves` moves with `variations` variations of 6 moves along it. */
function treeRecord(moves, variations) {
  const game = new Game({ size: 19 });
  const next = random(300);
  playRandom(game, moves, next);
  for (let k = 1; k <= variations; k++) {
    game.goToMove(Math.floor((k * moves) / (variations + 1)));
    // A move the record does not have starts a new variation there.
    playRandom(game, 6, next);
  }
  return game.toSgf();
}

/** analyze-sgf asked KataGo with rows counted from the top: the record it analysed is the
 * published one mirrored top to bottom (see test-fixtures/katago/README.md). */
function proGame() {
  const [record, ...responses] = readFileSync(
    join(root, 'test-fixtures/katago/analyze-sgf/t-lian-vs-shin.json'),
    'utf8',
  )
    .split('\n')
    .filter((line) => line.trim());
  const analysed = record.replace(
    /([BW])\[([a-s])([a-s])\]/g,
    (_, color, x, y) => `${color}[${x}${String.fromCharCode(115 - (y.charCodeAt(0) - 97))}]`,
  );
  return { sgf: analysed, analysis: responses.join('\n') };
}

const PAGE = benchPage('go-board review bench', 900);

async function main() {
  await init();
  const records = { tree: treeRecord(300, 50), pro: proGame() };
  const { server, url } = await serveBuild(join(root, 'dist'), PAGE);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(url);
    await page.waitForFunction(() => customElements.get('go-board') !== undefined);
    const figures = await page.evaluate(async ({ tree, pro }) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const until = async (condition) => {
        while (!condition()) await frame();
      };
      const mount = async (attributes) => {
        const board = document.createElement('go-board');
        for (const [name, value] of Object.entries(attributes)) board.setAttribute(name, value);
        document.body.append(board);
        await board.updateComplete;
        return board;
      };
      const time = async (change, board) => {
        const start = performance.now();
        await change();
        await board.updateComplete;
        board.getBoundingClientRect();
        return performance.now() - start;
      };
      /** Steps forward `count` moves from the start and back, timing each step. */
      const steps = async (board, count) => {
        const times = [];
        board.first();
        await board.updateComplete;
        for (let k = 0; k < count; k++) times.push(await time(() => board.next(), board));
        for (let k = 0; k < count; k++) times.push(await time(() => board.previous(), board));
        return times;
      };

      // The tree: its first drawing (the folders already loaded, as on a page's second board).
      const warm = await mount({ sgf: tree, tree: 'side' });
      await until(() => warm.shadowRoot.querySelector('[role="treeitem"]'));
      warm.remove();
      const firstTree = [];
      for (let k = 0; k < 10; k++) {
        const start = performance.now();
        const board = await mount({ sgf: tree, tree: 'side' });
        await until(() => board.shadowRoot.querySelector('[role="treeitem"]'));
        board.getBoundingClientRect();
        firstTree.push(performance.now() - start);
        board.remove();
      }
      const withTree = await mount({ sgf: tree, tree: 'side' });
      await until(() => withTree.shadowRoot.querySelector('[role="treeitem"]'));
      let nodes = 0;
      for (const walk = [withTree.game.root]; walk.length > 0; nodes++) walk.push(...walk.pop().children);
      const drawnItems = withTree.shadowRoot.querySelectorAll('[role="treeitem"]').length;
      const treeSteps = await steps(withTree, 300);
      // A jump of the scroll to each tenth of the tree, until its nodes are drawn.
      const box = withTree.shadowRoot.querySelector('.tree');
      const scrolls = [];
      for (let k = 1; k <= 10; k++) {
        const start = performance.now();
        const before = withTree.shadowRoot.querySelector('[role="treeitem"]:not(.cursor)')?.id;
        box.scrollLeft = (box.scrollWidth * k) / 10;
        await until(() => withTree.shadowRoot.querySelector('[role="treeitem"]:not(.cursor)')?.id !== before);
        await withTree.updateComplete;
        scrolls.push(performance.now() - start);
      }
      withTree.remove();
      const plain = await mount({ sgf: tree });
      const plainSteps = await steps(plain, 300);
      plain.remove();

      // KataGo's analysis of a professional game: candidates, panel, graph.
      const analysed = await mount({ sgf: pro.sgf });
      analysed.analysis = pro.analysis;
      await until(() => analysed.shadowRoot.querySelector('[part="graph"]'));
      const analysisSteps = await steps(analysed, 207);
      analysed.remove();
      const proPlain = await mount({ sgf: pro.sgf });
      const proSteps = await steps(proPlain, 207);

      // The built-in engine on the position after 100 moves.
      proPlain.goTo(100);
      await proPlain.updateComplete;
      await proPlain.analyze({ playouts: 500 });
      const engine = [];
      for (let k = 0; k < 3; k++) {
        const start = performance.now();
        await proPlain.analyze({ playouts: 8000 });
        engine.push(performance.now() - start);
      }
      return { firstTree, nodes, drawnItems, treeSteps, scrolls, plainSteps, analysisSteps, proSteps, engine };
    }, records);
    const sorted = (values) => [...values].sort((a, b) => a - b);
    const median = (values) => sorted(values)[Math.floor(values.length / 2)];
    const p95 = (values) => sorted(values)[Math.floor(values.length * 0.95)];
    const ms = (value) => `${value.toFixed(2)} ms`;
    const ratio = (a, b) => `${(median(a) / median(b)).toFixed(2)}x`;
    console.log('go-board review bench (Chromium, standalone bundle)');
    console.log(
      `  variation tree, 300 moves + 50 variations (${figures.nodes} nodes, ${figures.drawnItems} drawn in view):`,
    );
    console.log(
      `    first drawing with the board: median ${ms(median(figures.firstTree))}, p95 ${ms(p95(figures.firstTree))}`,
    );
    console.log(
      `    replay step with the tree beside the board: median ${ms(median(figures.treeSteps))}, p95 ${ms(p95(figures.treeSteps))}; without the tree ${ms(median(figures.plainSteps))}: ${ratio(figures.treeSteps, figures.plainSteps)}`,
    );
    console.log(
      `    scroll jump to another part of the tree, until drawn (a frame included): median ${ms(median(figures.scrolls))}, p95 ${ms(p95(figures.scrolls))}`,
    );
    console.log(`  KataGo analysis of a 207-move professional game (candidates, panel, graph):`);
    console.log(
      `    replay step: median ${ms(median(figures.analysisSteps))}, p95 ${ms(p95(figures.analysisSteps))}; without the analysis ${ms(median(figures.proSteps))}: ${ratio(figures.analysisSteps, figures.proSteps)}`,
    );
    console.log(
      `  built-in engine, analyze() of a 19x19 position after 100 moves, 8,000 playouts and lines: median ${ms(median(figures.engine))}`,
    );
    const verdict =
      median(figures.treeSteps) < STEP_GOAL_MS && median(figures.analysisSteps) < STEP_GOAL_MS ? 'met' : 'MISSED';
    console.log(`  goal: a step under ${STEP_GOAL_MS} ms with the tree, and with the analysis: ${verdict}`);
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
