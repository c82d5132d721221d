// Nothing jumps: what a game says while it is played (a refusal, a pass, "Resign?", "Thinking…",
// the count, the result) never moves the board or the buttons under a reader's pointer.
import { expect } from '@esm-bundle/chai';
import { resetMouse } from '@web/test-runner-commands';
import type { GoBoard } from '../go-board.js';
import { boardArea, click, find, findAll, mount, press, unmountAll, until } from '../test-support/fixture.js';
import { SHORT_GAME } from '../test-support/records.js';
import { clickPoint, statusText } from '../test-support/play.js';

type Box = { x: number; y: number; width: number; height: number };

/** Where the board and the game's buttons are now, from the element's top-left corner (the page
 * may scroll to bring a clicked point into view). */
function layout(board: GoBoard): { board: Box; controls: number; pass?: Box; resign?: Box } {
  const origin = board.getBoundingClientRect();
  const box = (element: Element): Box => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x: x - origin.x, y: y - origin.y, width, height };
  };
  const pass = board.shadowRoot!.querySelector('button.pass');
  const resign = board.shadowRoot!.querySelector('button.resign');
  return {
    board: box(boardArea(board)),
    controls: find(board, '[part="controls"]').getBoundingClientRect().top - origin.y,
    ...(pass ? { pass: box(pass) } : {}),
    ...(resign ? { resign: box(resign) } : {}),
  };
}

describe('<go-board> layout while a game is played', () => {
  afterEach(async () => {
    unmountAll();
    await resetMouse();
  });

  for (const width of [280, 360, 600]) {
    it(`should keep the board and the buttons where they are, ${width} px wide`, async () => {
      const board = await mount({ mode: 'play', size: '9', 'allow-undo': '', 'confirm-moves': 'never' }, '', width);
      const start = layout(board);
      await clickPoint(board, 4, 4);
      await clickPoint(board, 4, 4); // occupied: refused, with the reason
      expect(statusText(board)).to.contain('already holds a stone');
      expect(layout(board), 'after a refusal').to.deep.equal(start);
      await click(board, 'button.resign');
      expect(layout(board), 'while Resign asks').to.deep.equal(start);
      await press(board, 'Escape');
      await press(board, 'p');
      expect(statusText(board)).to.contain('passes');
      expect(layout(board), 'after a pass').to.deep.equal(start);
      await press(board, 'p');
      expect(layout(board), 'while Pass asks').to.deep.equal(start);
      await press(board, 'p');
      expect(board.phase).to.equal('scoring');
      const { board: area, controls } = layout(board);
      expect({ board: area, controls }, 'in the count').to.deep.equal({ board: start.board, controls: start.controls });
      board.acceptScore();
      await board.updateComplete;
      expect(board.game!.root.props.RE).to.have.length(1);
      const end = layout(board);
      expect({ board: end.board, controls: end.controls }, 'at the end, the result written').to.deep.equal({
        board: start.board,
        controls: start.controls,
      });
    });
  }

  it('should keep them where they are while the bot thinks and answers', async () => {
    const board = await mount({ mode: 'play', size: '9', opponent: 'bot', 'bot-level': '10' });
    const start = layout(board);
    await press(board, 'Enter'); // at the cursor, the centre
    await until(() => board.botThinking, 'the bot to start thinking');
    expect(statusText(board)).to.contain('Thinking…');
    expect(layout(board), 'thinking').to.deep.equal(start);
    board.botLevel = 1; // the next search is quick
    board.undo();
    await press(board, 'Enter');
    await until(() => board.game!.moveNumber === 2, 'the bot to answer');
    await board.updateComplete;
    expect(layout(board), 'after the answer').to.deep.equal(start);
  });

  it('should fit the board and its controls in the viewport in a wide column, unless the page says otherwise', async () => {
    const board = await mount({ sgf: SHORT_GAME }, '', 1128);
    const top = board.getBoundingClientRect().top;
    const area = boardArea(board).getBoundingClientRect();
    expect(area.height).to.be.below(innerHeight);
    expect(find(board, '[part="controls"]').getBoundingClientRect().bottom - top).to.be.at.most(innerHeight);
    // Centred in its column.
    expect(Math.abs(area.left - board.getBoundingClientRect().left - (1128 - area.width) / 2)).to.be.below(1);
    board.style.setProperty('--go-board-max-size', 'none');
    expect(boardArea(board).getBoundingClientRect().width).to.equal(1128);
    // A board wider than tall may be as much wider.
    const wide = await mount({ sgf: '(;SZ[19:7])' }, '', 1128);
    const box = boardArea(wide).getBoundingClientRect();
    expect(box.width).to.be.above(area.width * 2);
  });

  it("should show a loading state of the size the board will have, and keep the controls' room", async () => {
    // The record's fetch waits until the test lets it answer.
    let answer: (response: Response) => void = () => {};
    const original = window.fetch;
    window.fetch = () => new Promise((resolve) => (answer = resolve));
    try {
      const container = document.createElement('div');
      container.style.width = '360px';
      const board = document.createElement('go-board');
      board.setAttribute('src', '/game.sgf');
      container.append(board);
      document.body.append(container);
      await until(() => board.shadowRoot?.querySelector('[part="board"]') !== null, 'the first drawing');
      const area = boardArea(board);
      expect(area.classList.contains('loading')).to.equal(true);
      expect(find(board, '.loading-note').textContent).to.equal('loading');
      expect(getComputedStyle(find(board, '.lines')).visibility).to.equal('hidden');
      expect(findAll<HTMLButtonElement>(board, '[part="controls"] button').every((button) => button.disabled)).to.equal(
        true,
      );
      const before = {
        board: area.getBoundingClientRect().toJSON(),
        controls: find(board, '[part="controls"]').getBoundingClientRect().toJSON(),
      };
      // The header's room is kept over the board while the record loads (its information is
      // not known yet): when it arrives, nothing above the record's comment moves.
      expect(find(board, '[part="info"]').textContent!.trim()).to.equal('');
      answer(new Response(SHORT_GAME));
      await board.updateComplete;
      expect(board.isReady).to.equal(true);
      expect(findAll(board, '.loading-note')).to.have.length(0);
      expect(find(board, '.game-name').textContent).to.equal('Test game');
      expect(boardArea(board).getBoundingClientRect().toJSON()).to.deep.equal(before.board);
      expect(find(board, '[part="controls"]').getBoundingClientRect().toJSON()).to.deep.equal(before.controls);
      container.remove();
    } finally {
      window.fetch = original;
    }
  });
});
