// What each kind of page really downloads, in Chromium: every script and WebAssembly response,
// gzipped as the budgets count them, against the limits of packages/element/budgets.json (the same
// the build and size-limit check). Also: nothing is downloaded twice, and a page of static diagrams
// downloads the standalone script and the core alone: nothing of replaying, playing, problems, the
// playouts or the hydration support, and no chunk beside the viewer; a page with a replay adds the
// replay's controls (go-board.replay.js) alone.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useSite, waitForBoards } from './support/site.js';

const site = useSite();
const BUDGETS: Record<string, { page: string; goal: number; limit: number }> = JSON.parse(
  readFileSync(new URL('../../../packages/element/budgets.json', import.meta.url), 'utf8'),
);

/** Every script and wasm response of the page at `path`, once its boards are drawn and each
 * replay took its first step. */
async function downloads(path: string): Promise<{ url: string; bytes: Buffer }[]> {
  const page = await site.newPage();
  const responses: Promise<{ url: string; bytes: Buffer }>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url()).pathname;
    if (/\.(js|wasm)$/.test(url)) responses.push(response.buffer().then((bytes) => ({ url, bytes })));
  });
  await page.goto(`${site.base}/${path}`, { waitUntil: 'load' });
  await waitForBoards(page);
  // Each replay takes its first step, as a reader would: with its Next button.
  await page.evaluate(async () => {
    for (const board of document.querySelectorAll('go-board')) {
      const next = board.shadowRoot!.querySelector<HTMLButtonElement>('button.next:not(:disabled)');
      if (!next) continue;
      next.click();
      await (board as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    }
  });
  // Whatever a board fetched while it drew has been answered by now.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  const result = await Promise.all(responses);
  await page.close();
  return result;
}

/** What a board loads only when it shows it: the replay's controls and keys, exploring the points,
 * a collection's list of games, the themes besides wood, the forced-colours styles, the export menu. */
const LAZY_PARTS = [
  'go-board.replay.js',
  'go-board.explore.js',
  'go-board.games.js',
  'go-board.themes.js',
  'go-board.forced-colors.js',
  'go-board.export-menu.js',
];

describe('what a page downloads', () => {
  it('should load none of the parts a static diagram never shows, and a replay only its controls until the reader explores', async () => {
    const names = (files: { url: string }[]) => files.map(({ url }) => url.split('/').pop()!);
    const diagrams = names(await downloads(BUDGETS['static diagrams']!.page));
    expect(diagrams.filter((name) => LAZY_PARTS.includes(name))).toEqual([]);
    const replay = names(await downloads(BUDGETS['a replay']!.page));
    expect(replay.filter((name) => LAZY_PARTS.includes(name))).toEqual(['go-board.replay.js']);
  });

  for (const [name, { page, limit, goal }] of Object.entries(BUDGETS)) {
    it(`should keep a page of ${name} within its limit, and download nothing twice`, async () => {
      const files = await downloads(page);
      const total = files.reduce((sum, { bytes }) => sum + gzipSync(bytes, { level: 9 }).length, 0);
      console.log(
        `${name}: ${(total / 1024).toFixed(1)} KB gzipped in ${files.length} files (goal ${(goal / 1024).toFixed(1)} KB, limit ${(limit / 1024).toFixed(1)} KB)`,
      );
      expect(total).toBeLessThanOrEqual(limit);
      const urls = files.map(({ url }) => url);
      expect(new Set(urls).size).toBe(urls.length);
      const contents = files.map(({ bytes }) => bytes.toString('base64'));
      expect(new Set(contents).size).toBe(contents.length);
      expect(urls.some((url) => url.endsWith('/go-board.core.wasm'))).toBe(true);
      // The viewer is one script: the chunks it needs are joined into it (scripts/merge-viewer-chunks.mjs).
      if (name === 'static diagrams')
        expect(urls.map((url) => url.split('/').pop()).sort()).toEqual([
          'go-board.core.wasm',
          'go-board.standalone.js',
        ]);
      if (name === 'a replay')
        expect(urls.map((url) => url.split('/').pop()).sort()).toEqual([
          'go-board.core.wasm',
          'go-board.replay.js',
          'go-board.standalone.js',
        ]);
    });
  }
});
