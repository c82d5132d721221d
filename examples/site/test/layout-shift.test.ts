// Nothing jumps while a page of boards loads: with the element's script a second late, the blog
// page and the page of each static site (Astro, Eleventy, Hugo, Jekyll), in a desktop window and a
// phone's, keep every board and paragraph in view where it was first drawn, and their cumulative
// layout shift stays under 0.01 (Chromium reports layout shifts; in Firefox, test:firefox, the
// boxes say it alone).
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
];

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
