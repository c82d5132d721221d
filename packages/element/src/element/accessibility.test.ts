import { expect } from '@esm-bundle/chai';
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import type { GoBoard } from '../go-board.js';
import { MARKUP_DIAGRAM, READING_POSITION, SHORT_GAME } from '../test-support/records.js';
import { boardArea, find, mount, nextEvent, press, unmountAll, until } from '../test-support/fixture.js';
import { WALL_GAME, WALL_GAME_DEAD } from '../test-support/play.js';
import { VITAL_POINT } from '../test-support/problems.js';
import { audit } from '../test-support/axe.js';
import { REVIEW_BOARD, reviewEverything } from '../test-support/review.js';
import { EDIT_BOARD, editEverything } from '../test-support/edit.js';
import { FORCED_COLOURS_EMULATION, itWhereSupported } from '../test-support/engines.js';
import { forcedColors } from '../styles/forced-colors.js';

const status = (board: GoBoard): string => find(board, '[role="status"]').textContent!.trim();

describe('<go-board> accessibility', () => {
  afterEach(unmountAll);

  it('should pass an axe-core audit with controls, variations, header and comment', async () => {
    const board = await mount({ sgf: SHORT_GAME, move: '6', coordinates: '' });
    expect(await audit(board)).to.deep.equal([]);
  });

  it('should pass an axe-core audit in every theme and with an error shown', async () => {
    for (const theme of ['wood', 'book', 'dark']) {
      const board = await mount({ sgf: MARKUP_DIAGRAM, theme, controls: 'minimal' });
      expect(await audit(board), theme).to.deep.equal([]);
    }
    const broken = await mount({ sgf: 'not a record' });
    expect(await audit(broken)).to.deep.equal([]);
  });

  it('should pass an axe-core audit while playing, in the count and at the end, in every theme', async () => {
    for (const theme of ['wood', 'book', 'dark']) {
      const board = await mount({ mode: 'play', size: '9', theme, 'allow-undo': '', coordinates: '' });
      board.play({ x: 4, y: 4 });
      board.play({ x: 3, y: 3 });
      await press(board, 'ArrowLeft'); // the cursor and the preview stone show
      expect(await audit(board), `${theme}, playing`).to.deep.equal([]);
      board.undo();
      board.undo();
      for (const move of WALL_GAME) {
        if (move === 'pass') board.pass();
        else board.play(move);
      }
      board.deadStones = WALL_GAME_DEAD;
      await board.updateComplete;
      expect(board.phase).to.equal('scoring');
      expect(await audit(board), `${theme}, scoring`).to.deep.equal([]);
      board.acceptScore();
      await board.updateComplete;
      expect(await audit(board), `${theme}, finished`).to.deep.equal([]);
    }
  });

  it('should pass an axe-core audit in problem mode: solving, a hint, a wrong line, solved, in every theme', async () => {
    for (const theme of ['wood', 'book', 'dark']) {
      const board = await mount({ mode: 'problem', sgf: VITAL_POINT, theme, 'reply-delay': '0', coordinates: '' });
      await press(board, 'ArrowLeft'); // the cursor and the preview stone show
      expect(await audit(board), `${theme}, solving`).to.deep.equal([]);
      board.hint();
      await board.updateComplete;
      expect(await audit(board), `${theme}, hint`).to.deep.equal([]);
      board.play({ x: 1, y: 0 });
      await board.updateComplete;
      expect(board.problemState).to.equal('failed');
      expect(await audit(board), `${theme}, wrong`).to.deep.equal([]);
      board.retry();
      board.play({ x: 2, y: 0 });
      board.play({ x: 3, y: 0 });
      await board.updateComplete;
      expect(board.problemState).to.equal('solved');
      expect(await audit(board), `${theme}, solved`).to.deep.equal([]);
    }
  });

  it('should pass an axe-core audit in edit mode: the toolbar, a line being drawn, every form open, in every theme', async () => {
    for (const theme of ['wood', 'book', 'dark']) {
      const board = await mount({ ...EDIT_BOARD, theme });
      await editEverything(board);
      expect(await audit(board), theme).to.deep.equal([]);
      const limited = await mount({ ...EDIT_BOARD, theme, tools: 'black white comment', controls: 'minimal' });
      await editEverything(limited);
      expect(await audit(limited), `${theme}, limited tools`).to.deep.equal([]);
    }
  });

  it('should pass an axe-core audit with the review: the tree, the analysis, a line, the heat map and the graph, in every theme', async () => {
    for (const theme of ['wood', 'book', 'dark']) {
      const board = await mount({ sgf: SHORT_GAME, ...REVIEW_BOARD, theme });
      await reviewEverything(board, true);
      expect(await audit(board), theme).to.deep.equal([]);
      const side = await mount({ sgf: SHORT_GAME, ...REVIEW_BOARD, tree: 'side', theme }, '', 700);
      await reviewEverything(side);
      expect(await audit(side), `${theme}, the tree beside the board`).to.deep.equal([]);
    }
  });

  it('should name a problem board with where the reader is, and describe its keys', async () => {
    const board = await mount({ mode: 'problem', sgf: VITAL_POINT, 'reply-delay': '0' });
    const area = boardArea(board);
    expect(area.getAttribute('aria-label')).to.equal('Go board, problem, Black to play');
    const keys = board.shadowRoot!.getElementById(area.getAttribute('aria-describedby')!)!;
    expect(keys.textContent).to.equal('Arrow keys move the cursor. Enter or Space plays there.');
    board.play({ x: 1, y: 0 });
    await board.updateComplete;
    expect(area.getAttribute('aria-label')).to.equal('Go board, problem, Wrong');
    expect(status(board)).to.contain('Wrong.');
  });

  it('should name a playing board with its phase, and describe its keys', async () => {
    const board = await mount({ mode: 'play', size: '9', player: 'white' });
    const area = boardArea(board);
    expect(area.getAttribute('aria-label')).to.equal('Go board, 9 by 9, move 0, Black to play (the opponent)');
    const hint = board.shadowRoot!.getElementById(area.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).to.contain('Enter or Space plays').and.contain('P passes');
    board.play({ x: 4, y: 4 });
    board.pass();
    board.pass();
    await board.updateComplete;
    expect(area.getAttribute('aria-label')).to.equal('Go board, 9 by 9, move 3, scoring');
    board.acceptScore();
    await board.updateComplete;
    expect(area.getAttribute('aria-label')).to.equal('Go board, 9 by 9, move 3, game over, B+74.5');
  });

  it('should name the board with its position: "Go board, move 5 of 9, Black C8"', async () => {
    const board = await mount({ sgf: SHORT_GAME, move: '5' });
    const area = boardArea(board);
    expect(area.getAttribute('role')).to.equal('application');
    expect(area.getAttribute('aria-label')).to.equal('Go board, move 5 of 9, Black C8');
    board.label = 'Opening study';
    await board.updateComplete;
    expect(area.getAttribute('aria-label')).to.equal('Opening study, move 5 of 9, Black C8');
    const diagram = await mount({ sgf: '(;SZ[9]AB[cc][gc]AW[ee])' });
    expect(boardArea(diagram).getAttribute('aria-label')).to.equal(
      'Go board, 9 by 9: 2 black stones at C7 and G7; 1 white stone at E5',
    );
  });

  it('should caption a diagram with what it shows, stones and markup, as a figure would be', async () => {
    // Three setup stones and a move to come: at move 0 the name says the position, not only "move 0 of 1".
    const board = await mount({ sgf: '(;SZ[9]AB[cc][gc]AW[ee]TR[dd][ff]LB[ge:A]AR[cg:eg];B[ge])' });
    expect(boardArea(board).getAttribute('aria-label')).to.equal(
      'Go board, 9 by 9, move 0 of 1: 2 black stones at C7 and G7; 1 white stone at E5; triangle at D6 and F4; label A at G5; an arrow from C3 to E3',
    );
    // Further into a record the stones are too many to say; the move and any markup are said.
    board.next();
    await board.updateComplete;
    expect(boardArea(board).getAttribute('aria-label')).to.equal('Go board, move 1 of 1, Black G5');
    // A full position is counted rather than listed.
    const crowded = await mount({
      sgf: `(;SZ[9]AB${'abcdefghi'
        .split('')
        .map((x) => `[${x}a][${x}b][${x}c]`)
        .join('')}MA[ee])`,
    });
    expect(boardArea(crowded).getAttribute('aria-label')).to.equal('Go board, 9 by 9: 27 black stones; cross at E5');
  });

  it('should announce each move, its captures and its comment in a live region', async () => {
    const board = await mount({ sgf: SHORT_GAME, move: '6' });
    const region = find(board, '[role="status"]');
    expect(region.getAttribute('aria-live')).to.equal('polite');
    await press(board, 'ArrowRight');
    expect(status(board)).to.equal('Move 7 of 9: Black C6, captures 1 stone. Captures one stone.');
    await press(board, 'ArrowLeft');
    expect(status(board)).to.equal('Move 6 of 9: White G4, 2 variations.');
  });

  it('should read out the intersections under the keyboard cursor', async () => {
    const board = await mount({ sgf: READING_POSITION });
    await press(board, 'Enter');
    // The cursor starts at the centre, E5: a white wall.
    expect(status(board)).to.match(/E5, white stone, group of 3, 5 liberties$/);
    expect(find(board, '.cursor').getAttribute('x')).to.equal('3.5');
    await press(board, 'ArrowLeft');
    expect(status(board)).to.equal('D5, black stone, group of 3, 2 liberties');
    await press(board, 'ArrowDown');
    expect(status(board)).to.equal('D4, black stone, group of 3, 2 liberties');
    await press(board, 'ArrowDown');
    expect(status(board)).to.equal('D3, empty, triangle');
    await press(board, 'Home');
    expect(status(board)).to.equal('A3, empty');
    // While exploring, arrows move the cursor, not the game; Escape returns to the game.
    expect(board.move).to.equal(0);
    await press(board, 'Escape');
    expect(board.shadowRoot!.querySelector('.cursor')).to.equal(null);
  });

  it('should show a visible focus ring when the board is reached by keyboard', async () => {
    const board = await mount({ sgf: SHORT_GAME });
    const before = document.createElement('button');
    before.textContent = 'before';
    board.before(before);
    before.focus();
    const focused = nextEvent(board, 'focusin');
    await sendKeys({ press: 'Tab' });
    await focused;
    const area = boardArea(board);
    expect(board.shadowRoot!.activeElement).to.equal(area);
    expect(area.matches(':focus-visible')).to.equal(true);
    const style = getComputedStyle(area);
    expect(style.outlineStyle).to.equal('solid');
    expect(parseFloat(style.outlineWidth)).to.be.at.least(2);
    before.remove();
  });

  it('should focus the board area when the page focuses the element, as a native control does', async () => {
    const cases: Record<string, string>[] = [
      { sgf: SHORT_GAME },
      { mode: 'play', size: '9' },
      { sgf: SHORT_GAME, controls: 'none' },
    ];
    for (const attributes of cases) {
      const board = await mount(attributes);
      board.focus();
      expect(document.activeElement, JSON.stringify(attributes)).to.equal(board);
      expect(board.shadowRoot!.activeElement, JSON.stringify(attributes)).to.equal(boardArea(board));
      // The keys reach the board at once.
      const next = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true, cancelable: true });
      board.shadowRoot!.activeElement!.dispatchEvent(next);
      expect(next.defaultPrevented).to.equal(true);
      board.blur();
    }
  });

  itWhereSupported(FORCED_COLOURS_EMULATION, 'should draw in system colours when colours are forced', async () => {
    const board = await mount({ sgf: SHORT_GAME, move: '3' });
    // The board heard the palette change first (its listener is older) and loads the
    // forced-colours styles; its update completes once they are adopted.
    const forced = new Promise((resolve) => forcedColors!.addEventListener('change', resolve, { once: true }));
    await executeServerCommand('emulate-forced-colors', { active: true });
    try {
      await forced;
      await board.updateComplete;
      const probe = document.createElement('div');
      probe.style.color = 'CanvasText';
      probe.style.backgroundColor = 'Canvas';
      document.body.append(probe);
      const { color: text, backgroundColor: canvas } = getComputedStyle(probe);
      probe.remove();
      expect(getComputedStyle(find(board, '.stone.black')).fill).to.equal(text);
      expect(getComputedStyle(find(board, '.stone.white')).fill).to.equal(canvas);
      expect(getComputedStyle(find(board, '.wood')).fill).to.equal(canvas);
      expect(getComputedStyle(find(board, '.lines')).stroke).to.equal(text);
    } finally {
      await executeServerCommand('emulate-forced-colors', { active: false });
    }
  });

  it('should pass an axe-core audit in a game against the bot, thinking and after, and with the ownership overlay', async () => {
    const board = await mount({
      mode: 'play',
      size: '9',
      opponent: 'bot',
      'bot-level': '1',
      'allow-undo': '',
      'show-ownership': '',
    });
    board.play({ x: 4, y: 4 });
    await board.updateComplete;
    expect(boardArea(board).getAttribute('aria-busy')).to.equal('true');
    expect(await audit(board)).to.deep.equal([]);
    await until(
      () => board.game!.moveNumber === 2 && board.shadowRoot!.querySelector('.ownership rect') !== null,
      'the bot to answer and the overlay to show',
    );
    await board.updateComplete;
    expect(await audit(board)).to.deep.equal([]);
  });
});
