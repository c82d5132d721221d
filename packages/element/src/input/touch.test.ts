// A real finger on the board: the driver's touch input (test/touch-plugin.mjs), so the engine
// itself decides what a tap fires (pointerdown and click of pointer type touch, touch events, the
// mouse events made for compatibility). A tap must ask for a second one before it plays.
import { expect } from '@esm-bundle/chai';
import { resetMouse } from '@web/test-runner-commands';
import { find, findAll, mount, unmountAll } from '../test-support/fixture.js';
import { itWhereSupported, TOUCH_INPUT } from '../test-support/engines.js';
import { fingerTap, spoken } from '../test-support/play.js';
import { VITAL_POINT } from '../test-support/problems.js';

describe('<go-board> under a finger', () => {
  afterEach(async () => {
    unmountAll();
    await resetMouse();
  });

  itWhereSupported(TOUCH_INPUT, 'should play a game move on the second tap of a point, not the first', async () => {
    const board = await mount({ mode: 'play', size: '9' });
    await fingerTap(board, 2, 2);
    expect(board.game!.moveNumber).to.equal(0);
    expect(find(board, '.preview.pending').getAttribute('cx')).to.equal('2');
    expect(spoken(board)).to.equal('C7, empty: tap again to play there.');
    await fingerTap(board, 2, 2);
    expect(board.game!.at({ x: 2, y: 2 })).to.equal('black');
    expect(findAll(board, '.preview.pending')).to.have.length(0);
  });

  itWhereSupported(TOUCH_INPUT, 'should play a problem move on the second tap too', async () => {
    const board = await mount({ mode: 'problem', sgf: VITAL_POINT, 'reply-delay': '0' });
    await fingerTap(board, 2, 0);
    expect(board.game!.moveNumber).to.equal(0);
    await fingerTap(board, 2, 0);
    expect(board.game!.at({ x: 2, y: 0 })).to.equal('black');
    expect(board.game!.at({ x: 1, y: 0 }), "the board's answer").to.equal('white');
  });
});
