// The editor's example page in a real browser: an author writes a problem with the real mouse and
// keyboard, marks its line right, and solves it on the problem board beside it; the diagram
// editor shows its SGF as it changes; the game editor keeps what it does not know.
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { clickPoint, pageErrors, useSite, waitForBoards } from './support/site.js';

const site = useSite();

type Board = HTMLElement & {
  sgf: string;
  problemState: string;
  tool: string;
  game: { moveNumber: number };
  updateComplete: Promise<unknown>;
};

/** Clicks the control matching `selector` in board `id`'s shadow root. */
async function control(page: Page, id: string, selector: string): Promise<void> {
  await page.$eval(
    `#${id}`,
    async (board, selector) => {
      (board.shadowRoot!.querySelector(selector) as HTMLElement).click();
      await (board as Board).updateComplete;
    },
    selector,
  );
}

describe('the editor page', () => {
  it('should write a problem in the editor, then solve it on the problem board beside it', async () => {
    const page = await site.newPage();
    const errors = pageErrors(page);
    await page.goto(`${site.base}/edit/`, { waitUntil: 'load' });
    await waitForBoards(page, 'go-board', 4);
    await page.waitForFunction(() => document.querySelector('#editor')!.shadowRoot!.querySelector('[part="toolbar"]'));
    const scripts = await page.$$eval('script[src]', (list) => list.map((script) => script.getAttribute('src')));
    expect(scripts).toEqual(['/lib/element/dist/go-board.standalone.js']);

    // The solution with the move tool and the real mouse: C9 (the vital point), White B9, Black D9.
    await clickPoint(page, '#editor', 2, 0);
    await clickPoint(page, '#editor', 1, 0);
    await clickPoint(page, '#editor', 3, 0);
    expect(await page.$eval('#editor', (board) => (board as Board).game.moveNumber)).toBe(3);
    // The end of the line marked right in the node's form; a wrong first move as a variation.
    await page.$eval('#editor', async (board) => {
      const root = board.shadowRoot!;
      (root.querySelector('details.section-node') as HTMLDetailsElement).open = true;
      await (board as Board).updateComplete;
      const mark = [...root.querySelectorAll('.section-node select')].at(-1) as HTMLSelectElement;
      mark.value = 'right';
      mark.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
      await (board as Board).updateComplete;
    });
    await control(page, 'editor', 'button.control.first');
    await clickPoint(page, '#editor', 1, 0);
    const written = await page.$eval('#editor', (board) => (board as Board).sgf.replace(/\n/g, ''));
    expect(written).toContain('(;B[ca];W[ba];B[da]C[RIGHT])(;B[ba])');
    // Undo from the keyboard takes the variation back, redo brings it again.
    await page.$eval('#editor', (board) => board.shadowRoot!.querySelector<HTMLElement>('[part="board"]')!.focus());
    await page.keyboard.down('Control');
    await page.keyboard.press('z');
    expect(await page.$eval('#editor', (board) => (board as Board).sgf)).not.toContain('(;B[ba])');
    await page.keyboard.press('y');
    await page.keyboard.up('Control');
    expect(await page.$eval('#editor', (board) => (board as Board).sgf.replace(/\n/g, ''))).toBe(written);

    // Solve it: the problem board gets the editor's SGF and answers from it.
    await page.click('#solve');
    await page.waitForFunction(() => (document.querySelector('#problem') as Board).problemState === 'solving');
    await clickPoint(page, '#problem', 2, 0);
    await page.waitForFunction(() => (document.querySelector('#problem') as Board).game.moveNumber === 2);
    await clickPoint(page, '#problem', 3, 0);
    await page.waitForFunction(() => document.querySelector('#result')!.textContent === 'Solved: this line is right.');
    expect(await page.$eval('#problem', (board) => (board as Board).problemState)).toBe('solved');
    expect(errors).toEqual([]);
  });

  it("should show the diagram's SGF as it is edited, and keep what the game editor does not know", async () => {
    const page = await site.newPage();
    await page.goto(`${site.base}/edit/`, { waitUntil: 'load' });
    await waitForBoards(page, 'go-board', 4);
    await page.waitForFunction(() => document.querySelector('#diagram')!.shadowRoot!.querySelector('[part="toolbar"]'));
    const tools = await page.$eval('#diagram', (board) =>
      [...board.shadowRoot!.querySelectorAll<HTMLElement>('button.tool')].map((button) => button.dataset.tool),
    );
    expect(tools).toEqual(['black', 'white', 'empty', 'triangle', 'square', 'circle', 'label', 'number', 'arrow']);
    await clickPoint(page, '#diagram', 3, 9);
    await page.waitForFunction(() => document.querySelector('#diagram-sgf')!.textContent!.includes('AB[dj]'));
    await control(page, 'diagram', 'button.tool[data-tool="triangle"]');
    await clickPoint(page, '#diagram', 3, 9);
    await page.waitForFunction(() => document.querySelector('#diagram-sgf')!.textContent!.includes('TR[dj]'));

    await page.waitForFunction(() => document.querySelector('#game')!.shadowRoot!.querySelector('textarea'));
    // The tree beside the game editor: the start and each of the seven moves of both lines.
    await page.waitForFunction(
      () => document.querySelector('#game')!.shadowRoot!.querySelectorAll('[role="treeitem"]').length === 8,
    );
    await page.$eval('#game', async (board) => {
      const comment = board.shadowRoot!.querySelector('textarea')!;
      comment.value = 'Edited in the page.';
      comment.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      await (board as Board).updateComplete;
    });
    const game = await page.$eval('#game', (board) => (board as Board).sgf.replace(/\n/g, ''));
    expect(game).toContain('XA[kept: a property of another program]');
    expect(game).toContain('C[Edited in the page.]');
    expect(game).toContain('(;B[cc];W[dd]C[White attaches.])(;B[dc]C[Another way.])');
  });
});
