// The sites that static site generators built in `pnpm build` (Astro and Eleventy from npm, Hugo
// and Jekyll from Debian): their HTML holds the boards the Markdown asked for, escaped, and one
// page of each, opened in the browser (Chromium, and Firefox in test:firefox), shows them working.
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { boardsIn, builtPage } from './support/built-site.js';
import { skippedByChoice } from './support/skipped.js';
import { useSite } from './support/site.js';

const site = useSite();

/** Opens a page and waits until every board on it has drawn its position. */
async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await site.browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url ?? ''}`);
  });
  await page.goto(`${site.base}${path}`, { waitUntil: 'load' });
  await page.waitForFunction(() => {
    const boards = [...document.querySelectorAll('go-board')];
    return boards.length > 0 && boards.every((board) => board.shadowRoot?.querySelector('svg .stone, svg .grid'));
  });
  await page.evaluate(() =>
    Promise.all(
      [...document.querySelectorAll('go-board')].map(
        (board) => (board as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete,
      ),
    ),
  );
  return { page, errors };
}

/** What each board on the page shows: its stones, the numbers on them, and its error if any. */
function shown(page: Page) {
  return page.$$eval('go-board', (boards) =>
    boards.map((board) => ({
      stones: board.shadowRoot!.querySelectorAll('.stone').length,
      numbers: [...board.shadowRoot!.querySelectorAll('.point-text.number')]
        .map((item) => item.textContent!.trim())
        .sort((a, b) => Number(a) - Number(b)),
      error: board.shadowRoot!.querySelector('[part="error"]')?.textContent ?? null,
    })),
  );
}

describe('the Astro site (@go-board/remark in Markdown and MDX)', () => {
  it('should write the fences and <GoBoard> as boards, and leave Go code as code', () => {
    const home = builtPage('astro', 'index.html', 'astro');
    const [joseki, diagram] = boardsIn(home);
    expect(boardsIn(home)).toHaveLength(2);
    expect(joseki!.attributes).toMatchObject({
      sgf: '(;SZ[19];B[pd];W[qc];B[pc];W[qd];B[qe];W[re];B[rf];W[rd])',
      move: 'last',
      view: 'k10:t19',
      theme: 'book',
    });
    expect(diagram!.attributes.sgf).toMatch(/^\(;GM\[1\]FF\[4\]SZ\[19\]PL\[B\]GN\[Black blocks from the wider side\]/);
    expect(diagram!.attributes).toMatchObject({ move: 'last', 'move-numbers': '' });
    expect(home).toMatch(/<pre[^>]*data-language="go"[^>]*>[\s\S]*package[\s\S]*main/);
    const mdx = boardsIn(builtPage('astro', 'mdx/index.html', 'astro'));
    expect(mdx.map((board) => board.attributes.label)).toEqual(['A 9x9 opening', 'White to live', undefined]);
    expect(mdx[1]!.attributes.sgf).toContain('LB[bb:a]');
  });

  it('should show them in the browser from the standalone script it copied', async () => {
    const { page, errors } = await open('/sites/astro/');
    expect(await shown(page)).toEqual([
      { stones: 8, numbers: ['1', '2', '3', '4', '5', '6', '7', '8'], error: null },
      { stones: 3, numbers: ['1', '2'], error: null },
    ]);
    expect(errors).toEqual([]);
  });
});

describe('the Eleventy site (@go-board/markdown-it)', () => {
  it('should write the fences as boards', () => {
    const boards = boardsIn(builtPage('eleventy', 'index.html', 'eleventy'));
    expect(boards.map((board) => board.attributes.label)).toEqual(['The opening', undefined, 'A short game']);
    expect(boards[1]!.attributes.sgf).toContain(';W[cd]MN[31];B[cc];W[dd]');
    expect(boards[2]!.attributes.src).toBe('/sites/eleventy/games/short.sgf');
  });

  it('should show them in the browser, numbering the diagram from move 31', async () => {
    const { page, errors } = await open('/sites/eleventy/');
    expect(await shown(page)).toEqual([
      { stones: 5, numbers: ['1', '2', '3', '4', '5'], error: null },
      { stones: 6, numbers: ['31', '32', '33'], error: null },
      { stones: 5, numbers: [], error: null },
    ]);
    expect(errors).toEqual([]);
  });
});

/** The checks Hugo's shortcode and Jekyll's include share: a record, a diagram in a script, and
 * a hostile record and label that stay text. */
function checkGenerated(name: string, tool: string, html: string): void {
  const boards = boardsIn(html);
  expect(boards, name).toHaveLength(4);
  const [record, diagram, hostile, title] = boards;
  expect(record!.script).toBeNull();
  expect(diagram!.script?.type).toBe('text/x-go-diagram');
  expect(diagram!.script?.text.startsWith('$$')).toBe(true);
  expect(hostile!.attributes).toEqual({
    sgf: '(;SZ[9]C["><script>alert(1)</script>];B[ee])',
    label: 'x" onmouseover="alert(1)',
  });
  expect(title!.script?.text).toBe('$$ Title <\\/script><script>alert(1)<\\/script><\\!--\n$$ | . X');
  // The only scripts of the page: the element's, and the diagrams'.
  const tags = html.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/g, '$1</script>');
  expect(
    [...tags.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag),
    tool,
  ).toEqual([
    expect.stringMatching(/^<script type="module" src="\/sites\/[a-z]+\/go-board\/go-board\.standalone\.js">$/),
    '<script type="text/x-go-diagram">',
    '<script type="text/x-go-diagram">',
  ]);
}

describe.skipIf(skippedByChoice('hugo'))('the Hugo site (the go-board shortcodes)', () => {
  it('should write boards for a record, a diagram and a file in a page bundle', () => {
    checkGenerated('hugo', 'hugo', builtPage('hugo', 'index.html', 'hugo'));
    const [home] = boardsIn(builtPage('hugo', 'index.html', 'hugo'));
    expect(home!.attributes).toEqual({
      sgf: '(;SZ[9];B[ee];W[cc];B[gg])',
      move: '3',
      coordinates: '',
      theme: 'book',
      label: 'Three moves',
    });
    const [club] = boardsIn(builtPage('hugo', 'posts/club-game/index.html', 'hugo'));
    expect(club!.attributes).toEqual({
      src: '/sites/hugo/posts/club-game/game.sgf',
      move: '5',
      'move-numbers': '',
      label: 'The club game',
    });
  });

  it('should show them in the browser', async () => {
    const { page, errors } = await open('/sites/hugo/');
    expect(await shown(page)).toEqual([
      { stones: 3, numbers: [], error: null },
      { stones: 6, numbers: ['1'], error: null },
      { stones: 0, numbers: [], error: null },
      { stones: 1, numbers: [], error: null },
    ]);
    // The hostile comment is the board's text, not the page's markup.
    expect(await page.$eval('go-board:nth-of-type(3)', (board) => board.getAttribute('label'))).toBe(
      'x" onmouseover="alert(1)',
    );
    expect(errors).toEqual([]);
  });
});

describe.skipIf(skippedByChoice('jekyll'))('the Jekyll site (the go-board include)', () => {
  it('should write boards for a file of the site, a diagram and a record', () => {
    const html = builtPage('jekyll', 'index.html', 'jekyll');
    checkGenerated('jekyll', 'jekyll', html);
    expect(boardsIn(html)[0]!.attributes).toEqual({
      src: '/sites/jekyll/games/club.sgf',
      move: '5',
      coordinates: '',
      'move-numbers': '',
      label: 'The club game',
    });
  });

  it('should show them in the browser', async () => {
    const { page, errors } = await open('/sites/jekyll/');
    expect(await shown(page)).toEqual([
      { stones: 5, numbers: ['1', '2', '3', '4', '5'], error: null },
      { stones: 5, numbers: ['1'], error: null },
      { stones: 0, numbers: [], error: null },
      { stones: 1, numbers: [], error: null },
    ]);
    expect(errors).toEqual([]);
  });
});
