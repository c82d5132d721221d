import { expect } from '@esm-bundle/chai';
import { resetMouse } from '@web/test-runner-commands';
import { Game, IllegalMoveError } from '@go-board/rules';
import type { GoNavigateEvent } from '../events/go-navigate.js';
import type { GoProblemResultEvent } from '../events/go-problem-result.js';
import type { GoBoard } from '../go-board.js';
import { problemRegion } from './region.js';
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
import { clickPoint, KeyboardPlayer, spoken, statusText } from '../test-support/play.js';
import { BULKY_FIVE, VITAL_POINT, WHITE_FIRST, WITH_VIEW } from '../test-support/problems.js';

/** Mounts a problem board that answers at once, unless `attributes` say otherwise. */
const problem = (sgf: string, attributes: Record<string, string> = {}): Promise<GoBoard> =>
  mount({ mode: 'problem', sgf, 'reply-delay': '0', ...attributes });

/** Collects every go-problem-result the board fires. */
function results(board: GoBoard): GoProblemResultEvent[] {
  const list: GoProblemResultEvent[] = [];
  board.addEventListener('go-problem-result', (event) => list.push(event));
  return list;
}

const comment = (board: GoBoard): string => find(board, '[part="comment"]').textContent!.replace(/\s+/g, ' ').trim();
const viewBox = (board: GoBoard): string => find(board, 'svg.goban').getAttribute('viewBox')!;
/** Resolves when the board's answer would have come, had it been allowed to: a timer started
 * after the board's own, with the same delay, fires after it (timers of equal delay run in the
 * order they were set, by the HTML standard). */
const pastReplyDelay = (board: GoBoard): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, board.replyDelay));

/** Resolves when the board shows move `moveNumber` (the answers come on a timer). */
async function reaches(board: GoBoard, moveNumber: number): Promise<void> {
  while (board.game!.moveNumber !== moveNumber) await nextEvent(board, 'go-navigate');
}

