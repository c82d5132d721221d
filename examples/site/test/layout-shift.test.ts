// Nothing jumps while a page of boards loads: with the element's script a second late, the blog
// page and the page of each static site (Astro, Eleventy, Hugo, Jekyll), in a desktop window and a
// phone's, keep every board and paragraph in view where it was first drawn, and their cumulative
// layout shift stays under 0.01 (Chromium reports layout shifts; in Firefox, test:firefox, the
// boxes say it alone). And while a game is played against the bot, nothing on its page moves at
// all: no layout shift, whatever caused it, and every box the same at the end.
import { loadWithLateScript } from '@go-board/test-browsers/layout-shift';
import { describe, expect, it } from 'vitest';
import { useSite } from './support/site.js';

const site = useSite();

/** The pages, with the number of boards each shows. */
const PAGES: [name: string, path: string, boards: number][] = [
  ['the blog page', '/blog/', 5],
  ['the Astro site', '/sites/astro/', 2],
  ['the Eleventy site', '/sites/eleventy/', 3],
  ['the Hugo site', '/sites/hugo/', 4],
  ['the Jekyll site', '/sites/jekyll/', 4],
  // The replay's controls and styles arrive after the board is drawn, in the room kept for them.
  ['the page of diagrams', '/weight/diagrams/', 3],
  ['the page with a replay', '/weight/replay/', 1],
];

/** The boxes (and their numbers: x, y, width, height) that moved by more than a hundredth of a
 * pixel from one record of boxes to another. Firefox places a box a few millionths of a pixel
 * elsewhere from one layout to the next in a scrolled page: that is no move. */
function moved(before: unknown, after: unknown, path = ''): string[] {
  if (typeof before === 'number' && typeof after === 'number')
    return Math.abs(before - after) > 0.01 ? [`${path}: ${before} -> ${after}`] : [];
  if (before && after && typeof before === 'object' && typeof after === 'object') {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return [...keys].flatMap((key) =>
      moved((before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key], `${path}/${key}`),
    );
  }
  return before === after ? [] : [`${path}: ${String(before)} -> ${String(after)}`];
}

/** The windows: a desktop's (where the issue measured) and a phone's. */
const WINDOWS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

describe('a page of boards, its script a second late', () => {
  for (const [name, path, boards] of PAGES) {
    it(`should not move: ${name}`, async () => {
      for (const window of WINDOWS) {
        const page = await site.newPage();
        await page.setViewport(window);
        const load = await loadWithLateScript(page, `${site.base}${path}`);
        const where = `${name}, ${window.width}x${window.height}`;
        console.log(`layout shift, ${where}: ${load.layoutShift}`);
        expect(load.boards, where).toBe(boards);
        expect(load.definedAtFirstDrawing, where).toBe(false);
        expect(load.moved, where).toEqual([]);
        if (load.layoutShift !== null) expect(load.layoutShift, where).toBeLessThan(0.01);
        await page.close();
      }
    });
  }
});

