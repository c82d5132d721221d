// The server-rendered page (/ssr/, made for each request by ssr/page.mjs with
// @go-board/element/ssr) in a real browser: without JavaScript its boards show, drawn by the
// server as declarative shadow DOM; with it, the standalone script hydrates them, keeping the
// server's drawing, and they work.
import { engineOfThisRun } from '@go-board/test-browsers';
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { useSite } from './support/site.js';

const site = useSite();

/** Every console message and page error of `page`, warnings included. */
function messages(page: Page): string[] {
  const seen: string[] = [];
  page.on('pageerror', (error) => seen.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warn') seen.push(`${message.type()}: ${message.text()}`);
  });
  return seen;
}

/**
 * Turns the page's JavaScript off: in Chromium, scripting itself. Firefox ESR 153's WebDriver
 * BiDi has no emulation.setScriptingEnabled
 * (https://w3c.github.io/webdriver-bidi/#command-emulation-setScriptingEnabled), so there every
 * script the page asks for is refused instead: the page is left as a browser that runs no
 * script shows it (the page has no inline script).
 */
async function withoutJavaScript(page: Page): Promise<void> {
  if (engineOfThisRun() === 'chromium') return page.setJavaScriptEnabled(false);
  await page.setRequestInterception(true);
  // By its name: Firefox's requests do not say what kind of resource they load.
  page.on(
    'request',
    (request) => void (/\.m?js$/.test(new URL(request.url()).pathname) ? request.abort() : request.continue()),
  );
}

type Board = HTMLElement & {
  move: number;
  next(): boolean;
  play(x: number, y: number): void;
  game: { at(x: number, y: number): string | null };
  updateComplete: Promise<unknown>;
};

describe('the server-rendered page', () => {
  it('should show its boards without JavaScript', async () => {
    const page = await site.newPage();
    await withoutJavaScript(page);
    const response = await page.goto(`${site.base}/ssr/`, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    // Delegating focus, as the element does: the page focusing the board reaches its board area.
    expect(html).toContain('<template shadowroot="open" shadowrootmode="open" shadowrootdelegatesfocus>');
    const boards = await page.$$eval('go-board', (list) =>
      list.map((board) => ({
        defined: customElements.get('go-board') !== undefined,
        svg: board.shadowRoot?.querySelector('svg.goban') !== null,
        stones: board.shadowRoot?.querySelectorAll('.stone').length ?? 0,
        name: board.shadowRoot?.querySelector('[part="board"]')?.getAttribute('aria-label'),
        height: board.getBoundingClientRect().height,
      })),
    );
    expect(boards).toEqual([
      {
        defined: false,
        svg: true,
        stones: 12,
        name: 'The club game, move 12 of 37, White F4',
        height: expect.any(Number),
      },
      {
        defined: false,
        svg: true,
        stones: 2,
        name: 'Goban, 9 × 9, coup 0, À Blanc de jouer',
        height: expect.any(Number),
      },
    ]);
    // Drawn and styled: each board takes room on the page.
    for (const board of boards) expect(board.height).toBeGreaterThan(200);
    await page.close();
  });

  it("should hydrate its boards when the script arrives: the server's drawing kept, no warning, and working", async () => {
    const page = await site.newPage();
    const seen = messages(page);
    // Hold the script back until the server's drawing is marked, to tell hydration from a new render.
    await page.setRequestInterception(true);
    let release!: () => void;
    const marked = new Promise<void>((resolve) => (release = resolve));
    page.on('request', (request) => {
      if (request.url().endsWith('/go-board.standalone.js')) void marked.then(() => request.continue());
      else void request.continue();
    });
    const loaded = page.goto(`${site.base}/ssr/`, { waitUntil: 'load' });
    await page.waitForFunction(
      () =>
        document.querySelectorAll('go-board').length === 2 && document.querySelector('script[src$="standalone.js"]'),
    );
    await page.evaluate(() => {
      for (const board of document.querySelectorAll('go-board'))
        (board.shadowRoot!.querySelector('svg.goban') as SVGElement & { fromServer?: boolean }).fromServer = true;
    });
    release();
    await loaded;
    await page.waitForFunction(() =>
      [...document.querySelectorAll('go-board')].every(
        (board) => (board as HTMLElement & { hasUpdated?: boolean }).hasUpdated,
      ),
    );
    const result = await page.evaluate(async () => {
      const replay = document.querySelector('#replay') as Board;
      const french = document.querySelector('#french') as Board;
      await Promise.all([replay.updateComplete, french.updateComplete]);
      const kept = [replay, french].map(
        (board) =>
          (board.shadowRoot!.querySelector('svg.goban') as SVGElement & { fromServer?: boolean }).fromServer === true,
      );
      const before = replay.move;
      (replay.shadowRoot!.querySelector('button.next') as HTMLButtonElement).click();
      await replay.updateComplete;
      french.play({ x: 4, y: 4 });
      await french.updateComplete;
      return {
        kept,
        moves: [before, replay.move],
        counter: replay.shadowRoot!.querySelector('.counter')!.textContent,
        stone: french.game.at({ x: 4, y: 4 }),
        status: french.shadowRoot!.querySelector('[part="status"]')!.textContent!.replace(/\s+/g, ' ').trim(),
      };
    });
    expect(result).toEqual({
      kept: [true, true],
      moves: [12, 13],
      counter: 'Move 13 of 37',
      stone: 'white',
      status: expect.stringContaining('À Noir de jouer'),
    });
    expect(seen).toEqual([]);
    await page.close();
  });
});
