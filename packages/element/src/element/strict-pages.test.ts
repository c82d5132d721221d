// The standalone bundle on pages served with a strict Content-Security-Policy (no inline script or
// style, no eval), with WebAssembly allowed and without it, in a frame of the test page: every
// engine enforces the policy its own way, and the board must work under each. The pages come
// from test/strict-pages-plugin.mjs; a recorder there notes every violation from the start.
import { expect } from '@esm-bundle/chai';
import type { GoBoard } from '../go-board.js';
import { until } from '../test-support/fixture.js';

type Violation = { directive: string; blocked: string; sample: string };
type StrictWindow = Window & typeof globalThis & { policyViolations: Violation[] };

/** Opens /__strict/<name>/ in a frame and resolves once its boards show their games. */
async function openStrict(
  name: 'strict' | 'no-wasm',
): Promise<{ frame: HTMLIFrameElement; window: StrictWindow; boards: Record<string, GoBoard> }> {
  const frame = document.createElement('iframe');
  frame.style.width = '400px';
  frame.style.height = '600px';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.src = `/__strict/${name}/`;
  document.body.append(frame);
  await loaded;
  const window = frame.contentWindow as StrictWindow;
  await window.customElements.whenDefined('go-board');
  const boards = Object.fromEntries(
    [...frame.contentDocument!.querySelectorAll('go-board')].map((board) => [board.className, board as GoBoard]),
  );
  await until(
    () => Object.values(boards).every((board) => board.isReady),
    'every board of the strict page to show its game',
  );
  return { frame, window, boards };
}

/** The files the page fetched, by name. */
const fetched = (window: Window): string[] =>
  window.performance.getEntriesByType('resource').map((entry) => entry.name.replace(/^.*\//, ''));

/** Plays on the game board, has the bot answer on its own, and reads both back. */
async function play(boards: Record<string, GoBoard>): Promise<{ stone: string | null; bot: string | undefined }> {
  boards.game!.play({ x: 4, y: 4 });
  await boards.game!.updateComplete;
  boards.bot!.play({ x: 2, y: 2 });
  await until(() => boards.bot!.game!.moveNumber === 2, "the bot's answer");
  return { stone: boards.game!.game!.at({ x: 4, y: 4 }), bot: boards.bot!.game!.lastMove?.color };
}

describe('the standalone bundle under a strict Content-Security-Policy', () => {
  it('should play, draw diagrams and think with WebAssembly allowed but no inline script, style or eval', async () => {
    const { frame, window, boards } = await openStrict('strict');
    try {
      expect(await play(boards)).to.deep.equal({ stone: 'black', bot: 'white' });
      expect(boards.diagram!.shadowRoot!.querySelectorAll('.stone')).to.have.length(4);
      expect(fetched(window)).to.include('go-board.core.wasm').and.not.include('go-board.core.js');
      expect(window.policyViolations).to.deep.equal([]);
    } finally {
      frame.remove();
    }
  });

  it('should fall back to the core compiled to JavaScript where WebAssembly is refused', async () => {
    const { frame, window, boards } = await openStrict('no-wasm');
    try {
      expect(await play(boards)).to.deep.equal({ stone: 'black', bot: 'white' });
      expect(boards.diagram!.shadowRoot!.querySelectorAll('.stone')).to.have.length(4);
      expect(fetched(window)).to.include('go-board.core.js');
      // The refusal of WebAssembly itself is all the policy may report (Chromium and Firefox do,
      // once for each compile refused; WebKit reports nothing).
      expect(window.policyViolations.filter((violation) => violation.blocked !== 'wasm-eval')).to.deep.equal([]);
    } finally {
      frame.remove();
    }
  });
});
