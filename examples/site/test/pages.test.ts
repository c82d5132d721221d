// The example pages in a real browser (Chromium, and Firefox in test:firefox, from the system,
// never a downloaded one), served by the same server `pnpm start` runs: what a newcomer opens
// first must work.
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { pageErrors, useSite, waitForBoards } from './support/site.js';

const site = useSite();

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await site.newPage();
  const errors = pageErrors(page);
  await page.goto(`${site.base}${path}`, { waitUntil: 'load' });
  return { page, errors };
}

/**
 * Clicks element `index` of those matching `selector` with the real mouse (at `position`, else
 * at its middle) and resolves once it has received the click: the browser may report a click done
 * before a busy page has handled it.
 */
async function clickAndWait(
  page: Page,
  selector: string,
  index = 0,
  position?: { x: number; y: number },
): Promise<void> {
  // The promise is wrapped, so that evaluateHandle does not wait for it here.
  const waiting = await page.evaluateHandle(
    (selector, index) => {
      const element = document.querySelectorAll(selector)[index]!;
      element.scrollIntoView({ block: 'center' });
      const box = element.getBoundingClientRect();
      return {
        middle: { x: box.x + box.width / 2, y: box.y + box.height / 2 },
        received: new Promise<void>((resolve) => element.addEventListener('click', () => resolve(), { once: true })),
      };
    },
    selector,
    index,
  );
  const { x, y } = position ?? (await waiting.evaluate((holder) => holder.middle));
  await page.mouse.click(x, y);
  await waiting.evaluate((holder) => holder.received);
}

const text = (page: Page, selector: string) => page.$eval(selector, (element) => element.textContent ?? '');

