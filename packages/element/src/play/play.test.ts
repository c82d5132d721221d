import { expect } from '@esm-bundle/chai';
import { resetMouse, sendKeys } from '@web/test-runner-commands';
import { handicapPoints } from '@go-board/rules';
import type { GoGameEndEvent } from '../events/go-game-end.js';
import type { GoMoveEvent } from '../events/go-move.js';
import type { GoNavigateEvent } from '../events/go-navigate.js';
import {
  boardArea,
  click,
  drawnStones,
  find,
  findAll,
  mount,
  nextEvent,
  press,
  unmountAll,
} from '../test-support/fixture.js';
import {
  clickPoint,
  hoverPoint,
  KeyboardPlayer,
  scoreTable,
  spoken,
  statusText,
  tapPoint,
  WALL_GAME,
  WALL_GAME_DEAD,
} from '../test-support/play.js';

/** Black has just taken the ko at E6, so White may not retake at D6; A9 is suicide for White. */
const KO_POSITION = '(;SZ[9]KM[6.5]AB[cd][dc][de][ba][ab]AW[ec][ee][fd][dd];B[ed])';

describe('<go-board mode="play">', () => {
  afterEach(async () => {
    unmountAll();
    await resetMouse();
  });

  it('should start an empty game of the size asked for, Black to play, with the game controls', async () => {
    const board = await mount({ mode: 'play', size: '9' });
    expect(board.phase).to.equal('play');
    expect(board.game!.width).to.equal(9);
    expect(drawnStones(board)).to.deep.equal([]);
    expect(statusText(board))
      .to.contain('Black to play')
      .and.contain('Move 0')
      .and.contain('Captures: Black 0, White 0');
    expect(findAll(board, '[part="controls"] button').map((button) => button.textContent)).to.deep.equal([
      'Pass',
      'Resign',
      'New game',
      'Download SGF',
    ]);
    expect(boardArea(board).getAttribute('aria-label')).to.equal('Go board, 9 by 9, move 0, Black to play');
    // View mode stays the default.
    expect((await mount({ size: '9' })).mode).to.equal('view');
  });

  it('should play a full game with mouse clicks to the end: passes, dead stones, both rules, accept', async () => {
    const board = await mount({ mode: 'play', size: '9' });
    // The players mark the dead stones themselves: the playouts' guess, which a busy machine may
    // bring before their clicks (which then make the stones alive again), is bot.test.ts's subject.
    board.deadStoneGuess = () => [];
    const moves: GoMoveEvent[] = [];
    board.addEventListener('go-move', (event) => moves.push(event));
    for (const move of WALL_GAME) {
      if (move === 'pass') {
        const ending = board.game!.lastMove?.pass === true;
        await click(board, 'button.pass');
        // The pass after a pass ends play: the first click only asks.
        if (ending) {
          expect(find(board, 'button.pass').textContent).to.equal('Pass and count?');
          expect(board.phase).to.equal('play');
          await click(board, 'button.pass');
        }
      } else await clickPoint(board, move.x, move.y);
    }
    expect(board.game!.moveNumber).to.equal(24);
    expect(moves).to.have.length(24);
    expect(moves[0]!.detail).to.deep.equal({ color: 'black', x: 3, y: 0 });
    expect(moves[20]!.detail).to.deep.equal({ color: 'black', pass: true });
    expect(drawnStones(board)).to.have.length(21);
    expect(board.phase).to.equal('scoring');
    expect(statusText(board)).to.contain('Scoring');
    for (const { x, y } of WALL_GAME_DEAD) await clickPoint(board, x, y);
    expect(board.deadStones).to.deep.equal(WALL_GAME_DEAD);
    expect(board.score!.result).to.equal('W+6.5');
    expect(scoreTable(board).Total).to.deep.equal(['36', '42.5']);
    board.rules = 'territory';
    await board.updateComplete;
    expect(scoreTable(board).Total).to.deep.equal(['29', '34.5']);
    const ended = nextEvent<GoGameEndEvent>(board, 'go-game-end');
    await click(board, 'button.accept');
    expect((await ended).detail.result).to.equal('W+5.5');
    expect(board.phase).to.equal('finished');
    expect(board.sgf).to.contain('RE[W+5.5]').and.contain('RU[Japanese]');
  });

  it('should play a full game with the keyboard: arrows, Enter, Space and P', async () => {
    const board = await mount({ mode: 'play', size: '9' });
    const player = new KeyboardPlayer(board);
    // The cursor starts at the centre, E5, and reads each point it reaches.
    await press(board, 'ArrowLeft');
    expect(spoken(board)).to.equal('D5, empty');
    player.x = 3;
    expect(find(board, '.cursor').getAttribute('x')).to.equal('2.5');
    for (const [index, move] of WALL_GAME.entries()) {
      if (index === 1 && move !== 'pass') await player.playAt(move.x, move.y, ' ');
      else await player.play(move);
    }
    expect(board.game!.moveNumber).to.equal(24);
    expect(board.phase).to.equal('scoring');
    expect(board.game!.at({ x: 1, y: 6 })).to.equal('white');
  });

  it('should own the keys it uses and leave the others to the page', async () => {
    const board = await mount({ mode: 'play', size: '9' });
    expect(await press(board, 'ArrowUp')).to.equal(true);
    expect(await press(board, 'Enter')).to.equal(true);
    expect(board.game!.at({ x: 4, y: 3 })).to.equal('black');
    expect(await press(board, 'P')).to.equal(true);
    expect(board.game!.lastMove).to.deep.equal({ color: 'white', pass: true });
    expect(await press(board, 'a')).to.equal(false);
    expect(await press(board, 'PageDown')).to.equal(false);
  });

  it('should show a translucent stone of the side to move under the pointer, on legal points only', async () => {
    const board = await mount({ mode: 'play', sgf: KO_POSITION });
    await hoverPoint(board, 6, 6);
    const preview = find(board, '.preview');
    expect(preview.classList.contains('white')).to.equal(true);
    expect([preview.getAttribute('cx'), preview.getAttribute('cy')]).to.deep.equal(['6', '6']);
    expect(parseFloat(getComputedStyle(preview).opacity)).to.be.below(1);
    await hoverPoint(board, 3, 3); // the ko: White may not retake
    expect(findAll(board, '.preview')).to.have.length(0);
    await hoverPoint(board, 2, 3); // occupied
    expect(findAll(board, '.preview')).to.have.length(0);
  });

  it('should refuse an illegal point and say why: occupied, suicide, ko', async () => {
    const board = await mount({ mode: 'play', sgf: KO_POSITION });
    expect(board.game!.turn).to.equal('white');
    const played: GoMoveEvent[] = [];
    board.addEventListener('go-move', (event) => played.push(event));
    await clickPoint(board, 3, 3);
    expect(statusText(board)).to.contain(
      'Cannot play D6 (ko): retaking the ko at once would repeat the previous position',
    );
    expect(spoken(board)).to.equal(statusText(board).slice(statusText(board).indexOf('Cannot play')));
    await clickPoint(board, 0, 0);
    expect(statusText(board)).to.contain('Cannot play A9 (suicide)');
    await clickPoint(board, 2, 3);
    expect(statusText(board)).to.contain('Cannot play C6 (occupied): the point already holds a stone');
    // The cursor is where the last click was.
    await new KeyboardPlayer(board, { x: 2, y: 3 }).playAt(3, 3);
    expect(spoken(board)).to.contain('(ko)');
    expect(board.game!.moveNumber).to.equal(1);
    expect(played).to.deep.equal([]);
  });

  it('should mark the last move and the ko point', async () => {
    const board = await mount({ mode: 'play', sgf: KO_POSITION });
    const last = find(board, '.last-move');
    expect([last.getAttribute('cx'), last.getAttribute('cy')]).to.deep.equal(['4', '3']);
    expect(find(board, '.ko-mark').getAttribute('x')).to.equal(String(3 - 0.22));
    await clickPoint(board, 7, 7); // White plays elsewhere: the ko is open again
    expect(findAll(board, '.ko-mark')).to.have.length(0);
    expect(statusText(board)).to.contain('Captures: Black 1, White 0');
  });

  it('should continue a record from the end of its main line', async () => {
    const board = await mount({ mode: 'play', sgf: '(;SZ[9];B[ee];W[cc](;B[gg])(;B[cg]))', move: '1' });
    expect(board.move).to.equal(3);
    expect(board.game!.lastMove).to.deep.equal({ color: 'black', x: 6, y: 6 });
    expect(board.game!.turn).to.equal('white');
    // A playing board shows the game's latest position: replay methods do nothing.
    expect(board.previous()).to.equal(false);
    expect(board.move).to.equal(3);
    // The handicap is for the games the board starts itself: the record stays.
    board.handicap = 2;
    await board.updateComplete;
    expect(board.move).to.equal(3);
  });

  it('should place the handicap stones on the star points and let White move first', async () => {
    const board = await mount({ mode: 'play', size: '9', handicap: '4', komi: '0.5' });
    const expected = handicapPoints(9, 4)
      .map(({ x, y }) => `${x},${y}:black`)
      .sort();
    expect(drawnStones(board)).to.deep.equal(expected);
    expect(board.game!.turn).to.equal('white');
    expect(board.game!.komi).to.equal(0.5);
    expect(statusText(board)).to.contain('White to play');
    expect(board.sgf).to.contain('HA[4]').and.contain('KM[0.5]');
    board.handicap = 2;
    await board.updateComplete;
    expect(drawnStones(board)).to.have.length(2);
  });

  it('should take back moves with Undo when allow-undo is set, and offer no Undo without it', async () => {
    expect(findAll(await mount({ mode: 'play', size: '9' }), 'button.undo')).to.have.length(0);
    const board = await mount({ mode: 'play', size: '9', 'allow-undo': '' });
    expect(find<HTMLButtonElement>(board, 'button.undo').disabled).to.equal(true);
    await clickPoint(board, 2, 2);
    await clickPoint(board, 6, 6);
    const positions: number[] = [];
    board.addEventListener('go-navigate', (event) => positions.push(event.moveNumber));
    await click(board, 'button.undo');
    expect(positions).to.deep.equal([1]);
    expect(board.game!.at({ x: 6, y: 6 })).to.equal(null);
    expect(board.game!.turn).to.equal('white');
    expect(board.game!.node.children).to.have.length(0);
    expect(board.sgf).not.to.contain('W[gg]');
  });

  it('should ask before the pass that ends play, by button or P, and forget the question on Escape or a move', async () => {
    const board = await mount({ mode: 'play', size: '9' });
    const pass = (): HTMLButtonElement => find<HTMLButtonElement>(board, 'button.pass');
    const width = pass().getBoundingClientRect().width;
    // A first pass needs no confirmation.
    await press(board, 'p');
    expect(board.game!.moveNumber).to.equal(1);
    // White's pass would end play: P asks first.
    await press(board, 'p');
    expect(board.game!.moveNumber).to.equal(1);
    expect(pass().textContent).to.equal('Pass and count?');
    expect(statusText(board)).to.contain('another pass ends the game');
    // The button asking is as wide as before: nothing beside it moved.
    expect(pass().getBoundingClientRect().width).to.equal(width);
    expect(await press(board, 'Escape')).to.equal(true);
    expect(pass().textContent).to.equal('Pass');
    // The question is gone from the status line too.
    expect(statusText(board)).not.to.contain('another pass ends the game');
    await press(board, 'p');
    await press(board, 'ArrowLeft'); // turning to the board forgets the question as well
    expect(pass().textContent).to.equal('Pass');
    await click(board, 'button.pass');
    await click(board, 'button.pass');
    expect(board.phase).to.equal('scoring');
    // Resign asks too, and a move in between forgets it.
    const other = await mount({ mode: 'play', size: '9' });
    await click(other, 'button.resign');
    await clickPoint(other, 4, 4);
    expect(find(other, 'button.resign').textContent).to.equal('Resign');
    await click(other, 'button.resign');
    expect(other.phase).to.equal('play');
  });

  it('should forget "Resign?" on Escape pressed on the focused button, and say nothing of it after', async () => {
    const board = await mount({ mode: 'play', size: '9' });
    const resign = (): HTMLButtonElement => find<HTMLButtonElement>(board, 'button.resign');
    const before = statusText(board);
    resign().focus();
    await sendKeys({ press: 'Enter' });
    await board.updateComplete;
    expect(resign().textContent).to.equal('Resign?');
    expect(statusText(board)).to.contain('Press Resign again to resign');
    await sendKeys({ press: 'Escape' });
    await board.updateComplete;
    expect(resign().textContent).to.equal('Resign');
    expect(statusText(board)).to.equal(before);
    // The next press asks again rather than resigning.
    await sendKeys({ press: 'Enter' });
    await board.updateComplete;
    expect(board.phase).to.equal('play');
    expect(resign().textContent).to.equal('Resign?');
  });

  it('should resign with the button: go-move, then go-game-end with the result, written into RE', async () => {
    const board = await mount({ mode: 'play', size: '9', 'allow-undo': '' });
    await clickPoint(board, 4, 4);
    const events: Event[] = [];
    board.addEventListener('go-move', (event) => events.push(event));
    board.addEventListener('go-game-end', (event) => events.push(event));
    // One click asks; nothing is sent yet.
    await click(board, 'button.resign');
    expect(events).to.deep.equal([]);
    expect(find(board, 'button.resign').textContent).to.equal('Resign?');
    expect(statusText(board)).to.contain('Press Resign again to resign');
    await click(board, 'button.resign');
    expect(events.map((event) => event.type)).to.deep.equal(['go-move', 'go-game-end']);
    expect((events[0] as GoMoveEvent).detail).to.deep.equal({ color: 'white', resign: true });
    expect((events[1] as GoGameEndEvent).detail).to.deep.equal({ result: 'B+R', score: null });
    expect(board.phase).to.equal('finished');
    expect(board.sgf).to.contain('RE[B+R]');
    expect(statusText(board)).to.contain('Game over: Black wins by resignation (B+R)');
    await clickPoint(board, 2, 2);
    expect(board.game!.at({ x: 2, y: 2 })).to.equal(null);
    // Undo takes the resignation back.
    await click(board, 'button.undo');
    expect(board.phase).to.equal('play');
    expect(board.sgf).not.to.contain('RE[');
  });

  it('should let the local player move only for the colour given by player', async () => {
    const board = await mount({ mode: 'play', size: '9', player: 'black' });
    await clickPoint(board, 2, 2);
    expect(board.game!.turn).to.equal('white');
    expect(statusText(board)).to.contain('White to play (the opponent)');
    expect(find<HTMLButtonElement>(board, 'button.pass').disabled).to.equal(true);
    await clickPoint(board, 6, 6);
    expect(board.game!.at({ x: 6, y: 6 })).to.equal(null);
    expect(spoken(board)).to.equal('White to play: waiting for the opponent.');
    await hoverPoint(board, 5, 5);
    expect(findAll(board, '.preview')).to.have.length(0);
  });

  it('should ask for a second tap on touch, and a second click with confirm-moves', async () => {
    const board = await mount({ mode: 'play', size: '9' });
    await tapPoint(board, 2, 2);
    expect(board.game!.moveNumber).to.equal(0);
    expect(find(board, '.preview.pending').getAttribute('cx')).to.equal('2');
    expect(spoken(board)).to.equal('C7, empty: tap again to play there.');
    // Shown too, for the player whose finger is on the screen, not only said.
    expect(statusText(board)).to.contain('C7, empty: tap again to play there.');
    await tapPoint(board, 3, 3); // another point moves the preview
    expect(find(board, '.preview.pending').getAttribute('cx')).to.equal('3');
    await tapPoint(board, 3, 3);
    expect(board.game!.at({ x: 3, y: 3 })).to.equal('black');
    expect(findAll(board, '.preview.pending')).to.have.length(0);

    const always = await mount({ mode: 'play', size: '9', 'confirm-moves': '' });
    expect(always.confirmMoves).to.equal('always');
    await clickPoint(always, 4, 4);
    expect(always.game!.moveNumber).to.equal(0);
    await clickPoint(always, 4, 4);
    expect(always.game!.at({ x: 4, y: 4 })).to.equal('black');

    const never = await mount({ mode: 'play', size: '9', 'confirm-moves': 'never' });
    await tapPoint(never, 4, 4);
    expect(never.game!.at({ x: 4, y: 4 })).to.equal('black');
  });

  it('should fire go-navigate for every new position, with the move number and node', async () => {
    const board = await mount({ mode: 'play', size: '9' });
    const events: GoNavigateEvent[] = [];
    board.addEventListener('go-navigate', (event) => events.push(event));
    await clickPoint(board, 4, 4);
    await press(board, 'p');
    expect(events.map((event) => event.moveNumber)).to.deep.equal([1, 2]);
    expect(events[1]!.node).to.equal(board.game!.node);
  });

  it('should play a point given as { x, y }, still take the deprecated play(x, y), and refuse a non-point', async () => {
    const board = await mount({ mode: 'play', size: '9' });
    board.play({ x: 2, y: 2 });
    board.play(6, 6);
    expect(board.game!.moves).to.deep.equal([
      { color: 'black', x: 2, y: 2 },
      { color: 'white', x: 6, y: 6 },
    ]);
    for (const bad of ['C3', null, [4, 4], { x: 4 }] as unknown[]) {
      let error: unknown;
      try {
        board.play(bad as { x: number; y: number });
      } catch (caught) {
        error = caught;
      }
      expect((error as Error).name, String(bad)).to.equal('IllegalMoveError');
      expect((error as { reason: string }).reason).to.equal('off-board');
    }
    expect(board.game!.moveNumber).to.equal(2);
  });

  it('should start a new game with the New game button, leaving the record aside', async () => {
    const board = await mount({ mode: 'play', sgf: KO_POSITION, komi: '7.5' });
    await click(board, 'button.new-game');
    await board.updateComplete;
    expect(board.game!.moveNumber).to.equal(0);
    expect(board.game!.width).to.equal(19);
    expect(board.game!.komi).to.equal(7.5);
    expect(drawnStones(board)).to.deep.equal([]);
  });

  it('should switch between view and play, continuing and then replaying the same game', async () => {
    const board = await mount({ sgf: '(;SZ[9];B[ee];W[cc])' });
    expect(board.move).to.equal(0);
    board.mode = 'play';
    await board.updateComplete;
    expect(board.move).to.equal(2);
    expect(board.phase).to.equal('play');
    await clickPoint(board, 6, 6);
    board.mode = 'view';
    await board.updateComplete;
    expect(board.totalMoves).to.equal(3);
    expect(board.first()).to.equal(true);
    expect(board.move).to.equal(0);
    expect(findAll(board, '[part="status"]')).to.have.length(0);
  });

  it("should leave none of a mode's cursor, hover or armed button to the next: play, edit, view, play", async () => {
    const board = await mount({ mode: 'play', size: '9' });
    await press(board, 'ArrowLeft');
    expect(findAll(board, '.cursor')).to.have.length(1);
    await hoverPoint(board, 6, 6);
    expect(findAll(board, '.preview')).to.have.length(1);
    await click(board, 'button.resign');
    expect(find(board, 'button.resign').textContent).to.equal('Resign?');
    board.mode = 'edit';
    await board.updateComplete;
    expect(findAll(board, '.cursor')).to.have.length(0);
    expect(findAll(board, '.preview')).to.have.length(0);
    board.mode = 'view';
    await board.updateComplete;
    expect(findAll(board, '.cursor')).to.have.length(0);
    board.mode = 'play';
    await board.updateComplete;
    expect(findAll(board, '.cursor')).to.have.length(0);
    expect(findAll(board, '.preview')).to.have.length(0);
    expect(find(board, 'button.resign').textContent).to.equal('Resign');
  });

  it("should answer another mode's commands as its JSDoc says outside that mode, changing nothing", async () => {
    const board = await mount({ sgf: '(;SZ[9];B[ee];W[cc])' });
    const sgf = board.sgf;
    expect([board.phase, board.problemState, board.score, board.pendingMove, board.botThinking]).to.deep.equal([
      'play',
      'solving',
      null,
      null,
      false,
    ]);
    board.deadStones = [{ x: 4, y: 4 }];
    expect(board.deadStones).to.deep.equal([]);
    const answers = [
      board.undo(),
      board.cancelPendingMove(),
      board.acceptScore(),
      board.resumePlay(),
      board.retry(),
      board.hint(),
      board.showSolution(),
      board.undoEdit(),
      board.redoEdit(),
    ];
    expect(answers).to.deep.equal([false, false, false, false, false, null, false, false, false]);
    for (const move of [() => board.play({ x: 2, y: 2 }), () => board.pass(), () => board.resign()])
      expect(move).to.throw(Error, 'Expected a board with mode="play" to play moves on, received one in view mode');
    board.mode = 'problem';
    await board.updateComplete;
    expect(() => board.pass()).to.throw(Error, 'received one in problem mode');
    expect(board.sgf).to.equal(sgf);
  });
});
