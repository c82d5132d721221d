import { expect } from '@esm-bundle/chai';
import { resetMouse } from '@web/test-runner-commands';
import { IllegalMoveError } from '@go-board/rules';
import type { GoBoard } from '../go-board.js';
import type { GoGameEndEvent } from '../events/go-game-end.js';
import type { GoMoveEvent } from '../events/go-move.js';
import { click, drawnStones, find, findAll, mount, press, unmountAll } from '../test-support/fixture.js';
import { clickPoint, statusText } from '../test-support/play.js';

/** Every event of `types` the board fires, in order, as 'type' or 'type:moveNumber'. */
function record(board: GoBoard, types: string[]): string[] {
  const seen: string[] = [];
  for (const type of types)
    board.addEventListener(type, (event) => seen.push('moveNumber' in event ? `${type}:${event.moveNumber}` : type));
  return seen;
}

describe('<go-board mode="play"> for host pages', () => {
  afterEach(async () => {
    unmountAll();
    await resetMouse();
  });

  it('should fire a cancelable, bubbling, composed go-move before the move, and play nothing when vetoed', async () => {
    const board = await mount({ mode: 'play', size: '9' });
    let seen: GoMoveEvent | undefined;
    const veto = (event: GoMoveEvent): void => {
      seen = event;
      // At this point the move is not on the board yet.
      expect(board.game!.at({ x: 2, y: 6 })).to.equal(null);
      event.preventDefault();
    };
    document.addEventListener('go-move', veto);
    await clickPoint(board, 2, 6);
    // The vetoed move waits for the page; once it cancels it, the player may pass instead.
    expect(board.cancelPendingMove()).to.equal(true);
    await press(board, 'p');
    document.removeEventListener('go-move', veto);
    expect(seen!.detail).to.deep.equal({ color: 'black', pass: true });
    expect(seen!.cancelable && seen!.bubbles && seen!.composed).to.equal(true);
    expect(board.game!.moveNumber).to.equal(0);
    expect(drawnStones(board)).to.deep.equal([]);
  });

  it('should apply a vetoed move once the "server" confirms it through play()', async () => {
    const board = await mount({ mode: 'play', size: '9', player: 'black' });
    const pending: GoMoveEvent[] = [];
    board.addEventListener('go-move', (event) => {
      event.preventDefault();
      pending.push(event);
    });
    await clickPoint(board, 2, 6);
    expect(board.game!.moveNumber).to.equal(0);
    await board.updateComplete; // the round trip: the page may answer whenever the server does
    // Meanwhile the board shows the move as sent, and takes no other.
    expect(find(board, '.sending.black').getAttribute('cx')).to.equal('2');
    expect(board.pendingMove).to.deep.equal({ color: 'black', x: 2, y: 6 });
    expect(statusText(board)).to.contain('Black C3: sending…');
    await clickPoint(board, 6, 6);
    expect(pending).to.have.length(1);
    expect(statusText(board)).to.contain('Black C3: sending…');
    const { x, y } = pending[0]!.detail as { x: number; y: number };
    board.play({ x, y });
    await board.updateComplete;
    expect(board.game!.at({ x: 2, y: 6 })).to.equal('black');
    expect(pending).to.have.length(1);
    expect(board.pendingMove).to.equal(null);
    expect(findAll(board, '.sending')).to.have.length(0);
  });

  it('should drop a vetoed move the page cancels, saying why, and let the player move again', async () => {
    const board = await mount({ mode: 'play', size: '9' });
    let veto = true;
    board.addEventListener('go-move', (event) => veto && event.preventDefault());
    await clickPoint(board, 4, 4);
    expect(board.cancelPendingMove('The server is busy.')).to.equal(true);
    await board.updateComplete;
    expect(statusText(board)).to.contain('Black E5 was not played. The server is busy.');
    expect(findAll(board, '.sending')).to.have.length(0);
    expect(board.cancelPendingMove()).to.equal(false);
    veto = false;
    await clickPoint(board, 4, 4);
    expect(board.game!.at({ x: 4, y: 4 })).to.equal('black');
    // A vetoed pass waits as well, with no stone to show.
    veto = true;
    await press(board, 'p');
    expect(board.pendingMove).to.deep.equal({ color: 'white', pass: true });
    expect(statusText(board)).to.contain('White passes: sending…');
    board.pass();
    expect(board.pendingMove).to.equal(null);
  });

  it('should apply remote moves with play(), pass() and resign(): go-navigate, never go-move', async () => {
    const board = await mount({ mode: 'play', size: '9', player: 'black' });
    const events = record(board, ['go-move', 'go-navigate', 'go-game-end']);
    board.play({ x: 4, y: 4 });
    board.pass();
    await board.updateComplete;
    expect(drawnStones(board)).to.deep.equal(['4,4:black']);
    expect(statusText(board)).to.contain('Black to play').and.contain('Move 2');
    board.resign('white');
    expect(events).to.deep.equal(['go-navigate:1', 'go-navigate:2', 'go-game-end']);
    expect(board.game!.root.props.RE).to.deep.equal(['B+R']);
    expect(board.phase).to.equal('finished');
  });

  it("should throw the rules' errors for illegal remote moves, changing nothing", async () => {
    const board = await mount({ mode: 'play', size: '9' });
    board.play({ x: 4, y: 4 });
    const thrown = (action: () => void): IllegalMoveError => {
      try {
        action();
      } catch (error) {
        return error as IllegalMoveError;
      }
      throw new Error('Expected an IllegalMoveError, nothing was thrown.');
    };
    const occupied = thrown(() => board.play({ x: 4, y: 4 }));
    expect(occupied).to.be.instanceOf(IllegalMoveError);
    expect(occupied.reason).to.equal('occupied');
    expect(thrown(() => board.play({ x: 9, y: 0 })).reason).to.equal('off-board');
    board.pass();
    board.pass();
    expect(board.phase).to.equal('scoring');
    expect(thrown(() => board.play({ x: 0, y: 0 })).reason).to.equal('game-over');
    expect(thrown(() => board.pass()).reason).to.equal('game-over');
    expect(board.game!.moveNumber).to.equal(3);
  });

  it('should take back moves with undo() even without allow-undo, firing go-navigate', async () => {
    const board = await mount({ mode: 'play', size: '9' });
    board.play({ x: 4, y: 4 });
    const events = record(board, ['go-navigate']);
    expect(board.undo()).to.equal(true);
    expect(board.undo()).to.equal(false);
    expect(events).to.deep.equal(['go-navigate:0']);
  });

  it('should read back the game as SGF from the sgf property, and load a record set to it', async () => {
    const board = await mount({ mode: 'play', size: '9', sgf: '(;SZ[9]PB[Ann]PW[Ben];B[ee])' });
    expect(board.getAttribute('sgf')).to.equal('(;SZ[9]PB[Ann]PW[Ben];B[ee])');
    await clickPoint(board, 2, 2);
    expect(board.sgf).to.equal(board.game!.toSgf());
    expect(board.sgf).to.contain('PB[Ann]').and.contain(';B[ee]').and.contain(';W[cc]');
    board.sgf = '(;SZ[13];B[gg])';
    await board.updateComplete;
    expect(board.game!.width).to.equal(13);
    expect(board.game!.turn).to.equal('white');
    // In view mode the property is the record as given.
    const view = await mount({ sgf: '(;SZ[9];B[ee])' });
    expect(view.sgf).to.equal('(;SZ[9];B[ee])');
  });

  it('should save the record with the Download SGF button', async () => {
    const board = await mount({ mode: 'play', size: '9' });
    board.play({ x: 2, y: 2 });
    await board.updateComplete;
    const saved: { blob?: Blob; name?: string } = {};
    const createObjectURL = URL.createObjectURL;
    const anchorClick = HTMLAnchorElement.prototype.click;
    URL.createObjectURL = (blob: Blob): string => ((saved.blob = blob), 'blob:test');
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.name = this.download;
    };
    try {
      await click(board, 'button.download');
    } finally {
      URL.createObjectURL = createObjectURL;
      HTMLAnchorElement.prototype.click = anchorClick;
    }
    expect(saved.name).to.equal('game.sgf');
    expect(await saved.blob!.text()).to.equal(board.sgf);
  });

  it('should keep two boards in step through the events and methods, as a server would', async () => {
    const black = await mount({ mode: 'play', size: '9', player: 'black', controls: 'minimal' });
    const white = await mount({ mode: 'play', size: '9', player: 'white', controls: 'minimal' });
    const boards = [black, white];
    // The "server": every local move is held back, then applied on both boards.
    for (const board of boards) {
      board.addEventListener('go-move', (event) => {
        event.preventDefault();
        const move = event.detail;
        for (const target of boards) {
          if ('pass' in move) target.pass();
          else if ('resign' in move) target.resign(move.color);
          else target.play(move);
        }
      });
      board.addEventListener('go-score-change', (event) => {
        for (const target of boards) if (target !== board) target.deadStones = event.deadStones;
      });
    }
    await clickPoint(black, 4, 4);
    await clickPoint(white, 4, 4); // occupied: refused on the board, nothing sent
    await clickPoint(white, 2, 2);
    await clickPoint(black, 6, 6); // Black's turn again
    await clickPoint(black, 6, 5); // White's turn: Black waits
    await press(white, 'p');
    await press(black, 'p');
    await press(black, 'p'); // the pass after a pass ends play: confirmed by a second P
    await Promise.all(boards.map((board) => board.updateComplete));
    expect(black.sgf).to.equal(white.sgf);
    expect(boards.map((board) => board.phase)).to.deep.equal(['scoring', 'scoring']);
    await clickPoint(white, 4, 4);
    await white.updateComplete;
    expect(black.deadStones).to.deep.equal([{ x: 4, y: 4 }]);
    const results = boards.map(
      (board) =>
        new Promise<string>((resolve) =>
          board.addEventListener('go-game-end', (event: GoGameEndEvent) => resolve(event.detail.result)),
        ),
    );
    boards.forEach((board) => board.acceptScore());
    expect(await Promise.all(results)).to.deep.equal(['W+6.5', 'W+6.5']);
  });

  it('should say that methods need a loaded game in play mode, and leave a replayed record alone', async () => {
    const board = document.createElement('go-board');
    expect(() => board.play({ x: 0, y: 0 })).to.throw(/Expected a game on the board/);
    expect(board.undo()).to.equal(false);
    expect(board.acceptScore()).to.equal(false);
    const view = await mount({ sgf: '(;SZ[9];B[ee];W[cc])', move: 'last' });
    expect(() => view.pass()).to.throw(/mode="play"/);
    expect(view.undo()).to.equal(false);
    expect(view.game!.moveNumber).to.equal(2);
  });
});
