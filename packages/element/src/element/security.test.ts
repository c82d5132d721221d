import { expect } from '@esm-bundle/chai';
import { HOSTILE_GAME, HOSTILE_TEXT } from '../test-support/records.js';
import { find, findAll, mount, unmountAll } from '../test-support/fixture.js';

/** Resolves once an image that cannot load has fired its error: by then an image the file had
 * smuggled in (the same kind of broken URL, asked for earlier) has fired its handler too. */
function brokenImageSettled(): Promise<void> {
  return new Promise((resolve) => {
    const probe = new Image();
    probe.addEventListener('error', () => resolve(), { once: true });
    probe.src = `/x-probe-${Math.random().toString(36).slice(2)}`;
  });
}

declare global {
  interface Window {
    __goBoardAttack?: number;
  }
}

/** Elements a hostile file would try to create through the text it carries. */
const INJECTED = 'img, script, iframe, a, style, object, embed, foreignObject, svg svg:not(.icon)';

describe('<go-board> with a hostile record', () => {
  afterEach(unmountAll);

  it('should show every text of the file as text, running nothing and creating no elements', async () => {
    const board = await mount({ sgf: HOSTILE_GAME });
    const shownBefore = await mount({ sgf: HOSTILE_GAME, move: 'last' });
    // Any injected handler (onerror, onload) would have run by now, had it been created.
    await brokenImageSettled();
    for (const shown of [board, shownBefore]) {
      expect(findAll(shown, INJECTED), 'elements created from file text').to.have.length(0);
      expect(findAll(shown, '[onerror], [onload], [href]')).to.have.length(0);
    }
    expect(window.__goBoardAttack).to.equal(undefined);
    // The header, the comment and the labels hold the characters as they are.
    const info = find(board, '[part="info"]').textContent!;
    expect(info).to.contain(HOSTILE_TEXT.image).and.contain(HOSTILE_TEXT.script).and.contain(HOSTILE_TEXT.frame);
    expect(find(board, '[part="comment"]').textContent)
      .to.contain(HOSTILE_TEXT.vector)
      .and.contain(HOSTILE_TEXT.script);
    expect(findAll(board, '.point-text.label text').map((text) => text.textContent)).to.have.members([
      HOSTILE_TEXT.image,
      HOSTILE_TEXT.vector,
    ]);
    expect(find(shownBefore, '[part="comment"]').textContent).to.contain(HOSTILE_TEXT.style);
    // The board is still shown: the style in the file did not hide it.
    expect(getComputedStyle(board).display).to.equal('block');
  });

  it('should load nothing named by the file', async () => {
    await mount({ sgf: HOSTILE_GAME, move: 'last' });
    await brokenImageSettled();
    const requests = performance.getEntriesByType('resource').map((entry) => entry.name);
    expect(requests.filter((name) => /\/x$|javascript:/.test(name))).to.deep.equal([]);
  });

  it('should keep file text out of the DOM as markup in the sgf script too', async () => {
    const hostile = HOSTILE_GAME.replace(/<\/script>/g, '<\\/script>');
    const board = await mount({}, `<script type="application/x-go-sgf">${hostile}</script>`);
    await brokenImageSettled();
    expect(findAll(board, INJECTED)).to.have.length(0);
    expect(window.__goBoardAttack).to.equal(undefined);
  });
});
