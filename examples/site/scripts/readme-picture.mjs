// The picture at the top of the repository's README: three boards of the example pages as a reader
// sees them, screenshots from Debian's Chromium (never a downloaded browser): the blog's replay at
// its last move, the editor page's problem editor and the review page's game with KataGo's
// analysis. Run after `pnpm build`: `pnpm readme-picture` at the root writes docs/boards.png.
import { puppeteerLaunchOptions } from '@go-board/test-browsers';
import { writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import puppeteer from 'puppeteer-core';
import { startServer } from '../serve.mjs';
import { composeRow } from './compose.mjs';

/** The page's width in CSS pixels, wide enough for the review page's board and tree side by side. */
const VIEWPORT_WIDTH = 1200;
/** Every screenshot at this share of the page's size, so the three keep their sizes on the page. */
const SCALE = 0.55;
/** The pages' background (examples/site/site.css), between and around the screenshots. */
const PAGE_COLOUR = [0xfa, 0xfa, 0xf7];
/** How long a state may take to come on a busy machine before the script gives up. */
const TIMEOUT = 90_000;

/** Each board: its page, the board, and the parts of its shadow root it must have drawn. */
const BOARDS = [
  {
    page: '/blog/',
    board: 'go-board.replay',
    drawn: [],
    // The reader's last step: move 37, with its comment and the last move's mark.
    async prepare(page) {
      await page.$eval('go-board.replay', async (board) => {
        board.move = 37;
        await board.updateComplete;
      });
    },
  },
  { page: '/edit/', board: '#editor', drawn: ['[part="toolbar"]'] },
  // KataGo's candidates on the board and the win rate graph below it.
  { page: '/review/', board: '#pro', drawn: ['.candidate.best', '[part="graph"] [role="slider"]'] },
];

/** Opens `page` at the viewport, waits until its board has loaded its record (`isReady`) and drawn
 * it, everything named in `drawn` and every part it shows, and resolves with its screenshot. */
async function screenshot(browser, base, { page: path, board, drawn, prepare }) {
  const page = await browser.newPage();
  page.setDefaultTimeout(TIMEOUT);
  await page.setViewport({ width: VIEWPORT_WIDTH, height: 900, deviceScaleFactor: SCALE });
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  await page.waitForFunction(
    (board, drawn) => {
      const element = document.querySelector(board);
      const root = element?.shadowRoot;
      return element?.isReady && root.querySelector('svg.goban') && drawn.every((part) => root.querySelector(part));
    },
    {},
    board,
    drawn,
  );
  await prepare?.(page);
  // The parts a board loads when it shows them (the replay's controls) have arrived with this.
  await page.$eval(board, (element) => element.updateComplete);
  const png = PNG.sync.read(Buffer.from(await (await page.$(board)).screenshot()));
  await page.close();
  return png;
}

const server = await startServer(0);
const browser = await puppeteer.launch(puppeteerLaunchOptions('chromium'));
try {
  const base = `http://127.0.0.1:${server.address().port}`;
  const images = [];
  for (const board of BOARDS) images.push(await screenshot(browser, base, board));
  const picture = composeRow(images, { background: PAGE_COLOUR });
  const out = new URL('../../../docs/boards.png', import.meta.url);
  const bytes = PNG.sync.write(picture, { colorType: 2, deflateStrategy: 1 });
  writeFileSync(out, bytes);
  console.log(`Wrote docs/boards.png: ${picture.width} x ${picture.height}, ${bytes.length} bytes`);
} finally {
  await browser.close();
  server.close();
}
