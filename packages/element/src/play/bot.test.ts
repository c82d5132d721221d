import { expect } from '@esm-bundle/chai';
import { resetMouse } from '@web/test-runner-commands';
import {
  boardArea,
  click,
  findAll,
  mount,
  playoutsSettled,
  press,
  unmountAll,
  until,
} from '../test-support/fixture.js';
import { clickPoint, spoken, statusText, watchThinking } from '../test-support/play.js';

/** A finished 9x9 game: Black walls off the left, White the right, and one white stone at B8
 * (1, 1) sits dead in Black's area; both players passed. */
const ONE_DEAD_STONE =
  '(;SZ[9]KM[6.5]AB[da][db][dc][dd][de][df][dg][dh][di]AW[ea][eb][ec][ed][ee][ef][eg][eh][ei][bb];B[];W[])';

describe('<go-board opponent="bot">', () => {
  afterEach(async () => {
    unmountAll();
    await resetMouse();
  });

  it('should answer a local move with a legal move of its colour, thinking meanwhile', async () => {
    const board = await mount({ mode: 'play', size: '9', opponent: 'bot', 'bot-level': '1' });
    expect(board.botThinking).to.equal(false);
    const thinking = watchThinking(board);
    await clickPoint(board, 4, 4);
    await until(() => board.game!.moveNumber === 2, 'the bot to answer');
    await board.updateComplete;
    thinking.stop();
    expect([...thinking.seen].sort()).to.deep.equal(['busy', 'cue', 'said', 'thinking']);
    const answer = board.game!.lastMove!;
    expect(answer.color).to.equal('white');
    expect(answer.pass || answer.x !== 4 || answer.y !== 4).to.equal(true);
    expect(board.botThinking).to.equal(false);
    expect(boardArea(board).hasAttribute('aria-busy')).to.equal(false);
    expect(statusText(board)).not.to.contain('Thinking…');
    expect(board.game!.turn).to.equal('black');
  });

  it('should give its search bot-time seconds at most a move, whatever its level', async () => {
    // What the page sends its playout workers: level 10's 30,000 playouts, capped at half a second.
    // (That the search honours its time is the rules' test; here, that the board hands it over.)
    const searches: { playouts: number; timeMs: number | null }[] = [];
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: unknown[]) {
      const { type, job } = message as {
        type?: string;
        job?: { kind: string; playouts: number; timeMs: number | null };
      };
      if (type === 'run' && job?.kind === 'search') searches.push({ playouts: job.playouts, timeMs: job.timeMs });
      return (post as (...args: unknown[]) => void).call(this, message, ...rest);
    };
    try {
      const board = await mount({ mode: 'play', size: '9', opponent: 'bot', 'bot-level': '10', 'bot-time': '0.5' });
      expect(board.botTime).to.equal(0.5);
      await clickPoint(board, 3, 3);
      await until(() => board.game!.moveNumber === 2, 'the bot to answer');
      expect(board.game!.lastMove!.color).to.equal('white');
      expect(searches.length).to.be.greaterThan(0);
      // One search a worker, the level's playouts shared among them, each with the whole time.
      expect(searches.reduce((sum, search) => sum + search.playouts, 0)).to.be.within(30_000, 30_000 + searches.length);
      for (const search of searches) expect(search.timeMs).to.equal(500);
      board.botTime = null;
      searches.length = 0;
      board.botLevel = 1;
      // A point the bot's answer left empty: a click on its stone would be refused, and wait forever.
      const [x, y] = [
        [5, 5],
        [2, 6],
        [6, 2],
      ].find(([x, y]) => board.game!.at({ x: x!, y: y! }) === null)!;
      await clickPoint(board, x!, y!);
      await until(() => board.game!.moveNumber === 4, 'the bot to answer again');
      for (const search of searches) expect(search.timeMs).to.equal(null);
    } finally {
      Worker.prototype.postMessage = post;
    }
  });

  it("should not let the local player play the bot's colour, and play first when it has Black", async () => {
    const board = await mount({ mode: 'play', size: '9', opponent: 'bot', 'bot-level': '10', 'bot-color': 'black' });
    expect(board.botThinking).to.equal(true);
    // Black's turn, the bot's: a click waits for it rather than playing black.
    await clickPoint(board, 2, 2);
    expect(board.game!.moveNumber).to.equal(0);
    expect(spoken(board)).to.contain('waiting for the opponent');
    board.botLevel = 1;
    board.opponent = null;
    await board.updateComplete;
    board.opponent = 'bot';
    await until(() => board.game!.moveNumber === 1, 'the bot to open');
    expect(board.game!.lastMove!.color).to.equal('black');
  });

  it('should abort its search when the user resigns while it thinks', async () => {
    const board = await mount({ mode: 'play', size: '9', opponent: 'bot', 'bot-level': '10' });
    await press(board, 'Enter'); // the keyboard cursor starts at the centre, E5
    expect(board.game!.moveNumber).to.equal(1);
    // The search starts in the update that shows the move (a busy machine may take a frame more).
    await until(() => board.botThinking, 'the bot to start thinking');
    await click(board, 'button.resign');
    await click(board, 'button.resign'); // "Resign?" asks for the second click
    await board.updateComplete;
    expect(board.phase).to.equal('finished');
    expect(board.game!.result).to.equal('W+R');
    expect(board.botThinking).to.equal(false);
    await playoutsSettled();
    expect(board.game!.moveNumber).to.equal(1);
  });

  it("should abort its search on undo, and take back its move and the user's after it answered", async () => {
    const board = await mount({ mode: 'play', size: '9', opponent: 'bot', 'bot-level': '10', 'allow-undo': '' });
    await press(board, 'Enter'); // the keyboard cursor starts at the centre, E5
    expect(board.game!.moveNumber).to.equal(1);
    // The search starts in the update that shows the move (a busy machine may take a frame more).
    await until(() => board.botThinking, 'the bot to start thinking');
    await click(board, 'button.undo');
    await board.updateComplete;
    expect(board.game!.moveNumber).to.equal(0);
    expect(board.botThinking).to.equal(false);
    await playoutsSettled();
    expect(board.game!.moveNumber).to.equal(0);

    board.botLevel = 1;
    await press(board, 'Enter');
    expect(board.game!.moveNumber).to.equal(1);
    await until(() => board.game!.moveNumber === 2, 'the bot to answer');
    expect(board.undo()).to.equal(true);
    expect(board.game!.moveNumber).to.equal(0);
    expect(board.game!.turn).to.equal('black');
    // Said as it happened: two moves went back, not one.
    await board.updateComplete;
    expect(spoken(board)).to.contain('Took back moves 1 and 2.');
  });

  it('should think in Web Workers while the page runs on, and stop them when the board leaves the page', async () => {
    // What the page sends its playout workers: the searches it starts and the ones it cancels.
    const started: number[] = [];
    const cancelled: number[] = [];
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: unknown[]) {
      const { type, id, job } = message as { type?: string; id?: number; job?: { kind: string } };
      if (type === 'run' && job?.kind === 'search') started.push(id!);
      if (type === 'cancel') cancelled.push(id!);
      return (post as (...args: unknown[]) => void).call(this, message, ...rest);
    };
    try {
      // Level 10 on an empty 19x19 board thinks for seconds: long enough to watch the page.
      const board = await mount({ mode: 'play', size: '19', opponent: 'bot', 'bot-level': '10', 'bot-color': 'black' });
      expect(board.botThinking).to.equal(true);
      await until(() => started.length > 0, 'the search to reach the workers');
      // The page's own tasks still run while the bot thinks: a timer fires and a frame is drawn.
      await new Promise((resolve) => setTimeout(resolve, 0));
      await new Promise((resolve) => requestAnimationFrame(resolve));
      expect(board.botThinking).to.equal(true);
      const workers = started.length;
      expect(workers).to.be.within(1, Math.max(1, navigator.hardwareConcurrency - 1));
      board.remove();
      expect(board.botThinking).to.equal(false);
      // Every worker's search is cancelled, and no move is played after the board left.
      expect([...cancelled].sort()).to.deep.equal([...started].sort());
      await playoutsSettled();
      expect(board.game!.moveNumber).to.equal(0);
    } finally {
      Worker.prototype.postMessage = post;
    }
  });

  it('should abort its search when switched off, or when a new game starts', async () => {
    const board = await mount({ mode: 'play', size: '9', opponent: 'bot', 'bot-level': '10' });
    await press(board, 'Enter'); // the keyboard cursor starts at the centre, E5
    expect(board.game!.moveNumber).to.equal(1);
    // The search starts in the update that shows the move (a busy machine may take a frame more).
    await until(() => board.botThinking, 'the bot to start thinking');
    board.opponent = null;
    await board.updateComplete;
    expect(board.botThinking).to.equal(false);
    board.opponent = 'bot';
    await board.updateComplete;
    expect(board.botThinking).to.equal(true);
    board.newGame();
    await board.updateComplete;
    expect(board.botThinking).to.equal(false);
    expect(board.game!.moveNumber).to.equal(0);
    await playoutsSettled();
    expect(board.game!.moveNumber).to.equal(0);
  });
});