describe('a game against the bot', () => {
  for (const window of WINDOWS)
    it(`should move nothing over 20 moves: the bot thinking, a refused move, the two presses to resign and the result, ${window.width}x${window.height}`, async () => {
      const page = await site.newPage();
      await page.setViewport(window);
      const load = await loadWithLateScript(page, `${site.base}/bot/`);
      expect(load.moved).toEqual([]);
      type Board = HTMLElement & {
        botLevel: number;
        botTime: number | null;
        botThinking: boolean;
        updateComplete: Promise<unknown>;
        game: { moveNumber: number; isOver: boolean; result: string | null; isLegal(x: number, y: number): boolean };
      };
      await page.$eval('go-board', async (board) => {
        (board as Board).botLevel = 1;
        (board as Board).botTime = 0.2;
        await (board as Board).updateComplete;
      });
      // Every layout shift from here on, whatever caused it (a click too): there must be none.
      /** The boxes of the page and of the board's parts (its drawing, status, buttons), in the page. */
      const boxes = () =>
        page.$eval('go-board', (board) => {
          const parts = Object.fromEntries(
            [...board.shadowRoot!.querySelectorAll('[part], .status-line, .message, .row')].map((part, index) => {
              const box = part.getBoundingClientRect();
              const name = part.getAttribute('part') ?? part.classList[0];
              return [`${index} ${part.localName} ${name}`, [box.x, box.y + scrollY, box.width, box.height]];
            }),
          );
          const page = (window as unknown as { __goBoardLayout: { boxes(): object } }).__goBoardLayout.boxes();
          return { page, parts };
        });
      await page.evaluate(() => {
        const shifts: string[] = [];
        (window as unknown as { __gameShifts: string[] }).__gameShifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            shifts.push(`${entry.value} at ${Math.round(entry.startTime)} ms`);
        }).observe({ type: 'layout-shift' });
      });
      // Whether the board has shown "Thinking…": the bot's 0.2 s can be over before a question
      // from here reaches the page, so the page watches for it itself.
      await page.$eval('go-board', (board) => {
        const root = board.shadowRoot!;
        const seen = () => root.querySelector('.message.thinking') !== null;
        const watch = window as unknown as { __sawThinking: boolean };
        watch.__sawThinking = seen();
        new MutationObserver(() => {
          if (seen()) watch.__sawThinking = true;
        }).observe(root, { subtree: true, childList: true, attributes: true });
      });
      const before = await boxes();
      /** The message under the status line, and whether the bot is thinking. */
      const state = () =>
        page.$eval('go-board', (board) => ({
          moveNumber: (board as Board).game.moveNumber,
          thinking: (board as Board).botThinking,
          over: (board as Board).game.isOver,
          message: board.shadowRoot!.querySelector('.message')?.textContent?.trim() ?? '',
        }));
      /** Clicks intersection (x, y) with the real mouse. */
      const clickPoint = async (x: number, y: number): Promise<void> => {
        const position = await page.$eval(
          'go-board',
          (board, x, y) => {
            const svg = board.shadowRoot!.querySelector('svg.goban') as SVGSVGElement;
            svg.scrollIntoView({ block: 'nearest' });
            const point = new DOMPoint(x, y).matrixTransform(svg.getScreenCTM()!);
            return { x: point.x, y: point.y };
          },
          x,
          y,
        );
        await page.mouse.click(position.x, position.y);
      };
      const clickButton = async (name: string): Promise<void> => {
        const position = await page.$eval(
          'go-board',
          (board, name) => {
            const button = board.shadowRoot!.querySelector(`button.action.${name}`)!;
            button.scrollIntoView({ block: 'nearest' });
            const box = button.getBoundingClientRect();
            return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
          },
          name,
        );
        await page.mouse.click(position.x, position.y);
      };
      const seen = new Set<string>();
      let last: [number, number] | null = null;
      while ((await state()).moveNumber < 20) {
        const { moveNumber } = await state();
        // Twice, a click on a stone first: the board says why it cannot be played there.
        if (last && (moveNumber === 4 || moveNumber === 12)) {
          await clickPoint(...last);
          await page.waitForFunction(
            () => document.querySelector('go-board')!.shadowRoot!.querySelector('.message')!.textContent!.trim() !== '',
          );
          seen.add(`refused: ${(await state()).message}`);
        }
        // Black's next legal point, from the middle outwards.
        last = await page.$eval('go-board', (board) => {
          const game = (board as Board).game;
          const points: [number, number][] = [];
          for (let y = 0; y < 9; y++) for (let x = 0; x < 9; x++) points.push([x, y]);
          points.sort((a, b) => Math.hypot(a[0] - 4, a[1] - 4) - Math.hypot(b[0] - 4, b[1] - 4));
          return points.find(([x, y]) => game.isLegal({ x, y }))!;
        });
        await clickPoint(...last);
        await page.waitForFunction(
          (moveNumber) => (document.querySelector('go-board') as Board).game.moveNumber > moveNumber,
          {},
          moveNumber,
        );
        if (await page.evaluate(() => (window as unknown as { __sawThinking: boolean }).__sawThinking))
          seen.add('thinking');
        await page.waitForFunction(
          (moveNumber) => {
            const board = document.querySelector('go-board') as Board;
            return (board.game.moveNumber >= moveNumber + 2 || board.game.isOver) && !board.botThinking;
          },
          {},
          moveNumber,
        );
      }
      // Resigning asks first, over the message, then the result shows.
      await clickButton('resign');
      await page.waitForFunction(() =>
        document.querySelector('go-board')!.shadowRoot!.querySelector('button.action.resign.armed'),
      );
      await clickButton('resign');
      await page.waitForFunction(() => (document.querySelector('go-board') as Board).game.isOver);
      await page.$eval('go-board', (board) => (board as Board).updateComplete);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const result = await state();
      console.log(`the bot game: ${[...seen].join('; ')}; at the end: ${result.message}`);
      expect(result.over).toBe(true);
      expect(seen).toContain('thinking');
      expect([...seen].filter((what) => what.startsWith('refused'))).toHaveLength(2);
      const after = await boxes();
      expect(moved(before, after)).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { __gameShifts: string[] }).__gameShifts)).toEqual([]);
      await page.close();
    });
});
