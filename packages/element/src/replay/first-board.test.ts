// The first board of a page to show a record with moves: its replay controls load from beside
// the element (go-board.replay.js in the standalone build) while the record is read, and the
// board waits for them, so the record is drawn once, with them. (Later boards find them loaded.)
import { expect } from '@esm-bundle/chai';
import { init } from '@go-board/rules';
import type { GoBoard } from '../go-board.js';
import { SHORT_GAME } from '../test-support/records.js';
import { unmountAll } from '../test-support/fixture.js';

describe('<go-board> replay, the first board of a page', () => {
  afterEach(unmountAll);

  it('should draw its record with the replay controls in one render, never without them', async () => {
    // The core is there: the record is read before the first render.
    await init();
    const board = document.createElement('go-board') as GoBoard;
    board.setAttribute('sgf', SHORT_GAME);
    const drawnWithout: string[] = [];
    const observer = new MutationObserver(() => {
      const root = board.shadowRoot!;
      if (board.isReady && !root.querySelector('button.next'))
        drawnWithout.push(root.querySelector('.controls-waiting')?.outerHTML ?? 'no controls');
    });
    document.body.append(board);
    observer.observe(board.shadowRoot!, { childList: true, subtree: true });
    await board.updateComplete;
    observer.disconnect();
    board.remove();
    expect(board.shadowRoot!.querySelector('button.next')).to.not.equal(null);
    expect(drawnWithout).to.deep.equal([]);
  });
});
