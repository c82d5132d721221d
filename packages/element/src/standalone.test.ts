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

  it('should read a diagram script with the reader from beside the bundle, fetched only then', async () => {
    const plain = await standalonePage('<go-board sgf="(;SZ[9];B[ee])"></go-board>');
    try {
      await (plain.contentDocument!.querySelector('go-board') as GoBoard).updateComplete;
      const requests = plain.contentWindow!.performance.getEntriesByType('resource').map((entry) => entry.name);
      expect(requests.filter((name) => name.endsWith('go-board.diagram.js'))).to.deep.equal([]);
    } finally {
      plain.remove();
    }
    const frame = await standalonePage('<go-board><script type="text/x-go-diagram">$$W\n$$ | . O 1\n$$ | . X 2</script></go-board>');
    try {
      const board = frame.contentDocument!.querySelector('go-board') as GoBoard;
      await board.updateComplete;
      expect(board.game!.moveNumber).to.equal(2);
      expect(board.shadowRoot!.querySelectorAll('.stone')).to.have.length(4);
      const requests = frame.contentWindow!.performance.getEntriesByType('resource').map((entry) => entry.name);
      expect(requests.filter((name) => name.endsWith('go-board.diagram.js'))).to.have.length(1);
    } finally {
      frame.remove();
    }
  });

  it('should load the bot beside the bundle and think in its worker, the page running meanwhile', async () => {
    const frame = await standalonePage(`<go-board mode="play" size="9" opponent="bot" bot-level="7" player="black"></go-board>`);
    try {
      const window = frame.contentWindow! as Window & typeof globalThis;
      const board = frame.contentDocument!.querySelector('go-board') as GoBoard;
      await board.updateComplete;
      let ticks = 0;
      const timer = window.setInterval(() => ticks++, 10);
      const started = performance.now();
      board.play(4, 4);
      while (board.game!.moveNumber < 2) {
        if (performance.now() - started > 30000) throw new Error('Expected the bot to answer within 30 s.');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      window.clearInterval(timer);
      const thought = performance.now() - started;
      expect(board.game!.lastMove!.color).to.equal('white');
      // The main thread kept its 10 ms timer going through most of the thinking.
      expect(ticks).to.be.greaterThan(thought / 10 / 3);
      const requests = window.performance.getEntriesByType('resource').map((entry) => entry.name);
      expect(requests.some((name) => name.endsWith('/go-board.bot.js'))).to.equal(true);
      expect(requests.some((name) => name.endsWith('/worker.js'))).to.equal(true);
    } finally {
      frame.remove();
    }
  });
});
