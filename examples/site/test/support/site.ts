// The examples server and a browser from the system, never a downloaded one, for one test file:
// started before its tests, stopped after them. The browser is Chromium, or Firefox (driven over
// WebDriver BiDi) where GO_BOARD_ENGINE says so (test:firefox).
import type { RequestListener, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { engineOfThisRun, puppeteerLaunchOptions } from '@go-board/test-browsers';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll } from 'vitest';
// @ts-expect-error: a plain JavaScript module without types
import { startServer } from '../../serve.mjs';

/** Where the site runs and the browser to open it in; filled in before the file's tests run. */
export interface Site {
  base: string;
  browser: Browser;
  /** A new tab whose waits give up only long after a busy machine would have finished. */
  newPage(): Promise<Page>;
}

/** How long a page's waits last before they fail: a bound for a machine under load, not a pause. */
const PAGE_TIMEOUT = 90_000;

/** Starts the examples server (answering with `serve`, by default as `pnpm start` does) and a
 * browser before the file's tests, and stops them after. */
export function useSite(serve?: RequestListener): Site {
  const site = {
    async newPage() {
      const page = await site.browser.newPage();
      page.setDefaultTimeout(PAGE_TIMEOUT);
      return page;
    },
  } as Site;
  let server: Server | undefined;
  beforeAll(async () => {
    server = await startServer(0, serve);
    site.base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
    site.browser = await puppeteer.launch(puppeteerLaunchOptions(engineOfThisRun()));
  });
  afterAll(async () => {
    await site.browser?.close();
    server?.close();
  });
  return site;
}

/** Waits until every `<go-board>` matching `selector` (at least `count` of them) has loaded its
 * record and drawn it: `isReady` is the board's own word for "a game is shown". A board draws an
 * empty grid before its record arrives, so the grid alone says nothing. */
export async function waitForBoards(page: Page, selector = 'go-board', count = 1): Promise<void> {
  await page.waitForFunction(
    (selector, count) => {
      const boards = [...document.querySelectorAll(selector)] as (HTMLElement & { isReady?: boolean })[];
      return (
        boards.length >= count && boards.every((board) => board.isReady && board.shadowRoot?.querySelector('svg.goban'))
      );
    },
    {},
    selector,
    count,
  );
}

/** Collects the page's errors from now on: uncaught exceptions and console errors, as text. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Clicks intersection (x, y) of the board matching `selector` with the real mouse, and waits until
 * the board has received the click and drawn what it did. */
export async function clickPoint(page: Page, selector: string, x: number, y: number): Promise<void> {
  const position = await page.$eval(
    selector,
    (board, x, y) => {
      const svg = board.shadowRoot!.querySelector('svg.goban') as SVGSVGElement;
      svg.scrollIntoView({ block: 'center' });
      const point = new DOMPoint(x, y).matrixTransform(svg.getScreenCTM()!);
      (window as unknown as { clicked: Promise<void> }).clicked = new Promise((resolve) =>
        board.addEventListener('click', () => resolve(), { once: true }),
      );
      return { x: point.x, y: point.y };
    },
    x,
    y,
  );
  await page.mouse.click(position.x, position.y);
  await page.evaluate(() => (window as unknown as { clicked: Promise<void> }).clicked);
  await page.$eval(selector, (board) => (board as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete);
}
