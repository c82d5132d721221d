import { expect } from '@esm-bundle/chai';
import type { GoBoard } from './go-board.js';

const BUNDLE = new URL('../dist/go-board.standalone.js', import.meta.url).pathname;

/** A page that has nothing but the standalone script and some boards, in an iframe. */
async function standalonePage(body: string): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.style.width = '400px';
  frame.style.height = '600px';
  frame.srcdoc = `<!doctype html><html lang="en"><head><script type="module" src="${BUNDLE}"></script></head><body>${body}</body></html>`;
  document.body.append(frame);
  await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  const window = frame.contentWindow!;
  while (!window.customElements.get('go-board')) await new Promise((resolve) => setTimeout(resolve, 20));
  return frame;
}

describe('the standalone bundle', () => {
  it('should show boards from one script tag, with the WebAssembly inlined', async () => {
    const frame = await standalonePage(`
      <go-board sgf="(;SZ[9]AB[cc][gc]AW[ee];B[ge])" move="last"></go-board>
      <go-board move="2"><script type="application/x-go-sgf">(;SZ[13];B[dd];W[jj];B[dj])</script></go-board>`);
    try {
      const boards = [...frame.contentDocument!.querySelectorAll('go-board')] as GoBoard[];
      for (const board of boards) await board.updateComplete;
      expect(boards.map((board) => board.move)).to.deep.equal([1, 2]);
      expect(boards[0]!.shadowRoot!.querySelectorAll('.stone')).to.have.length(4);
      expect(boards[1]!.game!.width).to.equal(13);
      const requests = frame.contentWindow!.performance.getEntriesByType('resource').map((entry) => entry.name);
      expect(requests.filter((name) => name.endsWith('.wasm'))).to.deep.equal([]);
    } finally {
      frame.remove();
    }
  });
});
