import { expect } from '@esm-bundle/chai';
import type { GoBoard } from '../go-board.js';

/** The next event of `type` on `target`. (The fixture's helpers would load the element into
 * this page; these tests load only the bundle, in a frame.) */
const nextEvent = (target: EventTarget, type: string): Promise<Event> =>
  new Promise((resolve) => target.addEventListener(type, resolve, { once: true }));

const BUNDLE = new URL('../../dist/go-board.standalone.js', import.meta.url).pathname;

/** A page that has nothing but the standalone script and some boards, in an iframe. */
async function standalonePage(body: string): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.style.width = '400px';
  frame.style.height = '600px';
  frame.srcdoc = `<!doctype html><html lang="en"><head><script type="module" src="${BUNDLE}"></script></head><body>${body}</body></html>`;
  document.body.append(frame);
  await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  const window = frame.contentWindow!;
  await window.customElements.whenDefined('go-board');
  return frame;
}

describe('the standalone bundle', () => {
  it('should show boards from one script tag, fetching the core from beside it and no mode it does not use', async () => {
    const frame = await standalonePage(`
      <go-board sgf="(;SZ[9]AB[cc][gc]AW[ee];B[ge])" move="last"></go-board>
      <go-board move="2"><script type="application/x-go-sgf">(;SZ[13];B[dd];W[jj];B[dj])</script></go-board>`);
    try {
      const boards = [...frame.contentDocument!.querySelectorAll('go-board')] as GoBoard[];
      for (const board of boards) await board.updateComplete;
      expect(boards.map((board) => board.move)).to.deep.equal([1, 2]);
      expect(boards[0]!.shadowRoot!.querySelectorAll('.stone')).to.have.length(4);
      expect(boards[1]!.game!.width).to.equal(13);
      const requests = frame
        .contentWindow!.performance.getEntriesByType('resource')
        .map((entry) => entry.name.replace(/^.*\//, ''));
      expect(requests.filter((name) => name.endsWith('.wasm'))).to.deep.equal(['go-board.core.wasm']);
      // A page of diagrams never downloads the play or problem modes, the review, the playouts or the hydration support.
      expect(
        requests.filter((name) => /^go-board\.(play|problem|review|tree|analysis|playouts|hydrate)\.js$/.test(name)),
      ).to.deep.equal([]);
    } finally {
      frame.remove();
    }
  });

  it('should load the tree and the analysis from beside the bundle, each only where a board asks for it', async () => {
    const loaded = async (body: string): Promise<string[]> => {
      const frame = await standalonePage(body);
      try {
        const board = frame.contentDocument!.querySelector('go-board') as GoBoard;
        await board.updateComplete;
        const root = board.shadowRoot!;
        await new Promise<void>((resolve) => {
          const check = (): void =>
            root.querySelector('[role="treeitem"], .analysis')
              ? resolve()
              : void frame.contentWindow!.requestAnimationFrame(check);
          check();
        });
        return frame
          .contentWindow!.performance.getEntriesByType('resource')
          .map((entry) => entry.name.replace(/^.*\//, ''))
          .filter((name) => /^go-board\.(review|tree|analysis|playouts)\.js$/.test(name))
          .sort();
      } finally {
        frame.remove();
      }
    };
    expect(await loaded('<go-board sgf="(;SZ[9];B[ee];W[cc])" tree="side"></go-board>')).to.deep.equal([
      'go-board.review.js',
      'go-board.tree.js',
    ]);
    expect(await loaded('<go-board sgf="(;SZ[9];B[ee];W[cc])" allow-analysis></go-board>')).to.deep.equal([
      'go-board.analysis.js',
      'go-board.review.js',
    ]);
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
    const frame = await standalonePage(
      '<go-board><script type="text/x-go-diagram">$$W\n$$ | . O 1\n$$ | . X 2</script></go-board>',
    );
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

  it('should read a fetched record beyond plain ASCII with the reader of charsets from beside the bundle, fetched only then', async () => {
    const file = (bytes: number[]): string => URL.createObjectURL(new Blob([new Uint8Array(bytes)]));
    const ascii = (text: string): number[] => [...text].map((character) => character.charCodeAt(0));
    const loaded = async (src: string): Promise<{ black: string | undefined; readers: number }> => {
      const frame = await standalonePage(`<go-board src="${src}"></go-board>`);
      try {
        const board = frame.contentDocument!.querySelector('go-board') as GoBoard;
        await board.updateComplete;
        const readers = frame
          .contentWindow!.performance.getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('/go-board.sgf-bytes.js')).length;
        return { black: board.game?.root.props.PB?.[0], readers };
      } finally {
        frame.remove();
      }
    };
    // Plain ASCII (with CA[UTF-8] or none) reads the same in every charset: no reader to fetch.
    expect(await loaded(file(ascii('(;FF[4]CA[UTF-8]SZ[9]PB[Jose];B[ee])')))).to.deep.equal({
      black: 'Jose',
      readers: 0,
    });
    // ISO-8859-1, as its CA says: é is one byte, 0xE9.
    expect(
      await loaded(file([...ascii('(;FF[4]CA[ISO-8859-1]SZ[9]PB[Jos'), 0xe9, ...ascii('];B[ee])')])),
    ).to.deep.equal({ black: 'José', readers: 1 });
    // GB2312 for 中 (0xD6 0xD0), and UTF-8 without CA for é (0xC3 0xA9).
    expect(await loaded(file([...ascii('(;CA[GB2312]SZ[9]PB['), 0xd6, 0xd0, ...ascii('];B[ee])')]))).to.deep.equal({
      black: '中',
      readers: 1,
    });
    expect(await loaded(file([...ascii('(;SZ[9]PB[Jos'), 0xc3, 0xa9, ...ascii('];B[ee])')]))).to.deep.equal({
      black: 'José',
      readers: 1,
    });
  });

  it('should load the bot beside the bundle and think in its worker, the page running meanwhile', async () => {
    const frame = await standalonePage(
      `<go-board mode="play" size="9" opponent="bot" bot-level="7" player="black"></go-board>`,
    );
    try {
      const window = frame.contentWindow! as Window & typeof globalThis;
      const board = frame.contentDocument!.querySelector('go-board') as GoBoard;
      await board.updateComplete;
      let ticks = 0;
      const timer = window.setInterval(() => ticks++, 10);
      board.play({ x: 4, y: 4 });
      while (board.game!.moveNumber < 2) await nextEvent(board, 'go-navigate');
      window.clearInterval(timer);
      expect(board.game!.lastMove!.color).to.equal('white');
      // The page's own timer kept running while the bot thought (in the worker fetched below).
      expect(ticks).to.be.greaterThan(0);
      const requests = window.performance.getEntriesByType('resource').map((entry) => entry.name);
      expect(requests.some((name) => name.endsWith('/go-board.play.js'))).to.equal(true);
      expect(requests.some((name) => name.endsWith('/go-board.playouts.js'))).to.equal(true);
      expect(requests.some((name) => name.endsWith('/worker.js'))).to.equal(true);
    } finally {
      frame.remove();
    }
  });
});
