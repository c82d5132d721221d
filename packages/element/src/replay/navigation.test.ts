import { expect } from '@esm-bundle/chai';
import { emulateMedia } from '@web/test-runner-commands';
import type { GoNavigateEvent } from '../events/go-navigate.js';
import { SHORT_GAME } from '../test-support/records.js';
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
  until,
} from '../test-support/fixture.js';
import { itWhereSupported, REDUCED_MOTION_EMULATION } from '../test-support/engines.js';

describe('<go-board> replay', () => {
  afterEach(unmountAll);

  it('should start at move 0, or at the move asked for, reading back a number', async () => {
    const start = await mount({ sgf: SHORT_GAME });
    expect(start.move).to.equal(0);
    expect(start.totalMoves).to.equal(9);
    expect(drawnStones(start)).to.deep.equal([]);
    const last = await mount({ sgf: SHORT_GAME, move: 'last' });
    expect(last.move).to.equal(9);
    expect(last.game!.lastMove).to.deep.equal({ color: 'black', x: 4, y: 4 });
    const twelve = await mount({ sgf: SHORT_GAME, move: '4' });
    expect(twelve.move).to.equal(4);
    expect(drawnStones(twelve)).to.have.length(4);
  });

  it('should go to a move when the move property or attribute changes', async () => {
    const board = await mount({ sgf: SHORT_GAME });
    board.move = 5;
    await board.updateComplete;
    expect(board.move).to.equal(5);
    board.setAttribute('move', 'last');
    await board.updateComplete;
    expect(board.move).to.equal(9);
    board.move = 100;
    expect(board.move).to.equal(9);
  });

  it('should step with the first, back, forward and last buttons and count "Move N of M"', async () => {
    const board = await mount({ sgf: SHORT_GAME });
    await click(board, 'button.next');
    await click(board, 'button.next');
    expect(board.move).to.equal(2);
    expect(find(board, '.counter').textContent).to.equal('Move 2 of 9');
    await click(board, 'button.previous');
    expect(board.move).to.equal(1);
    await click(board, 'button.last');
    expect(board.move).to.equal(9);
    expect(find<HTMLButtonElement>(board, 'button.next').disabled).to.equal(true);
    await click(board, 'button.first');
    expect(board.move).to.equal(0);
    expect(find<HTMLButtonElement>(board, 'button.previous').disabled).to.equal(true);
  });

  it('should go to the move the slider is moved to', async () => {
    const board = await mount({ sgf: SHORT_GAME });
    const slider = find<HTMLInputElement>(board, 'input.slider');
    expect(slider.max).to.equal('9');
    slider.value = '6';
    slider.dispatchEvent(new Event('input', { bubbles: true }));
    await board.updateComplete;
    expect(board.move).to.equal(6);
    expect(find(board, '.counter').textContent).to.equal('Move 6 of 9');
  });

  it('should show only back, forward and the count with controls="minimal", and none with "none"', async () => {
    const minimal = await mount({ sgf: SHORT_GAME, controls: 'minimal' });
    expect(findAll(minimal, 'button.control').map((button) => button.getAttribute('aria-label'))).to.deep.equal([
      'Previous move',
      'Next move',
    ]);
    const none = await mount({ sgf: SHORT_GAME, controls: 'none' });
    expect(findAll(none, '[part="controls"]')).to.have.length(0);
  });

  it('should answer Left, Right, Home, End, PageUp and PageDown on the focused board', async () => {
    const board = await mount({ sgf: SHORT_GAME });
    expect(await press(board, 'ArrowRight')).to.equal(true);
    expect(board.move).to.equal(1);
    await press(board, 'End');
    expect(board.move).to.equal(9);
    await press(board, 'ArrowLeft');
    expect(board.move).to.equal(8);
    await press(board, 'Home');
    expect(board.move).to.equal(0);
    await press(board, 'PageDown');
    expect(board.move).to.equal(9);
    await press(board, 'PageUp');
    expect(board.move).to.equal(0);
    // A key the board does not own is left to the page.
    expect(await press(board, 'a')).to.equal(false);
  });

  it('should fire go-navigate with the move number and node when the position changes', async () => {
    const board = await mount({ sgf: SHORT_GAME });
    const events: GoNavigateEvent[] = [];
    const listener = (event: GoNavigateEvent): number => events.push(event);
    document.addEventListener('go-navigate', listener);
    await press(board, 'ArrowRight');
    await press(board, 'ArrowLeft');
    await press(board, 'ArrowLeft'); // already at the start: nothing changed, no event
    document.removeEventListener('go-navigate', listener);
    expect(events.map((event) => event.moveNumber)).to.deep.equal([1, 0]);
    expect(events[0]!.node).to.equal(board.game!.root.children[0]);
    expect(events[0]!.bubbles && events[0]!.composed).to.equal(true);
  });

  it('should show the comment and name of the shown move as text', async () => {
    const board = await mount({ sgf: SHORT_GAME });
    expect(find(board, '[part="comment"]').textContent).to.contain('The players were ready.');
    board.move = 3;
    await board.updateComplete;
    expect(find(board, '.node-name').textContent).to.equal('Pincer');
    board.move = 2;
    await board.updateComplete;
    expect(findAll(board, '[part="comment"]')).to.have.length(0);
  });

  it('should show the game information header', async () => {
    const board = await mount({ sgf: SHORT_GAME });
    const info = find(board, '[part="info"]');
    const entries = Object.fromEntries(
      [...info.querySelectorAll('div.entry')].map((entry) => [
        entry.querySelector('dt')!.textContent,
        entry.querySelector('dd')!.textContent,
      ]),
    );
    // Each heading ends with the language's colon: "Black:".
    expect(entries).to.deep.include({
      'Black:': 'Alice 3d',
      'White:': 'Bob 2k',
      'Result:': 'B+R',
      'Date:': '2024-05-01',
      'Event:': 'Club championship, round 2',
      'Komi:': '6.5',
    });
    expect(info.querySelector('.game-name')!.textContent).to.equal('Test game');
    const diagram = await mount({ sgf: '(;SZ[9]KM[6.5]AB[cc])' });
    expect(findAll(diagram, '[part="info"]')).to.have.length(0);
  });

  it('should show game information with its line breaks as spaces, as SimpleText asks', async () => {
    const board = await mount({ sgf: '(;SZ[9]PB[Honinbo\r\n  Jowa]EV[Castle\ngames])' });
    const info = find(board, '[part="info"]');

    expect(info.querySelector('.black dd')!.textContent).to.equal('Honinbo Jowa');
    expect(info.querySelector('.event dd')!.textContent).to.equal('Castle games');
    expect(board.game!.root.props.PB).to.deep.equal(['Honinbo\n  Jowa']);
  });

  it('should list the variations and switch to one from the list or from its letter', async () => {
    const board = await mount({ sgf: SHORT_GAME, move: '6' });
    const buttons = findAll<HTMLButtonElement>(board, '[part="variations"] button');
    expect(buttons.map((button) => button.textContent!.replace(/\s+/g, ' ').trim())).to.deep.equal([
      'A Black C6',
      'B Black E5',
    ]);
    buttons[1]!.click();
    await board.updateComplete;
    expect(board.move).to.equal(7);
    expect(board.game!.lastMove).to.deep.equal({ color: 'black', x: 4, y: 4 });
    expect(board.totalMoves).to.equal(8);
    expect(find(board, '.comment-text').textContent).to.equal('A calmer move.');
    // After the move, the list offers its alternatives, the one shown marked current.
    expect(find(board, '[part="variations"] [aria-current="true"]').textContent).to.contain('E5');
    await press(board, 'ArrowLeft');
    find(board, '.point-text.variation[data-variation="0"]').dispatchEvent(
      new MouseEvent('click', { bubbles: true, composed: true }),
    );
    await board.updateComplete;
    expect(board.game!.lastMove).to.deep.equal({ color: 'black', x: 2, y: 3 });
  });

  it('should switch between variations with Up and Down, keeping the depth', async () => {
    const board = await mount({ sgf: SHORT_GAME, move: '8' });
    expect(board.game!.lastMove).to.deep.equal({ color: 'white', x: 6, y: 4 });
    await press(board, 'ArrowDown');
    // The other variation of move 7, followed to move 8.
    expect(board.move).to.equal(8);
    expect(board.game!.lastMove).to.deep.equal({ color: 'white', x: 2, y: 3 });
    expect(board.totalMoves).to.equal(8);
    await press(board, 'ArrowDown'); // no further variation
    expect(board.game!.lastMove).to.deep.equal({ color: 'white', x: 2, y: 3 });
    await press(board, 'ArrowUp');
    expect(board.game!.lastMove).to.deep.equal({ color: 'white', x: 6, y: 4 });
    expect(board.totalMoves).to.equal(9);
  });

  it('should switch with Up and Down at the move before a branch, where the list offers the variations', async () => {
    const board = await mount({ sgf: SHORT_GAME, move: '6' });
    expect(findAll(board, '[part="variations"] button')).to.have.length(2);
    expect(await press(board, 'ArrowDown')).to.equal(true);
    // Variation B, E5, is shown.
    expect(board.move).to.equal(7);
    expect(board.game!.lastMove).to.deep.equal({ color: 'black', x: 4, y: 4 });
    await press(board, 'ArrowUp');
    expect(board.game!.lastMove).to.deep.equal({ color: 'black', x: 2, y: 3 });
    // Back before the branch, the variation last shown is the one forward follows: Up goes from it.
    await press(board, 'ArrowLeft');
    await press(board, 'ArrowDown');
    await press(board, 'ArrowLeft');
    await press(board, 'ArrowUp');
    expect(board.game!.lastMove).to.deep.equal({ color: 'black', x: 2, y: 3 });
  });

  it('should autoplay forward at the chosen speed and stop at the end', async () => {
    const board = await mount({ sgf: SHORT_GAME, 'autoplay-delay': '100', move: '6' });
    await click(board, 'button.autoplay');
    expect(board.autoplay).to.equal(true);
    expect(find(board, 'button.autoplay').getAttribute('aria-label')).to.equal('Pause');
    await nextEvent(board, 'go-navigate');
    expect(board.move).to.equal(7);
    while (board.move < 9) await nextEvent(board, 'go-navigate');
    // At the end, the next tick finds no move and switches autoplay off.
    await until(() => !board.autoplay, 'autoplay to stop at the end');
    await board.updateComplete;
    expect(board.autoplay).to.equal(false);
    expect(board.move).to.equal(9);
    const speed = find<HTMLSelectElement>(board, '.speed select');
    speed.value = '3000';
    speed.dispatchEvent(new Event('change'));
    expect(board.autoplayDelay).to.equal(3000);
  });

  it('should have a focusable board area with keyboard focus', async () => {
    const board = await mount({ sgf: SHORT_GAME });
    boardArea(board).focus();
    expect(board.shadowRoot!.activeElement).to.equal(boardArea(board));
  });

  it('should start and pause autoplay with Space, as a focused <video> does, and leave Space alone without moves', async () => {
    const board = await mount({ sgf: SHORT_GAME, 'autoplay-delay': '5000' });
    expect(await press(board, ' ')).to.equal(true);
    expect(board.autoplay).to.equal(true);
    expect(find(board, 'button.autoplay').getAttribute('aria-label')).to.equal('Pause');
    expect(await press(board, ' ')).to.equal(true);
    expect(board.autoplay).to.equal(false);
    // A diagram without moves has nothing to play: Space scrolls the page as usual.
    const diagram = await mount({ sgf: '(;SZ[9]AB[cc]AW[gg])' });
    expect(await press(diagram, ' ')).to.equal(false);
    expect(diagram.autoplay).to.equal(false);
  });

  itWhereSupported(
    REDUCED_MOTION_EMULATION,
    'should not start autoplay by itself when the reader prefers reduced motion, but start it on request',
    async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      try {
        const board = await mount({ sgf: SHORT_GAME, autoplay: '', 'autoplay-delay': '100' });
        expect(board.autoplay).to.equal(false);
        expect(board.hasAttribute('autoplay')).to.equal(false);
        expect(board.move).to.equal(0);
        await click(board, 'button.autoplay');
        expect(board.autoplay).to.equal(true);
        await nextEvent(board, 'go-navigate');
        expect(board.move).to.equal(1);
      } finally {
        await emulateMedia({ reducedMotion: 'no-preference' });
      }
      const moving = await mount({ sgf: SHORT_GAME, autoplay: '', 'autoplay-delay': '100' });
      expect(moving.autoplay).to.equal(true);
    },
  );
});