describe('<go-board> playouts', () => {
  afterEach(unmountAll);

  it('should pre-mark an obviously dead stone when the count opens', async () => {
    const board = await mount({ mode: 'play', sgf: ONE_DEAD_STONE });
    expect(board.phase).to.equal('scoring');
    await until(() => board.deadStones.length > 0, 'the guess to arrive');
    expect(board.deadStones).to.deep.equal([{ x: 1, y: 1 }]);
    await board.updateComplete;
    expect(
      findAll(board, '.stone.dead').map((stone) => `${stone.getAttribute('cx')},${stone.getAttribute('cy')}`),
    ).to.deep.equal(['1,1']);
    expect(spoken(board)).to.contain('1 dead stone proposed.');
  });

  it('should paint the ownership overlay, and estimate again after a move', async () => {
    const board = await mount({ mode: 'play', size: '9', 'show-ownership': '' });
    board.play({ x: 2, y: 2 });
    board.play({ x: 6, y: 6 });
    await until(
      () => board.shadowRoot!.querySelector('.ownership')?.getAttribute('data-move') === '2',
      'the first estimate',
    );
    const black = findAll(board, '.ownership .owner.black').length;
    expect(black + findAll(board, '.ownership .owner.white').length).to.be.greaterThan(0);
    board.play({ x: 4, y: 4 });
    await until(
      () => board.shadowRoot!.querySelector('.ownership')?.getAttribute('data-move') === '3',
      'the estimate after the move',
    );
    expect(findAll(board, '.ownership rect').length).to.be.greaterThan(0);
    board.showOwnership = false;
    await board.updateComplete;
    expect(findAll(board, '.ownership')).to.have.length(0);
  });

  it('should paint the overlay in view mode too', async () => {
    const board = await mount({ sgf: ONE_DEAD_STONE.replace(';B[];W[]', ''), 'show-ownership': '' });
    await until(() => board.shadowRoot!.querySelector('.ownership rect') !== null, 'the estimate');
    // The dead white stone stands in Black's area: a black square on it.
    expect(
      findAll(board, '.ownership .owner.black[x="0.55"]').length + findAll(board, '.ownership .owner.black').length,
    ).to.be.greaterThan(10);
  });
});
