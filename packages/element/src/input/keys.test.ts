// Every mode with the browser's own keyboard, as a reader uses it: Tab to the board, then its keys,
// sent by the test's driver (Chromium's DevTools protocol, Firefox's WebDriver BiDi, WebKit's
// WebDriver) rather than made up in the page. Focus delegation, key names and which keys the
// board keeps from the page are each engine's own business, so each engine is tested.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import type { GoBoard } from '../go-board.js';
import { boardArea, mount, nextEvent, unmountAll, until } from '../test-support/fixture.js';
import { VITAL_POINT } from '../test-support/problems.js';
import { SHORT_GAME } from '../test-support/records.js';
import { watchThinking } from '../test-support/play.js';

/** Tabs from a button placed before the board into it, and checks the board area took focus. A
 * page taller than the window follows the board: a key the board left to the page would scroll it. */
async function tabInto(board: GoBoard): Promise<void> {
  const before = document.createElement('button');
  before.textContent = 'before the board';
  board.before(before);
  const rest = document.createElement('div');
  rest.className = 'rest-of-the-page';
  rest.style.height = '4000px';
  board.after(rest);
  scrollTo(0, 0);
  before.focus();
  const focused = nextEvent(board, 'focusin');
  await sendKeys({ press: 'Tab' });
  await focused;
  expect(board.shadowRoot!.activeElement, 'focus after Tab').to.equal(boardArea(board));
}

/** Presses `key` on the real keyboard and resolves once the board has handled it; says whether
 * the board kept the key from the page (called preventDefault). */
async function pressKey(board: GoBoard, key: string): Promise<boolean> {
  const handled = nextEvent<KeyboardEvent>(board, 'keydown');
  await sendKeys({ press: key });
  const event = await handled;
  await board.updateComplete;
  return event.defaultPrevented;
}

describe('<go-board> with the keyboard', () => {
  // The boards' containers hold the buttons and the rest of the page too.
  afterEach(unmountAll);

  it('should replay with the arrows, Home, End, PageDown and Space, keeping them from the page', async () => {
    const board = await mount({ sgf: SHORT_GAME, 'autoplay-delay': '60000' });
    await tabInto(board);
    expect(await pressKey(board, 'ArrowRight')).to.equal(true);
    expect(board.move).to.equal(1);
    expect(await pressKey(board, 'End')).to.equal(true);
    expect(board.move).to.equal(board.totalMoves);
    expect(await pressKey(board, 'Home')).to.equal(true);
    expect(board.move).to.equal(0);
    expect(await pressKey(board, 'PageDown')).to.equal(true);
    expect(board.move).to.equal(Math.min(10, board.totalMoves));
    expect(await pressKey(board, ' ')).to.equal(true);
    expect(board.autoplay).to.equal(true);
    expect(await pressKey(board, ' ')).to.equal(true);
    expect(board.autoplay).to.equal(false);
    expect(scrollY, 'the page scrolled').to.equal(0);
    // A key the board does not use stays the page's.
    expect(await pressKey(board, 'a')).to.equal(false);
  });

  it('should step and explore a record shown without controls once it has focus, its keys loaded then', async () => {
    const board = await mount({ sgf: SHORT_GAME, controls: 'none' });
    await tabInto(board);
    // Focus asked for the keys: the update it started waits for them.
    await board.updateComplete;
    expect(await pressKey(board, 'ArrowRight')).to.equal(true);
    expect(board.move).to.equal(1);
    expect(await pressKey(board, 'Enter')).to.equal(true);
    expect(board.shadowRoot!.querySelector('[role="status"]')!.textContent).to.match(/^Exploring the intersections/);
    expect(scrollY, 'the page scrolled').to.equal(0);
  });

  it('should play with the arrows, Enter, Space and P', async () => {
    const board = await mount({ mode: 'play', size: '9' });
    await tabInto(board);
    // The cursor starts at the centre, E5.
    expect(await pressKey(board, 'Enter')).to.equal(true);
    expect(board.game!.at({ x: 4, y: 4 })).to.equal('black');
    await pressKey(board, 'ArrowRight');
    expect(await pressKey(board, ' ')).to.equal(true);
    expect(board.game!.at({ x: 5, y: 4 })).to.equal('white');
    expect(await pressKey(board, 'p')).to.equal(true);
    expect(board.game!.lastMove).to.deep.equal({ color: 'black', pass: true });
    expect(scrollY, 'the page scrolled').to.equal(0);
  });

  it('should solve a problem with the arrows and Enter', async () => {
    const board = await mount({ mode: 'problem', sgf: VITAL_POINT, 'reply-delay': '0' });
    await tabInto(board);
    // The cursor starts in the middle of the square crop, D16: up three times and left is C19,
    // the vital point.
    await pressKey(board, 'ArrowUp');
    await pressKey(board, 'ArrowUp');
    await pressKey(board, 'ArrowUp');
    await pressKey(board, 'ArrowLeft');
    await pressKey(board, 'Enter');
    expect(board.game!.at({ x: 2, y: 0 })).to.equal('black');
    expect(board.game!.at({ x: 1, y: 0 }), "the board's answer").to.equal('white');
    await pressKey(board, 'ArrowRight');
    await pressKey(board, 'Enter');
    expect(board.problemState).to.equal('solved');
  });

  it('should have the bot answer in its worker a move played with Enter', async () => {
    const board = await mount({ mode: 'play', size: '9', opponent: 'bot', 'bot-level': '1' });
    await tabInto(board);
    const thinking = watchThinking(board);
    await pressKey(board, 'Enter');
    expect(board.game!.at({ x: 4, y: 4 })).to.equal('black');
    await until(() => board.game!.moveNumber === 2, 'the bot to answer');
    thinking.stop();
    expect(thinking.seen.has('busy'), 'the board busy while the bot thought').to.equal(true);
    expect(board.game!.lastMove!.color).to.equal('white');
  });
});