describe('examples/site', () => {
  it('should list the examples on its front page', async () => {
    const { page, errors } = await open('/');
    const links = await page.$$eval('main a', (list) => list.map((link) => link.getAttribute('href')));
    expect(links).toContain('./play-text/');
    expect(links).toContain('./play/');
    expect(errors).toEqual([]);
  });

  it('should load the WebAssembly rules without a bundler and play with the keyboard', async () => {
    const { page, errors } = await open('/play-text/');
    await page.waitForFunction(() => document.querySelector('#status')?.textContent?.includes('Black to play'));
    await page.$eval('#board', (board) => (board as SVGElement).focus());
    await page.keyboard.press('Enter');
    expect(await text(page, '#status')).toContain('Move 1.');
    expect(await text(page, '#status')).toContain('White to play');
    // The same point again is refused, with the reason.
    await page.keyboard.press('Enter');
    expect(await text(page, '#status')).toContain('already holds a stone');
    await page.keyboard.press('P');
    expect(await text(page, '#status')).toContain('Move 2.');
    expect(errors).toEqual([]);
  });

  it('should open an SGF record and step into its variations', async () => {
    const { page, errors } = await open('/play-text/');
    await page.waitForFunction(() => document.querySelector('#status')?.textContent?.includes('Black to play'));
    await clickAndWait(page, '#load');
    expect(await text(page, '#comment')).toContain('A short game with a variation.');
    await clickAndWait(page, '#end');
    expect(await text(page, '#status')).toContain('Move 4.');
    await clickAndWait(page, '#back');
    await clickAndWait(page, '#back');
    expect(await page.$$eval('#variations button', (buttons) => buttons.length)).toBe(2);
    await clickAndWait(page, '#variations button:nth-of-type(2)');
    expect(await text(page, '#comment')).toBe('Variation: Black takes the other corner.');
    expect(errors).toEqual([]);
  });

  it('should play on the play page: two at one device, a handicap game, and a game through a mock server', async () => {
    const { page, errors } = await open('/play/');
    await waitForBoards(page, 'go-board', 4);
    const scripts = await page.$$eval('script[src]', (list) => list.map((script) => script.getAttribute('src')));
    expect(scripts).toEqual(['/lib/element/dist/go-board.standalone.js']);
    type Board = HTMLElement & {
      game: { at(x: number, y: number): string | null; turn: string; moveNumber: number };
      sgf: string;
    };
    /** Clicks intersection (x, y) of a board with the real mouse. */
    const clickPoint = async (selector: string, x: number, y: number): Promise<void> => {
      const position = await page.$eval(
        selector,
        (board, x, y) => {
          board.scrollIntoView({ block: 'center' });
          const svg = board.shadowRoot!.querySelector('svg.goban') as SVGSVGElement;
          const point = new DOMPoint(x, y).matrixTransform(svg.getScreenCTM()!);
          return { x: point.x, y: point.y };
        },
        x,
        y,
      );
      await clickAndWait(page, selector, 0, position);
    };
    const stone = (selector: string, x: number, y: number) =>
      page.$eval(selector, (board, x, y) => (board as Board).game.at({ x, y }), x, y);

    // Two players at one device.
    await clickPoint('#local', 4, 4);
    expect(await stone('#local', 4, 4)).toBe('black');
    expect(
      await page.$eval('#local', (board) => board.shadowRoot!.querySelector('[part="status"]')!.textContent),
    ).toContain('White to play');

    // The handicap game: four black stones on the star points, White first.
    expect(await page.$eval('#handicap', (board) => board.shadowRoot!.querySelectorAll('.stone.black').length)).toBe(4);
    expect(await page.$eval('#handicap', (board) => (board as Board).game.turn)).toBe('white');

    // Online: the move waits for the server, then shows on both boards. What the board shows while
    // it waits is read in the page once the click that asked for the move is handled and drawn
    // (a microtask, then the board's update): before the server's reply can arrive, a timer,
    // which runs only after them, however long this test takes to look.
    await page.$eval('#you', (board) => {
      const drawn = () => (board as unknown as { updateComplete: Promise<unknown> }).updateComplete;
      (window as unknown as { asked: Promise<unknown> }).asked = new Promise((resolve) =>
        board.addEventListener(
          'go-move',
          () =>
            queueMicrotask(
              () =>
                void drawn().then(() =>
                  resolve({
                    stone: (board as Board).game.at({ x: 2, y: 2 }),
                    sending: board.shadowRoot!.querySelectorAll('.sending.black').length,
                  }),
                ),
            ),
          { once: true },
        ),
      );
    });
    await clickPoint('#you', 2, 2);
    expect(await page.evaluate(() => (window as unknown as { asked: Promise<unknown> }).asked)).toEqual({
      stone: null,
      sending: 1,
    });
    await page.waitForFunction(
      () => (document.querySelector('#opponent') as Board).game.at({ x: 2, y: 2 }) === 'black',
    );
    expect(await stone('#you', 2, 2)).toBe('black');
    await clickPoint('#opponent', 6, 6);
    await page.waitForFunction(() => (document.querySelector('#you') as Board).game.at({ x: 6, y: 6 }) === 'white');
    expect(await text(page, '#server-log')).toContain('server confirms: white plays (6, 6)');
    const records = await page.$$eval('#you, #opponent', (boards) => boards.map((board) => (board as Board).sgf));
    expect(records[0]).toBe(records[1]);
    expect(errors).toEqual([]);
  });

  it("should show the blog post's diagrams and replay from the standalone script alone", async () => {
    const { page, errors } = await open('/blog/');
    await waitForBoards(page);
    const scripts = await page.$$eval('script[src]', (list) => list.map((script) => script.getAttribute('src')));
    expect(scripts).toEqual(['/lib/element/dist/go-board.standalone.js']);
    // The replay at the end steps forward with its controls.
    const moved = await page.evaluate(async () => {
      const replay = [...document.querySelectorAll('go-board')].at(-1) as HTMLElement & {
        move: number;
        next(): void;
        updateComplete: Promise<unknown>;
      };
      await replay.updateComplete;
      const before = replay.move;
      replay.next();
      await replay.updateComplete;
      return [before, replay.move];
    });
    expect(moved[1]).toBe(moved[0]! + 1);
    // The forum diagram: White's 1 numbered, the labels a and b, the title as the caption.
    const forum = await page.$eval('go-board.forum', (board) => ({
      numbers: [...board.shadowRoot!.querySelectorAll('.point-text.number')].map((item) => item.textContent!.trim()),
      labels: [...board.shadowRoot!.querySelectorAll('.point-text')]
        .map((item) => item.textContent!.trim())
        .filter((text) => /^[a-z]$/.test(text))
        .sort(),
      stones: board.shadowRoot!.querySelectorAll('.stone').length,
      title: board.shadowRoot!.querySelector('.game-name')?.textContent,
    }));
    expect(forum).toEqual({ numbers: ['1'], labels: ['a', 'b'], stones: 5, title: 'The reduction at the shoulder' });
    expect(errors).toEqual([]);
  });

  it('should show the default look at 200, 400 and 800 px beside the flat and book styles', async () => {
    const { page, errors } = await open('/looks/sizes/');
    // Room for the largest board beside the page's margins.
    await page.setViewport({ width: 1300, height: 900 });
    await waitForBoards(page, 'go-board', 9);
    const boards = await page.$$eval('go-board', (list) =>
      list.map((board) => [
        board.id,
        board.shadowRoot!.querySelector('svg.goban')!.getAttribute('class'),
        Math.round(board.getBoundingClientRect().width),
      ]),
    );
    expect(boards).toEqual(
      [200, 400, 800].flatMap((size) => [
        [`realistic-${size}`, 'goban realistic', size],
        [`flat-${size}`, 'goban flat', size],
        [`book-${size}`, 'goban flat', size],
      ]),
    );
    expect(errors).toEqual([]);
  });

  it("should show every look side by side, turned boards reading the record's points, and export from the menu", async () => {
    const { page, errors } = await open('/looks/');
    await waitForBoards(page, 'go-board', 20);
    const looks = await page.$$eval('go-board', (boards) =>
      Object.fromEntries(
        boards.map((board) => [board.id, board.shadowRoot!.querySelector('svg.goban')!.getAttribute('class')]),
      ),
    );
    expect(looks).toMatchObject({
      wood: 'goban realistic',
      'wood-flat': 'goban flat',
      book: 'goban flat',
      dark: 'goban realistic',
    });
    // The coordinate styles, down the left side of each board.
    const rows = await page.$$eval('#coordinates go-board', (boards) =>
      boards.map((board) =>
        [...board.shadowRoot!.querySelectorAll('.coordinate-layer .coordinate')]
          .map((text) => text.textContent)
          .slice(18, 20)
          .join(' '),
      ),
    );
    expect(rows).toEqual(['9 9', '1 1', '一 一', '一 一', '가 가', 'a a']);
    // Turned a quarter, the board still plays and reads the record's points.
    const turned = await page.$eval('#rotate-90', (board) => {
      const svg = board.shadowRoot!.querySelector('svg.goban') as SVGSVGElement;
      const stone = board.shadowRoot!.querySelector('.stone.black') as SVGCircleElement;
      const box = stone.getBoundingClientRect();
      const at = new DOMPoint(box.x + box.width / 2, box.y + box.height / 2).matrixTransform(
        svg.getScreenCTM()!.inverse(),
      );
      return {
        record: [stone.getAttribute('cx'), stone.getAttribute('cy')],
        shown: [Math.round(at.x), Math.round(at.y)],
      };
    });
    expect(turned.shown).toEqual([8 - Number(turned.record[1]), Number(turned.record[0])]);
    // The export menu loads when opened, and the page can ask for pictures.
    await clickAndWait(page, '#replay');
    const exported = await page.$eval('#replay', async (board) => {
      const element = board as HTMLElement & {
        toSvg(): string;
        toPng(): Promise<Blob>;
        updateComplete: Promise<unknown>;
      };
      (element.shadowRoot!.querySelector('button.control.export') as HTMLButtonElement).click();
      while (!element.shadowRoot!.querySelector('.export-menu'))
        await new Promise((resolve) => requestAnimationFrame(resolve));
      const png = await element.toPng();
      return {
        items: element.shadowRoot!.querySelectorAll('.export-item').length,
        svg: element.toSvg().slice(0, 40),
        png: png.type,
      };
    });
    expect(exported).toEqual({ items: 5, svg: '<svg xmlns="http://www.w3.org/2000/svg" ', png: 'image/png' });
    expect(errors).toEqual([]);
  });

  for (const framework of ['react', 'vue', 'svelte']) {
    it(`should drive <go-board> from a ${framework} app: properties in, events out`, async () => {
      const { page, errors } = await open(`/apps/${framework}/`);
      // The app may set `move` only once the board shows its record: before, there is no move 1.
      await waitForBoards(page);
      const state = () => text(page, '[data-testid="state"]');
      expect(await state()).toContain('move 0');
      // The app sets the `move` property; the board answers with go-navigate, which the app shows.
      await clickAndWait(page, 'main p button:nth-of-type(2)');
      await page.waitForFunction(() =>
        document.querySelector('[data-testid="state"]')?.textContent?.includes('Tengen.'),
      );
      expect(await state()).toContain('move 1');
      expect(await page.$eval('go-board', (board) => (board as HTMLElement & { move: number }).move)).toBe(1);
      expect(errors).toEqual([]);
    });
  }

  it('should hand go-problem-result to a React app through onGoProblemResult', async () => {
    const { page, errors } = await open('/apps/react/');
    await waitForBoards(page, 'go-board', 2);
    type Problem = HTMLElement & { play(x: number, y: number): void; updateComplete: Promise<unknown> };
    await page.$eval('go-board[mode="problem"]', async (board) => {
      const problem = board as Problem;
      problem.play({ x: 2, y: 0 }); // C19, the vital point; the board answers at once (replyDelay 0)
      await problem.updateComplete;
      problem.play({ x: 3, y: 0 }); // D19 captures
    });
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="verdict"]')?.textContent?.includes('solved'),
    );
    expect(await text(page, '[data-testid="verdict"]')).toBe('React says: solved in 2 moves');
    expect(errors).toEqual([]);
  });

  it('should build the element reference from custom-elements.json, with live boards', async () => {
    const { page, errors } = await open('/reference/');
    await page.waitForFunction(() => document.querySelectorAll('#reference section.entry').length > 20);
    const headings = await page.$$eval('#reference h2', (list) => list.map((heading) => heading.textContent ?? ''));
    expect(headings.map((heading) => heading.replace(/ \(\d+\)$/, ''))).toEqual([
      'Playground',
      'Attributes',
      'Properties',
      'Methods',
      'Events',
      'CSS custom properties',
      'CSS parts',
    ]);
    for (const heading of headings.slice(1)) expect(heading).toMatch(/\(([1-9]\d*)\)$/);
    // Every method can be tried on the playground board, and every event it fires is counted.
    expect(
      await page.$$eval('#methods .entry', (list) => list.every((entry) => entry.querySelector('.demo button'))),
    ).toBe(true);
    await page.waitForFunction(
      () => (document.querySelector('#playground go-board') as HTMLElement & { game?: unknown })?.game,
    );
    for (const button of await page.$$('#methods button')) {
      if ((await button.evaluate((node) => node.textContent)) === 'Try play()') await button.click();
    }
    expect(await page.$eval('.event-log', (log) => log.textContent)).toContain('play(): done');
    await page.waitForFunction(
      () => Number(document.querySelector('[data-event-count="go-navigate"]')?.textContent) > 0,
    );
    expect(await page.$$eval('#parts .demo go-board', (list) => list.length)).toBeGreaterThan(3);
    // Every property reads out its value on the playground board, and every CSS property has a board.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('#properties .demo code')].every((code) =>
        code.textContent?.startsWith('playground.'),
      ),
    );
    expect(
      await page.$$eval('#css-properties .entry', (list) =>
        list.every((entry) => entry.querySelector('.demo go-board')),
      ),
    ).toBe(true);
    const names = await page.$$eval('#attributes h3', (list) => list.map((name) => name.textContent));
    expect(names).toEqual(expect.arrayContaining(['sgf', 'src', 'move', 'view', 'mode']));
    await waitForBoards(page, '.demo go-board');
    expect(errors).toEqual([]);
  });

  it("should solve, fail and retry the problems page's problems, each cropped to its corner, from the standalone script alone", async () => {
    const { page, errors } = await open('/problems/');
    await waitForBoards(page, 'go-board', 4);
    const scripts = await page.$$eval('script[src]', (list) => list.map((script) => script.getAttribute('src')));
    expect(scripts).toEqual(['/lib/element/dist/go-board.standalone.js']);
    type Problem = HTMLElement & {
      play(x: number, y: number): void;
      hint(): { x: number; y: number } | null;
      retry(): boolean;
      problemState: string;
      updateComplete: Promise<unknown>;
    };
    // Every board shows its corner only, not the whole 19x19 board.
    const boxes = await page.$$eval('go-board', (boards) =>
      boards.map((board) => board.shadowRoot!.querySelector('svg.goban')!.getAttribute('viewBox')!),
    );
    for (const box of boxes) expect(Number(box.split(' ')[2])).toBeLessThan(10);

    // Problem 1 with the real mouse: the vital point, the board's answer after its pause, the capture.
    const clickPoint = async (index: number, x: number, y: number): Promise<void> => {
      const position = await page.evaluate(
        (index, x, y) => {
          const board = document.querySelectorAll('go-board')[index]!;
          board.scrollIntoView({ block: 'center' });
          const svg = board.shadowRoot!.querySelector('svg.goban') as SVGSVGElement;
          const point = new DOMPoint(x, y).matrixTransform(svg.getScreenCTM()!);
          return { x: point.x, y: point.y };
        },
        index,
        x,
        y,
      );
      await clickAndWait(page, 'go-board', index, position);
    };
    const state = (index: number) =>
      page.evaluate((index) => (document.querySelectorAll('go-board')[index] as Problem).problemState, index);
    await clickPoint(0, 2, 0);
    await page.waitForFunction(
      () =>
        (document.querySelector('go-board') as Problem).problemState === 'solving' &&
        (document.querySelector('go-board') as HTMLElement & { game: { moveNumber: number } }).game.moveNumber === 2,
    );
    await clickPoint(0, 3, 0);
    expect(await state(0)).toBe('solved');
    expect(await text(page, '#score')).toBe('Solved: 1 of 4.');

    // Problem 2: a wrong first move is answered by the refutation after the pause, and Retry starts again.
    const results = await page.evaluate(async () => {
      const board = document.querySelectorAll('go-board')[1] as Problem;
      const seen: boolean[] = [];
      board.addEventListener('go-problem-result', (event) =>
        seen.push((event as Event & { detail: { solved: boolean } }).detail.solved),
      );
      board.play({ x: 16, y: 1 }); // Q18: White answers at the vital point, Q19, and the line ends wrong
      await new Promise((resolve) => board.addEventListener('go-problem-result', resolve, { once: true }));
      await board.updateComplete;
      const wrong = board.shadowRoot!.querySelector('[part="status"]')!.textContent!;
      board.retry();
      await board.updateComplete;
      return { seen, wrong, after: board.problemState };
    });
    expect(results.seen).toEqual([false]);
    expect(results.wrong).toContain('Wrong');
    expect(results.after).toBe('solving');

    // Every problem on the page can be solved by following its hints: its right line is in its tree.
    const solvedAll = await page.evaluate(async () => {
      const boards = [...document.querySelectorAll('go-board')] as Problem[];
      for (const board of boards) {
        board.retry();
        for (let moves = 0; moves < 10 && board.problemState !== 'solved'; moves++) {
          const hint = board.hint();
          if (!hint) break;
          board.play(hint);
        }
      }
      return boards.map((board) => board.problemState);
    });
    expect(solvedAll).toEqual(['solved', 'solved', 'solved', 'solved']);
    expect(await text(page, '#score')).toBe('Solved: 4 of 4.');
    expect(errors).toEqual([]);
  });

  it("should show the languages page's board in six languages, each loading its words beside the standalone script", async () => {
    const { page, errors } = await open('/languages/');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.reload({ waitUntil: 'load' });
    await page.waitForFunction(() => {
      const boards = [...document.querySelectorAll('go-board')] as (HTMLElement & { isReady: boolean })[];
      return (
        boards.length === 6 && boards.every((board) => board.isReady && board.shadowRoot?.querySelector('button.pass'))
      );
    });
    const scripts = await page.$$eval('script[src]', (list) => list.map((script) => script.getAttribute('src')));
    expect(scripts).toEqual(['/lib/element/dist/go-board.standalone.js']);
    const boards = await page.$$eval('go-board', (list) =>
      list.map((board) => ({
        lang: board.closest('[lang]')!.getAttribute('lang'),
        pass: board.shadowRoot!.querySelector('button.pass')!.textContent,
        name: board.shadowRoot!.querySelector('[part="board"]')!.getAttribute('aria-label'),
        captures: board.shadowRoot!.querySelector('.captures')!.textContent,
      })),
    );
    expect(boards).toEqual([
      {
        lang: 'en',
        pass: 'Pass',
        name: 'Go board, 9 by 9, move 7, White to play',
        captures: 'Captures: Black 1, White 0',
      },
      {
        lang: 'fr',
        pass: 'Passer',
        name: 'Goban, 9 × 9, coup 7, À Blanc de jouer',
        captures: 'Prisonniers\u00a0: Noir 1, Blanc 0',
      },
      {
        lang: 'de',
        pass: 'Passen',
        name: 'Go-Brett, 9 × 9, Zug 7, Weiß ist am Zug',
        captures: 'Gefangene: Schwarz 1, Weiß 0',
      },
      { lang: 'ja', pass: 'パス', name: '碁盤、9路、7手目、白番', captures: 'アゲハマ：黒 1、白 0' },
      { lang: 'ko', pass: '패스', name: '바둑판, 9줄, 7수, 백 차례', captures: '따낸 돌: 흑 1, 백 0' },
      { lang: 'zh-Hans', pass: '停一手', name: '棋盘，9路，第7手，白方行棋', captures: '提子：黑 1，白 0' },
    ]);
    // English is in the bundle; each other language came in its own small file, once.
    const words = requests.filter((path) => path.includes('go-board.words.')).sort();
    expect(words).toEqual(
      ['fr', 'de', 'ja', 'ko', 'zh-Hans'].map((lang) => `/lib/element/dist/go-board.words.${lang}.js`).sort(),
    );
    // A point that cannot be played is explained in the board's language.
    const refused = await page.evaluate(async () => {
      const board = document.querySelector('section[lang="ja"] go-board') as HTMLElement & {
        updateComplete: Promise<unknown>;
      };
      const area = board.shadowRoot!.querySelector('[part="board"]') as HTMLElement;
      area.focus();
      area.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true, cancelable: true }),
      );
      await board.updateComplete;
      return board.shadowRoot!.querySelector('[part="status"] .message')!.textContent;
    });
    expect(refused).toBe('E5 には打てません（石がある）：その点にはすでに石があります。');
    expect(errors).toEqual([]);
  });

  it('should play the built-in bot on the bot page, with the ownership overlay, from the standalone script alone', async () => {
    const { page, errors } = await open('/bot/');
    const scripts = await page.$$eval('script[src]', (list) => list.map((script) => script.getAttribute('src')));
    expect(scripts).toEqual(['/lib/element/dist/go-board.standalone.js']);
    await waitForBoards(page);
    await page.select('#level', '1');
    await page.select('#time', '0.5');
    await clickAndWait(page, '#ownership');
    type Board = HTMLElement & {
      play(x: number, y: number): void;
      game: { moveNumber: number; lastMove: { color: string } | null };
      updateComplete: Promise<unknown>;
      botLevel: number;
      botTime: number | null;
    };
    await page.evaluate(async () => {
      const board = document.querySelector('go-board') as Board;
      await board.updateComplete;
      board.play({ x: 2, y: 2 });
    });
    // The bot answers from its worker, and the overlay follows from another estimate.
    await page.waitForFunction(() => {
      const board = document.querySelector('go-board') as Board;
      return board.game.moveNumber === 2 && board.shadowRoot!.querySelector('.ownership rect') !== null;
    });
    const answer = await page.$eval('go-board', (board) => ({
      color: (board as Board).game.lastMove!.color,
      level: (board as Board).botLevel,
      time: (board as Board).botTime,
    }));
    expect(answer).toEqual({ color: 'white', level: 1, time: 0.5 });
    expect(errors).toEqual([]);
  });

  it("should review a professional game on the review page: KataGo's candidates, the verdict, the graph, the tree, ownership and the built-in engine", async () => {
    const { page, errors } = await open('/review/');
    await waitForBoards(page, 'go-board', 3);
    type Board = HTMLElement & { move: number; updateComplete: Promise<unknown> };
    const shadow = (id: string, selector: string) =>
      `document.querySelector('#${id}').shadowRoot.querySelector('${selector}')`;
    await page.waitForFunction(
      `${shadow('pro', '.candidate.best')} && ${shadow('pro', '[role="treeitem"][aria-level="2"]')} && ${shadow('pro', '[part="graph"] [role="slider"]')}`,
    );
    const pro = await page.$eval('#pro', (board) => {
      const root = board.shadowRoot!;
      return {
        verdict: root.querySelector('.verdict')!.textContent,
        graph: root.querySelector('[part="graph"] [role="slider"]')!.getAttribute('aria-valuenow'),
        variations: [...root.querySelectorAll('[role="treeitem"]')].filter(
          (item) => item.getAttribute('aria-level') === '2',
        ).length,
      };
    });
    // Move 174 is where White's lead turned, as KataGo saw it.
    expect(pro.verdict).toMatch(/^White lost [\d.]+ points here, the best was C8$/);
    expect(pro.graph).toBe('174');
    expect(pro.variations).toBeGreaterThan(0);
    // A step with the graph's keys moves the board.
    const moved = await page.$eval('#pro', async (board) => {
      const slider = board.shadowRoot!.querySelector('[part="graph"] [role="slider"]')!;
      slider.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true, cancelable: true }),
      );
      await (board as Board).updateComplete;
      return (board as Board).move;
    });
    expect(moved).toBe(175);
    // The 9x9 game's analysis came through the property; its ownership paints on request.
    await page.waitForFunction(`${shadow('nine', 'button.ownership')}`);
    await page.$eval('#nine', (board) =>
      (board.shadowRoot!.querySelector('button.ownership') as HTMLButtonElement).click(),
    );
    await page.waitForFunction(`${shadow('nine', '.heat-map rect')}`);
    // The built-in engine, from the page's own button.
    await clickAndWait(page, '#analyze');
    await page.waitForFunction(() => document.querySelector('#outcome')!.textContent!.startsWith('Best: '));
    expect(await text(page, '#outcome')).toMatch(/^Best: [A-J]\d, Black's win rate \d+%$/);
    await page.waitForFunction(`${shadow('engine', '.candidate.best')}`);
    expect(errors).toEqual([]);
  });
});
