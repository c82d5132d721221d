import { expect } from '@esm-bundle/chai';
import type { GoBoard } from '../go-board.js';
import { goBoardCss } from './go-board-css.js';

// go-board.css against the element itself, in the engine of this run (the same test runs in
// Chromium, Firefox and WebKit): in a page that has the stylesheet and the boards, each board's
// box before the standalone script defines it, then after, when it has drawn its record.

const BUNDLE = new URL('../../dist/go-board.standalone.js', import.meta.url).pathname;
const STYLESHEET = new URL('../../dist/go-board.css', import.meta.url).pathname;
const RECORD = '(;SZ[9];B[ee];W[cc])';

/** Boards in every arrangement go-board.css sizes, by id. */
const BOARDS = `
  <go-board id="full" sgf="${RECORD}"></go-board>
  <go-board id="minimal" controls="minimal" sgf="${RECORD}"></go-board>
  <go-board id="none" controls="none" sgf="${RECORD}"></go-board>
  <go-board id="no-moves" sgf="(;SZ[9]AB[ee]AW[cc])"></go-board>
  <go-board id="empty" size="13"></go-board>
  <go-board id="partial" coordinates view="k10:t19" sgf="(;SZ[19];B[pd];W[dd])"></go-board>
  <go-board id="information" sgf="(;SZ[9]PB[Ada]PW[Grace]RE[B+R];B[ee];W[cc])"></go-board>
  <go-board id="script"><script type="application/x-go-sgf">${RECORD}</script></go-board>
  <go-board id="play" mode="play" size="9"></go-board>
  <go-board id="play-minimal" mode="play" size="9" controls="minimal" allow-undo></go-board>
  <go-board id="play-none" mode="play" size="9" controls="none"></go-board>
  <go-board id="problem" mode="problem" sgf="(;SZ[9]AB[cc][dc]AW[dd];B[ed])"></go-board>
  <go-board id="hidden" hidden sgf="${RECORD}"></go-board>`;

/** A page with go-board.css and the boards in a column `width` pixels wide; the script comes when
 * the test adds it. */
async function page(width: number): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.style.width = `${width + 40}px`;
  frame.style.height = '1200px';
  frame.srcdoc = `<!doctype html><html lang="en"><head><link rel="stylesheet" href="${STYLESHEET}">
    <style>body { margin: 0 } main { width: ${width}px }</style></head><body><main>${BOARDS}</main></body></html>`;
  document.body.append(frame);
  await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  return frame;
}

/** Each board's height, by id. */
function heights(frame: HTMLIFrameElement): Record<string, number> {
  return Object.fromEntries(
    [...frame.contentDocument!.querySelectorAll('go-board')].map((board) => [
      board.id,
      board.getBoundingClientRect().height,
    ]),
  );
}

describe('go-board.css', () => {
  // Two rows of replay controls on a narrow board, one on a board 40rem wide or more.
  for (const width of [300, 700]) {
    it(`should give each board the size it will have once its script has drawn it, ${width} px wide`, async () => {
      const frame = await page(width);
      try {
        const before = heights(frame);
        expect(before.none, 'a diagram before its script: a square as wide as the column').to.equal(width);
        expect(before.full, 'room for the controls').to.be.above(width);
        expect(before.hidden).to.equal(0);
        const script = frame.contentDocument!.createElement('script');
        script.type = 'module';
        script.src = BUNDLE;
        frame.contentDocument!.head.append(script);
        await frame.contentWindow!.customElements.whenDefined('go-board');
        const boards = [...frame.contentDocument!.querySelectorAll('go-board')] as GoBoard[];
        await Promise.all(boards.map((board) => board.updateComplete));
        const after = heights(frame);
        for (const id of Object.keys(before)) expect(after[id], id).to.be.closeTo(before[id]!, 0.05);
      } finally {
        frame.remove();
      }
    });
  }

  it('should leave alone boards the server rendered, and the page the last word on their size', async () => {
    const frame = await page(300);
    try {
      const document = frame.contentDocument!;
      document.querySelector('main')!.innerHTML = `
        <style>.narrow { max-width: 200px }</style>
        <go-board id="narrow" class="narrow" controls="none" sgf="${RECORD}"></go-board>
        <go-board id="rendered" server-rendered controls="none" sgf="${RECORD}"></go-board>`;
      const rendered = document.getElementById('rendered')!;
      rendered.attachShadow({ mode: 'open' }).innerHTML = '<div style="height: 120px"></div>';
      expect(heights(frame)).to.deep.equal({ narrow: 200, rendered: 120 });
    } finally {
      frame.remove();
    }
  });

  it('should hold no character HTML escapes, so a page can write it into a <style> as it is', () => {
    expect(goBoardCss).to.match(/^\/\* go-board\.css/);
    expect(goBoardCss).not.to.match(/[<>&'"]/);
  });
});
