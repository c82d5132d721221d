import { expect } from '@esm-bundle/chai';
import { resetMouse } from '@web/test-runner-commands';
import type { Point } from '@go-board/rules';
import type { GoBoard } from '../go-board.js';
import type { GoGameEndEvent } from '../events/go-game-end.js';
import type { GoScoreChangeEvent } from '../events/go-score-change.js';
import { click, find, findAll, mount, nextEvent, press, unmountAll, until } from '../test-support/fixture.js';
import {
  clickPoint,
  KeyboardPlayer,
  scoreTable,
  spoken,
  statusText,
  WALL_GAME,
  WALL_GAME_DEAD,
} from '../test-support/play.js';

/** A playing board with WALL_GAME played through its methods, in the scoring phase. */
async function counting(attributes: Record<string, string> = {}, setup?: (board: GoBoard) => void): Promise<GoBoard> {
  const board = await mount({ mode: 'play', size: '9', ...attributes });
  // These tests mark the stones themselves: no guess from playouts (bot.test.ts tests that).
  board.deadStoneGuess = () => [];
  setup?.(board);
  for (const move of WALL_GAME) {
    if (move === 'pass') board.pass();
    else board.play(move);
  }
  await board.updateComplete;
  return board;
}

const deadOn = (board: GoBoard): string[] =>
  findAll(board, '.stone.dead')
    .map((stone) => `${stone.getAttribute('cx')},${stone.getAttribute('cy')}`)
    .sort();