describe('<go-board mode="problem">', () => {
  afterEach(async () => {
    unmountAll();
    await resetMouse();
  });

  it('should solve with a right line: the board answers from the tree, and the line ends right', async () => {
    const board = await problem(VITAL_POINT);
    const ended = results(board);
    expect(board.problemState).to.equal('solving');
    expect(statusText(board)).to.contain('Black to play');
    expect(comment(board)).to.contain('kill the white group');
    expect(boardArea(board).getAttribute('aria-label')).to.equal('Go board, problem, Black to play');
    await clickPoint(board, 2, 0); // C19, the vital point
    // The board answers with the first of White's replies, B19; Black captures at D19.
    expect(board.game!.at({ x: 1, y: 0 })).to.equal('white');
    expect(board.problemState).to.equal('solving');
    board.play({ x: 3, y: 0 });
    await board.updateComplete;
    expect(board.problemState).to.equal('solved');
    expect(board.game!.at({ x: 0, y: 0 })).to.equal(null); // captured
    expect(ended).to.have.length(1);
    expect(ended[0]!.detail).to.deep.equal({
      solved: true,
      moves: [
        { x: 2, y: 0 },
        { x: 3, y: 0 },
      ],
    });
    expect(ended[0]!.solved).to.equal(true);
    expect(statusText(board)).to.contain('Right: solved!');
    expect(spoken(board)).to.contain('Right: solved!').and.contain('Black captures');
    expect(comment(board)).to.contain('Right: White has no liberty left');
    expect(find(board, '.verdict.right').getAttribute('cx')).to.equal('3');
    // The verdict marks the last move alone: no last-move ring inside the circle.
    expect(findAll(board, '.last-move')).to.have.length(0);
    expect(boardArea(board).getAttribute('aria-label')).to.equal('Go board, problem, Right: solved');
  });

  it('should fail a wrong line of the tree: the board plays the refutation and says why', async () => {
    const board = await problem(VITAL_POINT);
    const ended = results(board);
    board.play({ x: 1, y: 0 }); // B19: White answers at C19 with two eyes
    await board.updateComplete;
    expect(board.game!.at({ x: 2, y: 0 })).to.equal('white');
    expect(board.problemState).to.equal('failed');
    expect(ended.map((event) => event.detail)).to.deep.equal([{ solved: false, moves: [{ x: 1, y: 0 }] }]);
    expect(statusText(board)).to.contain('Wrong');
    expect(spoken(board)).to.contain('Wrong.').and.contain('two eyes');
    expect(comment(board)).to.contain('Wrong: White plays the middle');
    expect(find(board, '.verdict.wrong')).to.not.equal(null);
    // The line is over: clicks say so, play() refuses with the rules' game-over reason.
    await clickPoint(board, 4, 3);
    expect(statusText(board)).to.contain('This line has ended');
    expect(() => board.play({ x: 4, y: 3 }))
      .to.throw(IllegalMoveError)
      .with.property('reason', 'game-over');
  });

  it('should take a move outside the tree as wrong, without throwing, and keep the record as it was', async () => {
    const board = await problem(VITAL_POINT);
    const record = board.game!.toSgf();
    const ended = results(board);
    const navigated = nextEvent<GoNavigateEvent>(board, 'go-navigate');
    expect(() => board.play({ x: 10, y: 10 })).not.to.throw();
    await board.updateComplete;
    expect((await navigated).moveNumber).to.equal(1);
    expect(board.game!.at({ x: 10, y: 10 })).to.equal('black');
    expect(board.problemState).to.equal('failed');
    expect(ended.map((event) => event.detail)).to.deep.equal([{ solved: false, moves: [{ x: 10, y: 10 }] }]);
    expect(spoken(board)).to.equal('Black L9: the problem does not have this move. Wrong.');
    board.retry();
    expect(board.game!.toSgf()).to.equal(record);
    expect(board.game!.at({ x: 10, y: 10 })).to.equal(null);
  });

  it("should refuse points the rules forbid: a status message for a click, the rules' error for play()", async () => {
    const board = await problem(VITAL_POINT);
    const ended = results(board);
    await clickPoint(board, 1, 1);
    expect(statusText(board)).to.contain('Cannot play B18 (occupied)');
    expect(() => board.play({ x: 1, y: 1 }))
      .to.throw(IllegalMoveError)
      .with.property('reason', 'occupied');
    expect(() => board.play({ x: 19, y: 0 }))
      .to.throw(IllegalMoveError)
      .with.property('reason', 'off-board');
    expect(board.game!.moveNumber).to.equal(0);
    expect(board.problemState).to.equal('solving');
    expect(ended).to.deep.equal([]);
  });

  it('should retry: back to the start with the Retry button, after a right or a wrong line', async () => {
    const board = await problem(VITAL_POINT);
    expect(find<HTMLButtonElement>(board, 'button.retry').disabled).to.equal(true);
    board.play({ x: 1, y: 0 });
    await board.updateComplete;
    const navigated = nextEvent<GoNavigateEvent>(board, 'go-navigate');
    await click(board, 'button.retry');
    expect((await navigated).moveNumber).to.equal(0);
    expect(board.problemState).to.equal('solving');
    expect(drawnStones(board)).to.have.length(15);
    expect(findAll(board, '.verdict')).to.have.length(0);
    expect(spoken(board)).to.contain('Back to the start. Black to play.');
    // Solving it after a retry works as the first time.
    const ended = results(board);
    board.play({ x: 2, y: 0 });
    board.play({ x: 3, y: 0 });
    expect(ended.map((event) => event.solved)).to.deep.equal([true]);
    expect(board.retry()).to.equal(true);
    expect(board.problemState).to.equal('solving');
  });

  it('should give a hint: a ring on the first right move, said in words', async () => {
    const board = await problem(VITAL_POINT);
    await click(board, 'button.hint');
    const ring = find(board, 'circle.hint');
    expect([ring.getAttribute('cx'), ring.getAttribute('cy')]).to.deep.equal(['2', '0']);
    expect(spoken(board)).to.equal('Hint: try C19, marked on the board.');
    expect(statusText(board)).to.contain('Hint: try C19');
    // After White's answer the hint is for the next right move; it goes once the reader moves.
    board.play({ x: 2, y: 0 });
    await board.updateComplete;
    expect(findAll(board, 'circle.hint')).to.have.length(0);
    expect(board.hint()).to.deep.equal({ x: 3, y: 0 });
    // In a line with no right move left there is no hint, and the board says so.
    const lost = await problem(WHITE_FIRST);
    lost.play({ x: 2, y: 3 });
    await lost.updateComplete;
    expect(lost.problemState).to.equal('failed');
    expect(lost.hint()).to.equal(null);
    expect(find<HTMLButtonElement>(lost, 'button.hint').disabled).to.equal(true);
  });

  it('should show the solution: the right line replayed from the start, a pause apart', async () => {
    const board = await problem(VITAL_POINT, { 'reply-delay': '30' });
    const ended = results(board);
    board.play({ x: 1, y: 0 }); // a wrong try first
    if (ended.length === 0) await nextEvent(board, 'go-problem-result'); // the line ended wrong
    const positions: number[] = [];
    board.addEventListener('go-navigate', (event) => positions.push(event.moveNumber));
    await click(board, 'button.solution');
    expect(board.problemState).to.equal('solution');
    expect(board.game!.moveNumber).to.equal(0);
    while (positions.length < 4) await nextEvent(board, 'go-navigate');
    await board.updateComplete;
    expect(positions).to.deep.equal([0, 1, 2, 3]);
    expect(board.game!.moves.map((move) => ('x' in move ? [move.x, move.y] : null))).to.deep.equal([
      [2, 0],
      [1, 0],
      [3, 0],
    ]);
    expect(spoken(board)).to.contain('The solution ends here.').and.contain('Right: White has no liberty left');
    expect(statusText(board)).to.contain('The solution');
    // Showing the solution is not solving it.
    expect(ended.map((event) => event.solved)).to.deep.equal([false]);
    await clickPoint(board, 5, 3);
    expect(statusText(board)).to.contain('press Retry to solve the problem yourself');
  });

  it('should answer after reply-delay, and have play() hurry a pending answer', async () => {
    const board = await problem(VITAL_POINT, { 'reply-delay': '80' });
    board.play({ x: 2, y: 0 });
    await board.updateComplete;
    expect(board.problemState).to.equal('answering');
    expect(statusText(board)).to.contain('White answers');
    expect(board.game!.at({ x: 1, y: 0 })).to.equal(null);
    await reaches(board, 2);
    expect(board.game!.at({ x: 1, y: 0 })).to.equal('white');
    expect(board.problemState).to.equal('solving');
    // A pause no click outlasts, however slow the driver's round trip (WebDriver's, under load,
    // outlasted 80 ms): a click during it waits; play() hurries the answer and then plays.
    board.replyDelay = 600_000;
    board.retry();
    board.play({ x: 2, y: 0 });
    await board.updateComplete;
    await clickPoint(board, 3, 0);
    expect(statusText(board)).to.contain('White is answering.');
    expect(board.game!.moveNumber).to.equal(1);
    board.play({ x: 3, y: 0 });
    // White's answer came first (B19), then Black's capture at D19.
    expect(board.game!.moves.map((move) => ('x' in move ? [move.x, move.y] : null))).to.deep.equal([
      [2, 0],
      [1, 0],
      [3, 0],
    ]);
    expect(board.problemState).to.equal('solved');
  });

  it("should crop to the problem's corner, unless the view attribute or the record's VW says otherwise", async () => {
    // Stones within columns A-F and rows 19-17: a margin of one line, snapped to the edges, and
    // made square (rows 19-13), as the room go-board.css keeps for a board is.
    const corner = await problem(VITAL_POINT);
    expect(viewBox(corner)).to.equal('-0.62 -0.62 7.24 7.24');
    // Bottom-left, for a problem near the bottom edge: squared upwards, away from the edge.
    const bottom = await problem(BULKY_FIVE);
    expect(viewBox(bottom)).to.equal('-0.62 12.38 6.24 6.24');
    const whole = await problem(VITAL_POINT, { view: 'a1:t19' });
    expect(viewBox(whole)).to.equal('-0.62 -0.62 19.24 19.24');
    const recorded = await problem(WITH_VIEW);
    expect(viewBox(recorded)).to.equal('3.38 -0.62 5.24 9.24');
    // The same record in view mode shows the whole board.
    expect(viewBox(await mount({ sgf: VITAL_POINT }))).to.equal('-0.62 -0.62 19.24 19.24');
  });

  it('should crop around setup stones and every move of the tree, snapped to the near edges', () => {
    const region = (sgf: string) => {
      const game = Game.fromSgf(sgf);
      return problemRegion(game.root, game.width, game.height);
    };
    // A move of a variation counts as much as the setup stones.
    expect(region('(;SZ[19]AB[dd]AW[ed](;B[ee])(;B[ff]))')).to.deep.equal({ left: 0, top: 0, right: 6, bottom: 6 });
    // In the middle of the board nothing is snapped.
    expect(region('(;SZ[19]AB[jj][kk]AW[jk];B[kj])')).to.deep.equal({ left: 7, top: 7, right: 11, bottom: 11 });
    // Close to the right and bottom edges: out to them.
    expect(region('(;SZ[19]AB[pp]AW[qq];B[pq])')).to.deep.equal({ left: 14, top: 14, right: 18, bottom: 18 });
    expect(region('(;SZ[19]VW[aa:ee]AB[pp])')).to.deep.equal({ left: 0, top: 0, right: 4, bottom: 4 });
    expect(region('(;SZ[9])')).to.deep.equal({ left: 0, top: 0, right: 8, bottom: 8 });
    // A box wider than tall grows downwards (away from the top edge) into a square.
    expect(region('(;SZ[19]AB[cb][ib]AW[db])')).to.deep.equal({ left: 0, top: 0, right: 9, bottom: 9 });
  });

  it('should be solved with the keyboard alone, and own only the keys it uses', async () => {
    const board = await problem(VITAL_POINT);
    const ended = results(board);
    boardArea(board).focus();
    // The cursor starts in the middle of the crop (D16) and reads each point.
    expect(await press(board, 'ArrowUp')).to.equal(true);
    expect(spoken(board)).to.equal('D17, black stone, group of 8, 9 liberties');
    expect(await press(board, 'ArrowUp')).to.equal(true);
    expect(spoken(board)).to.equal('D18, white stone, group of 7, 3 liberties');
    const player = new KeyboardPlayer(board, { x: 3, y: 1 });
    await player.moveTo(2, 0);
    expect(spoken(board)).to.equal('C19, empty');
    await press(board, 'Enter');
    expect(board.game!.at({ x: 1, y: 0 })).to.equal('white');
    await player.playAt(3, 0, ' ');
    expect(ended.map((event) => event.detail.solved)).to.deep.equal([true]);
    // P is no pass in a problem: the key is left to the page, like any other.
    expect(await press(board, 'p')).to.equal(false);
    expect(await press(board, 'PageDown')).to.equal(false);
  });

  it('should follow the conventions: BM-marked files, GW, and the solver from the first move without PL', async () => {
    const bulky = await problem(BULKY_FIVE);
    expect(statusText(bulky)).to.contain('White to play');
    const ended = results(bulky);
    bulky.play({ x: 1, y: 18 }); // B1, the vital point
    bulky.play({ x: 0, y: 17 }); // A2, after Black's C1
    expect(ended.map((event) => event.detail)).to.deep.equal([
      {
        solved: true,
        moves: [
          { x: 1, y: 18 },
          { x: 0, y: 17 },
        ],
      },
    ]);
    bulky.retry();
    bulky.play({ x: 0, y: 18 }); // A1, marked BM
    expect(ended.at(-1)!.solved).to.equal(false);
    expect(bulky.game!.at({ x: 1, y: 18 })).to.equal('black');

    const white = await problem(WHITE_FIRST);
    expect(white.game!.turn).to.equal('white');
    expect(boardArea(white).getAttribute('aria-label')).to.equal('Go board, problem, White to play');
    const whiteEnded = results(white);
    white.play({ x: 2, y: 1 });
    white.play({ x: 2, y: 3 });
    expect(whiteEnded.map((event) => event.solved)).to.deep.equal([true]);
  });

  it("should go back to replaying the tree in view mode, and to the problem's start from play mode", async () => {
    const board = await problem(VITAL_POINT);
    board.play({ x: 10, y: 10 });
    board.mode = 'view';
    await board.updateComplete;
    // The move outside the tree is gone; the variations are the file's own.
    expect(board.game!.node.children.map((child) => [child.x, child.y])).to.deep.equal([
      [2, 0],
      [1, 0],
      [3, 0],
    ]);
    expect(board.next()).to.equal(true);
    expect(board.game!.lastMove).to.deep.equal({ color: 'black', x: 2, y: 0 });
    board.mode = 'problem';
    await board.updateComplete;
    expect(board.game!.moveNumber).to.equal(0);
    expect(board.problemState).to.equal('solving');
    expect(board.next()).to.equal(false);
  });

  it('should leave the tree as the file had it: the PL that puts the solver to move goes with the problem', async () => {
    // No PL: the first move, White's, says who solves, and the position has Black to move.
    const record = '(;SZ[9]AB[cc];AW[dc](;W[cb];B[bc];W[cd]GW[1])(;W[cd];B[cb]))';
    const board = await problem(record);
    expect(board.game!.turn).to.equal('white');
    expect(statusText(board)).to.contain('White to play');
    board.mode = 'view';
    await board.updateComplete;
    expect(board.game!.toSgf()).to.equal(Game.fromSgf(record).toSgf());
  });

  it('should stop the pause when the board leaves the page, and finish it when it comes back', async () => {
    const board = await problem(VITAL_POINT, { 'reply-delay': '40' });
    board.play({ x: 2, y: 0 });
    const parent = board.parentElement!;
    board.remove();
    await pastReplyDelay(board);
    expect(board.game!.at({ x: 1, y: 0 })).to.equal(null);
    parent.append(board);
    await reaches(board, 2);
    expect(board.game!.at({ x: 1, y: 0 })).to.equal('white');
  });
});
