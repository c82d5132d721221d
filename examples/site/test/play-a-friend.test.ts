// The play page's "Play a friend" in a real browser against a real game server (go-board-server,
// started by the test on a free port): the page creates a game, its two seat links open two
// boards in two tabs, and the moves played on each reach the other, the watch link and the record.
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { useGameServer } from './support/game-server.js';
import { clickPoint, pageErrors, useSite } from './support/site.js';

const site = useSite();
const gameServer = useGameServer(() => site.base);

type Board = HTMLElement & {
  isReady: boolean;
  game: { at(x: number, y: number): string | null; moveNumber: number } | null;
  pendingMove: unknown;
  updateComplete: Promise<unknown>;
};

const BOARD = '#friend-game go-board';

/** A tab on `url` that records the page's errors. */
async function open(url: string): Promise<{ page: Page; errors: string[] }> {
  const page = await site.newPage();
  const errors = pageErrors(page);
  await page.goto(url, { waitUntil: 'load' });
  return { page, errors };
}

/** The text of the board's online part: the players, their clocks and the connection. */
const onlineText = (page: Page): Promise<string> =>
  page.$eval(BOARD, (board) => board.shadowRoot!.querySelector('.online')?.textContent?.replace(/\s+/g, ' ') ?? '');

/** Waits until the seat link's board shows the game the server welcomed it to. */
async function seated(page: Page): Promise<void> {
  await page.waitForFunction(
    (selector) => {
      const board = document.querySelector(selector) as Board | null;
      const online = board?.shadowRoot?.querySelector('.online');
      return board?.isReady === true && online !== null && !/Connecting/.test(online?.textContent ?? '');
    },
    // Polled on a timer: a tab behind others runs no animation frames.
    { polling: 50 },
    BOARD,
  );
}

/** Clicks intersection (x, y) of the tab's board with the real mouse, the tab in front. */
async function clickOnTab(page: Page, x: number, y: number): Promise<void> {
  await page.bringToFront();
  await clickPoint(page, BOARD, x, y);
}

/** Waits until the tab's board shows move `number` as the server confirmed it. The tab is brought
 * to the front, and the condition polled on a timer: a tab behind others runs no animation frames. */
async function atMove(page: Page, number: number): Promise<void> {
  await page.bringToFront();
  await page.waitForFunction(
    (selector, number) => {
      const board = document.querySelector(selector) as Board;
      return board.game?.moveNumber === number && board.pendingMove === null;
    },
    { polling: 50 },
    BOARD,
    number,
  );
}

/** The stones the tab's board shows, as 'x,y:color', in reading order. */
const stones = (page: Page): Promise<string[]> =>
  page.$eval(BOARD, (board) => {
    const game = (board as Board).game!;
    const found: string[] = [];
    for (let y = 0; y < 9; y++)
      for (let x = 0; x < 9; x++) {
        const color = game.at({ x, y });
        if (color) found.push(`${x},${y}:${color}`);
      }
    return found;
  });

describe('the play page with a friend', () => {
  it('should create a game on the game server, and play it on the boards of its two seat links', async () => {
    const { page, errors } = await open(`${site.base}/play/?server=${encodeURIComponent(gameServer.url)}`);
    await page.select('#friend-size', '9');
    await page.click('#create-game');
    await page.waitForFunction(() => !(document.querySelector('#friend-links') as HTMLElement).hidden);
    expect(await page.$eval('#friend-status', (status) => status.textContent)).toContain('Game created');
    const links = await page.$$eval('#black-link, #white-link, #watch-link', (anchors) =>
      anchors.map((anchor) => (anchor as HTMLAnchorElement).href),
    );
    // Each link opens the play page with the seat's (or the game's) link on the game server.
    const online = links.map((link) => new URL(link).searchParams.get('online')!);
    expect(online.map((link) => new URL(link).origin)).toEqual(Array(3).fill(new URL(gameServer.url).origin));
    expect(online[0]).toMatch(/\?seat=black&token=/);
    expect(online[1]).toMatch(/\?seat=white&token=/);
    expect(online[2]).not.toContain('token');

    const black = await open(links[0]!);
    const white = await open(links[1]!);
    const watcher = await open(links[2]!);
    const tabs = [black.page, white.page, watcher.page];
    await Promise.all(tabs.map(seated));
    expect(await onlineText(black.page)).toContain('Black (you)');
    expect(await onlineText(white.page)).toContain('White (you)');
    expect(await onlineText(watcher.page)).toContain('Watching');
    // The page's default clock: both players' clocks, on every board.
    for (const tab of tabs)
      expect(await tab.$eval(BOARD, (board) => board.shadowRoot!.querySelectorAll('[part="clock"]').length)).toBe(2);

    const moves: [Page, number, number][] = [
      [black.page, 2, 2],
      [white.page, 6, 6],
      [black.page, 2, 6],
      [white.page, 6, 2],
    ];
    for (const [index, [tab, x, y]] of moves.entries()) {
      await clickOnTab(tab, x, y);
      for (const each of tabs) await atMove(each, index + 1);
    }
    const played = ['2,2:black', '6,2:white', '2,6:black', '6,6:white'];
    for (const tab of tabs) expect(await stones(tab)).toEqual(played);

    // The record the page offers to download is the server's, with every move.
    const recordUrl = await page.$eval('#record-link', (anchor) => (anchor as HTMLAnchorElement).href);
    const record = await (await fetch(recordUrl)).text();
    expect(record).toMatch(/;B\[cc\][^;]*;W\[gg\][^;]*;B\[cg\][^;]*;W\[gc\]/);
    for (const { errors: tabErrors } of [black, white, watcher]) expect(tabErrors).toEqual([]);
    expect(errors).toEqual([]);
  });
});