describe('<go-board mode="play"> scoring', () => {
  afterEach(async () => {
    unmountAll();
    await resetMouse();
  });

  it('should open the count after two passes, with no stone dead until the estimator guesses', async () => {
    const board = await counting();
    expect(board.phase).to.equal('scoring');
    expect(board.deadStones).to.deep.equal([]);
    expect(board.score!.result).to.equal('W+7.5');
    expect(findAll(board, '[part="controls"] button').map((button) => button.textContent)).to.deep.equal([
      'Accept score',
      'Resume play',
      'Download SGF',
    ]);
    expect(statusText(board)).to.contain('Mark the dead stones');
    expect(spoken(board)).to.contain('Both players passed.');
  });

  it("should give White its points for Black's handicap stones in the area count, in a row of their own", async () => {
    const board = await mount({ mode: 'play', size: '9', handicap: '2' });
    board.deadStoneGuess = () => [];
    board.pass(); // White moves first in a handicap game.
    board.pass();
    await board.updateComplete;
    expect(board.phase).to.equal('scoring');
    expect(scoreTable(board)).to.deep.equal({
      Stones: ['2', '0'],
      Territory: ['79', '0'],
      Komi: ['0', '6.5'],
      Handicap: ['0', '2'],
      Total: ['81', '8.5'],
    });
  });

  it('should mark chains dead and alive with clicks, the count following under area rules', async () => {
    const board = await counting();
    const changes: GoScoreChangeEvent[] = [];
    board.addEventListener('go-score-change', (event) => changes.push(event));
    for (const { x, y } of WALL_GAME_DEAD) await clickPoint(board, x, y);
    expect(deadOn(board)).to.deep.equal(['1,1', '1,6', '7,7']);
    expect(board.deadStones).to.deep.equal([
      { x: 1, y: 1 },
      { x: 1, y: 6 },
      { x: 7, y: 7 },
    ]);
    expect(changes).to.have.length(3);
    expect(changes[2]!.score.result).to.equal('W+6.5');
    expect(scoreTable(board)).to.deep.equal({
      Stones: ['9', '9'],
      Territory: ['27', '27'],
      Komi: ['0', '6.5'],
      Total: ['36', '42.5'],
    });
    expect(find(board, '.score .result').textContent).to.equal('White wins by 6.5 points (W+6.5)');
    // Territory shows as small squares: the 27 points on each side, dead stones' points included.
    expect(findAll(board, '.territory.count.black')).to.have.length(27);
    expect(findAll(board, '.territory.count.white')).to.have.length(27);
    // Clicking a dead chain again brings it back to life (a click on the stone itself, as
    // assistive tools may send it, with no coordinates).
    find(board, '.stone[cx="7"][cy="7"]').dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await board.updateComplete;
    expect(deadOn(board)).to.deep.equal(['1,1', '1,6']);
    expect(spoken(board)).to.match(/^Marked alive\./);
  });

  it('should count under territory rules: territory and prisoners', async () => {
    const board = await counting({ rules: 'territory' });
    board.deadStones = WALL_GAME_DEAD;
    await board.updateComplete;
    expect(scoreTable(board)).to.deep.equal({
      Territory: ['27', '27'],
      Prisoners: ['2', '1'],
      Komi: ['0', '6.5'],
      Total: ['29', '34.5'],
    });
    expect(board.score!.result).to.equal('W+5.5');
    // Changing the rules counts again; a value the rules do not know is refused, and said.
    board.rules = 'area';
    await board.updateComplete;
    expect(board.score!.result).to.equal('W+6.5');
    board.setAttribute('komi', 'lots');
    await board.updateComplete;
    expect(statusText(board)).to.contain('Could not change the count: Expected komi to be a finite number');
    expect(board.score!.result).to.equal('W+6.5');
  });

  it('should accept the score: RE written, the game finished, go-game-end with the count', async () => {
    const board = await counting({ rules: 'territory' });
    board.deadStones = WALL_GAME_DEAD;
    const ended = nextEvent<GoGameEndEvent>(board, 'go-game-end');
    await click(board, 'button.accept');
    const event = await ended;
    expect(event.detail.result).to.equal('W+5.5');
    expect(event.result).to.equal('W+5.5');
    expect(event.detail.score!.breakdown.black.prisoners).to.equal(2);
    expect(board.phase).to.equal('finished');
    expect(board.game!.root.props.RE).to.deep.equal(['W+5.5']);
    expect(board.sgf).to.contain('RE[W+5.5]');
    expect(board.game!.result).to.equal('W+5.5');
    expect(statusText(board)).to.contain('Game over: White wins by 5.5 points (W+5.5)');
    expect(board.acceptScore()).to.equal(false);
  });

  it('should score a game played with the keyboard to the end, marking the dead with Enter, under both rules', async () => {
    const board = await mount({ mode: 'play', size: '9', rules: 'territory' });
    const player = new KeyboardPlayer(board);
    for (const move of WALL_GAME) await player.play(move);
    expect(board.phase).to.equal('scoring');
    for (const { x, y } of WALL_GAME_DEAD) await player.playAt(x, y);
    expect(spoken(board)).to.equal('Marked dead. Black 29, White 34.5: White wins by 5.5 points.');
    board.rules = 'area';
    await board.updateComplete;
    expect(scoreTable(board).Total).to.deep.equal(['36', '42.5']);
    await player.moveTo(1, 6);
    expect(spoken(board)).to.equal('B3, white stone, group of 1, 4 liberties, dead, black territory');
    // P does not pass in the count: the key is left to the page.
    expect(await press(board, 'p')).to.equal(false);
    await click(board, 'button.accept');
    expect(board.game!.root.props.RE).to.deep.equal(['W+6.5']);
  });

  it('should resume play by taking back the last pass', async () => {
    const board = await counting();
    const positions: number[] = [];
    board.addEventListener('go-navigate', (event) => positions.push(event.moveNumber));
    await click(board, 'button.resume');
    expect(board.phase).to.equal('play');
    expect(positions).to.deep.equal([23]);
    expect(board.game!.turn).to.equal('white');
    expect(board.score).to.equal(null);
    await clickPoint(board, 4, 4);
    expect(board.game!.at({ x: 4, y: 4 })).to.equal('white');
    expect(board.resumePlay()).to.equal(false);
  });

  it('should mark the stones the guess proposes, in the one place the guess happens', async () => {
    const guessed: Point[] = [{ x: 7, y: 7 }];
    const board = await counting({}, (board) => (board.deadStoneGuess = () => guessed));
    expect(board.deadStones).to.deep.equal(guessed);
    // A guess that arrives late still lands, unless the players marked stones first.
    let answer: (points: Point[]) => void = () => {};
    const late = await counting(
      {},
      (board) => (board.deadStoneGuess = () => new Promise((resolve) => (answer = resolve))),
    );
    expect(late.deadStones).to.deep.equal([]);
    answer(WALL_GAME_DEAD);
    await until(() => late.deadStones.length > 0, 'the late guess to land');
    expect(late.deadStones).to.deep.equal(WALL_GAME_DEAD);
    expect(late.score!.result).to.equal('W+6.5');
  });

  it('should let a late guess yield to the stones the players or the page marked first', async () => {
    const answers: ((points: Point[]) => void)[] = [];
    const lateGuess = (board: GoBoard) =>
      (board.deadStoneGuess = () => new Promise((resolve) => answers.push(resolve)));
    const clicked = await counting({}, lateGuess);
    await clickPoint(clicked, 7, 7);
    const fromThePage = await counting({}, lateGuess);
    fromThePage.deadStones = [{ x: 1, y: 1 }];
    await fromThePage.updateComplete;
    for (const answer of answers) answer(WALL_GAME_DEAD);
    // An answered guess lands, or is dropped, in the microtask its answer queued, before this one.
    await Promise.resolve();
    await Promise.all([clicked.updateComplete, fromThePage.updateComplete]);
    expect(clicked.deadStones).to.deep.equal([{ x: 7, y: 7 }]);
    expect(fromThePage.deadStones).to.deep.equal([{ x: 1, y: 1 }]);
  });

  it('should join chains that share an eye when marking them', async () => {
    // A white group of two chains around the eye at B8, inside Black's area.
    const board = await mount({
      mode: 'play',
      sgf: '(;SZ[9]AB[da][db][dc][dd][cd][bd][ad]AW[ba][ab][ca][cb][ac][bc];W[gg];B[];W[])',
    });
    expect(board.phase).to.equal('scoring');
    await clickPoint(board, 1, 0);
    expect(deadOn(board)).to.deep.equal(['0,1', '0,2', '1,0', '1,2', '2,0', '2,1']);
  });
});
