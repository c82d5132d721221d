// The analysis on the board, under it and in the graph, from real KataGo outputs
// (test-fixtures/katago) and from the built-in engine.
import { expect } from '@esm-bundle/chai';
import type { GoErrorEvent } from '../../events/go-error.js';
import type { GoBoard } from '../../go-board.js';
import { gtpPoint, ownershipGame, proGame, regressionOutputs, type Response } from '../../test-support/katago.js';
import { boardArea, find, findAll, mount, nextEvent, press, unmountAll, until } from '../../test-support/fixture.js';
import { hoverPoint, leaveBoard, spoken } from '../../test-support/play.js';
import { SHORT_GAME } from '../../test-support/records.js';
import { resetMouse } from '@web/test-runner-commands';

/** The candidates drawn on the board, best first, as [GTP name, grade, figure, visits]. */
const candidates = (board: GoBoard): string[][] =>
  findAll(board, '.candidate').map((candidate) => [
    candidate.getAttribute('data-move')!,
    [...candidate.classList].filter((name) => name !== 'candidate' && name !== 'played').join(' '),
    candidate.querySelector('.figure')!.textContent!,
    candidate.querySelector('.count')!.textContent!,
  ]);

const shown = (board: GoBoard): boolean => findAll(board, '.candidate').length > 0;
const panelText = (board: GoBoard, selector: string): string =>
  find(board, selector).textContent!.replace(/\s+/g, ' ').trim();

/** Mounts a board with a record, waits for it, sets its analysis and waits until it is drawn. */
async function analysed(attributes: Record<string, string>, analysis: unknown, width = 600): Promise<GoBoard> {
  const board = await mount(attributes, '', width);
  board.analysis = analysis;
  await until(
    () => findAll(board, '.analysis').length > 0 && (shown(board) || findAll(board, '.analysis-summary').length > 0),
    'the analysis to arrive',
  );
  await board.updateComplete;
  return board;
}

/** The loss of the move of turn `turn` in points, from its player's side, as the raw responses say. */
function pointsLost(responses: Response[], turn: number, mover: 'black' | 'white'): number {
  const before = responses[turn - 1]!.rootInfo.scoreLead;
  const after = responses[turn]!.rootInfo.scoreLead;
  return Math.max(0, mover === 'black' ? before - after : after - before);
}

describe('<go-board> analysis from KataGo', () => {
  afterEach(async () => {
    unmountAll();
    await resetMouse();
  });

  it("should draw KataGo's best moves at the move shown, best first, with the side to move's win rate and visits", async () => {
    const game = await proGame();
    const board = await analysed({ sgf: game.analysed, move: '50' }, game.text);
    const raw = game.responses[50]!;
    const best = raw.moveInfos.find((info) => info.order === 0)!;
    const drawn = candidates(board);
    expect(drawn.length).to.be.within(1, 10);
    // Black is to move after 50 moves: the figure is Black's chance, in whole percent.
    expect(drawn[0]).to.deep.equal([
      best.move,
      'best',
      String(Math.round(best.winrate * 100)),
      `${(Math.round(best.visits / 100) / 10).toString()}k`,
    ]);
    // Every candidate drawn is one KataGo proposed, in its order.
    const order = [...raw.moveInfos].sort((a, b) => a.order - b.order).map((info) => info.move);
    expect(drawn.map(([move]) => move)).to.deep.equal(order.filter((move) => drawn.some(([name]) => name === move)));
    expect(panelText(board, '.analysis-summary')).to.contain('6,415 visits');
  });

  it('should read the analysis from analysis-src and from a child script, as JSON lines', async () => {
    const game = await proGame();
    const url = URL.createObjectURL(new Blob([game.text], { type: 'application/jsonl' }));
    const fromFile = await mount({ sgf: game.analysed, move: '10', 'analysis-src': url });
    await until(() => shown(fromFile), 'the analysis file to be read');
    const script = `<script type="application/x-go-analysis">${game.text}</script>`;
    const fromScript = await mount({ sgf: game.analysed, move: '10' }, script);
    await until(() => shown(fromScript), 'the analysis script to be read');
    expect(candidates(fromScript)).to.deep.equal(candidates(fromFile));
    URL.revokeObjectURL(url);
  });

  it('should say a move that lost points, and the best one instead', async () => {
    const game = await proGame();
    const board = await analysed({ sgf: game.analysed, move: '0' }, game.responses);
    // The move with the biggest loss in the game, worked out from KataGo's own figures.
    let worst = 1;
    const mover = (turn: number): 'black' | 'white' => (turn % 2 === 1 ? 'black' : 'white');
    for (let turn = 1; turn < game.responses.length; turn++)
      if (pointsLost(game.responses, turn, mover(turn)) > pointsLost(game.responses, worst, mover(worst))) worst = turn;
    board.move = worst;
    await board.updateComplete;
    const lost = Math.round(pointsLost(game.responses, worst, mover(worst)) * 10) / 10;
    const best = game.responses[worst - 1]!.moveInfos.find((info) => info.order === 0)!.move;
    const player = mover(worst) === 'black' ? 'Black' : 'White';
    expect(panelText(board, '.verdict')).to.equal(`${player} lost ${lost} points here, the best was ${best}`);
    expect(lost).to.be.greaterThan(2);
  });

  it('should refuse, with a go-error, an analysis of another game, and keep what it showed', async () => {
    const game = await proGame();
    // analyze-sgf's KataGo saw the game mirrored top to bottom: on the record as published, its
    // second move proposes Q16, where Black's first stone stands.
    const board = await mount({ sgf: game.record, move: '1' });
    const error = nextEvent<GoErrorEvent>(board, 'go-error');
    board.analysis = game.text;
    const event = await error;
    expect(event.origin).to.equal('analysis');
    expect(event.reason).to.equal(
      'Could not read the analysis from the analysis property: Expected the moves proposed at turn 1 to be on empty points, received Q16, where a stone stands: is it the analysis of another game?',
    );
    await board.updateComplete;
    expect(shown(board)).to.equal(false);
    // A good analysis, then a bad one: the good one stays on the board.
    const good = await analysed({ sgf: game.analysed, move: '20' }, game.text);
    const before = candidates(good);
    const refused = nextEvent<GoErrorEvent>(good, 'go-error');
    good.analysis = [{ turnNumber: 20, moveInfos: [{ move: 'Q16', winrate: 1.5 }], rootInfo: { winrate: 0.5 } }];
    expect((await refused).reason).to.contain('expected the winrate of "Q16" to be a number from 0 to 1, received 1.5');
    await good.updateComplete;
    expect(candidates(good)).to.deep.equal(before);
  });

  it('should say what a value that is no analysis at all holds, and a file that cannot be fetched', async () => {
    const board = await mount({ sgf: SHORT_GAME });
    const error = nextEvent<GoErrorEvent>(board, 'go-error');
    board.analysis = 42;
    expect((await error).reason).to.contain('Expected each response to be an object such as {"turnNumber": 0');
    const missing = nextEvent<GoErrorEvent>(board, 'go-error');
    board.analysis = null;
    board.analysisSrc = '/no/such/analysis.jsonl';
    expect((await missing).reason).to.match(
      /^Could not read the analysis from \/no\/such\/analysis.jsonl: Expected the analysis file, the server answered 404/,
    );
  });

  it("should read win rates given for the side to move as the same figures as Black's (KataGo's regression outputs)", async () => {
    const { black, sideToMove } = await regressionOutputs();
    // Responses 2 to 4 are one 7x7 game, White first: W C5, B C6, then W C7.
    const record = '(;SZ[7]KM[4]PL[W];W[cc];B[cb];W[ca])';
    const fromBlack = await analysed({ sgf: record, move: '2' }, black.slice(1, 4));
    const fromSide = await analysed({ sgf: record, move: '2' }, sideToMove.slice(1, 4));
    expect(panelText(fromSide, '.analysis-summary')).to.equal(panelText(fromBlack, '.analysis-summary'));
    expect(panelText(fromBlack, '.analysis-summary')).to.match(/^White's win rate \d+(\.\d)?%, White leads by/);
    expect(candidates(fromSide)).to.deep.equal(candidates(fromBlack));
  });

  it('should paint the ownership as a heat map when asked, each point as strongly as KataGo is sure', async () => {
    const game = await ownershipGame();
    const board = await analysed({ sgf: game.sgf, move: '30' }, game.text);
    expect(findAll(board, '.heat-map')).to.have.length(0);
    find(board, 'button.ownership').click();
    await board.updateComplete;
    expect(find(board, 'button.ownership').getAttribute('aria-pressed')).to.equal('true');
    const ownership = game.responses.find((response) => response.turnNumber === 30)!.ownership!;
    const cells = findAll(board, '.heat-map rect');
    expect(cells.length).to.equal(ownership.filter((value) => Math.abs(value) >= 0.05).length);
    const first = cells[0]!;
    const index = Number(first.getAttribute('y')!) + 0.5;
    const value = ownership[index * 9 + Number(first.getAttribute('x')!) + 0.5]!;
    expect(first.classList.contains(value > 0 ? 'black' : 'white')).to.equal(true);
    expect(Number(first.getAttribute('fill-opacity'))).to.be.closeTo(Math.abs(value), 0.01);
  });

  it("should fill each side's points in the ownership colours, White's light and Black's dark", async () => {
    const game = await ownershipGame();
    const board = await analysed({ sgf: game.sgf, move: '30' }, game.text);
    find(board, 'button.ownership').click();
    await board.updateComplete;
    const fill = (side: 'black' | 'white'): string => getComputedStyle(find(board, `.heat-map .owner.${side}`)).fill;
    const host = getComputedStyle(board);
    const expected = (side: 'black' | 'white'): string => {
      const probe = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
      probe.style.fill = host.getPropertyValue(`--go-board-ownership-${side}-color`);
      document.body.append(probe);
      const value = getComputedStyle(probe).fill;
      probe.remove();
      return value;
    };
    expect(fill('white')).to.equal(expected('white'));
    expect(fill('black')).to.equal(expected('black'));
    expect(fill('white')).to.not.equal(fill('black'));
  });

  it("should show a candidate's line as numbered stones under the pointer, and on focus of its button", async () => {
    const game = await proGame();
    const board = await analysed({ sgf: game.analysed, move: '50' }, game.text, 700);
    const best = game.responses[50]!.moveInfos.find((info) => info.order === 0)!;
    const { x, y } = gtpPoint(best.move, 19);
    await hoverPoint(board, x, y);
    await until(() => findAll(board, '.ghost').length > 0, 'the line to show');
    const line = findAll(board, '.ghost').map(
      (stone) => `${stone.getAttribute('data-move')}:${stone.textContent!.trim()}`,
    );
    expect(line[0]).to.equal(`${best.move}:1`);
    expect(line.length).to.equal(new Set(best.pv.slice(0, 12)).size);
    // Black moves first after 50 moves, then White.
    expect(findAll(board, '.ghost')[0]!.classList.contains('black')).to.equal(true);
    expect(findAll(board, '.ghost')[1]!.classList.contains('white')).to.equal(true);
    expect(findAll(board, '.candidate')).to.have.length(0);
    await leaveBoard(board);
    await until(() => findAll(board, '.ghost').length === 0, 'the line to go');
    const second = findAll<HTMLButtonElement>(board, '.candidate-button')[1]!;
    second.focus();
    await board.updateComplete;
    expect(findAll(board, '.ghost')[0]!.getAttribute('data-move')).to.equal(second.querySelector('.name')!.textContent);
    // With the colours swapped, the line's stones take the colours their sides' stones are drawn in.
    board.swapColors = true;
    await board.updateComplete;
    expect(findAll(board, '.ghost')[0]!.classList.contains('white')).to.equal(true);
    expect(findAll(board, '.ghost')[1]!.classList.contains('black')).to.equal(true);
    board.swapColors = false;
    await board.updateComplete;
    expect(second.textContent!.replace(/\s+/g, ' ').trim()).to.match(
      /^[A-T]\d+ [\d.]+% · [\d.]+k, candidate 2: [A-T]\d+: (Black|White)'s win rate [\d.]+%, ((Black|White) leads by [\d.]+ points?|even), [\d,]+ visits\. Line: /,
    );
  });

  it('should say the analysis with the A key, and a candidate under the explore cursor', async () => {
    const game = await proGame();
    const board = await analysed({ sgf: game.analysed, move: '40' }, game.text);
    boardArea(board).focus();
    expect(await press(board, 'a')).to.equal(true);
    const best = game.responses[40]!.moveInfos.find((info) => info.order === 0)!;
    expect(spoken(board)).to.match(
      new RegExp(
        `^(Black|White)'s win rate [\\d.]+%, (Black|White) leads by [\\d.]+ points?\\. .*Best moves: ${best.move}: `,
      ),
    );
    // The explore cursor starts on the last move; the best move is somewhere else on the board.
    await press(board, 'Enter');
    const start = board.game!.lastMove as { x: number; y: number };
    const target = gtpPoint(best.move, 19);
    for (let x = start.x; x !== target.x; x += Math.sign(target.x - x))
      await press(board, target.x > x ? 'ArrowRight' : 'ArrowLeft');
    for (let y = start.y; y !== target.y; y += Math.sign(target.y - y))
      await press(board, target.y > y ? 'ArrowDown' : 'ArrowUp');
    expect(spoken(board)).to.contain(`candidate 1: ${best.move}:`);
    expect(findAll(board, '.ghost')[0]!.getAttribute('data-move')).to.equal(best.move);
  });
});

describe('<go-board> win-rate graph', () => {
  afterEach(unmountAll);

  it('should draw the main line, mark the move shown and the big swings, and list every move in a table', async () => {
    const game = await proGame();
    const board = await analysed({ sgf: game.analysed, move: '60' }, game.text);
    const slider = find(board, '[part="graph"] [role="slider"]');
    expect(slider.getAttribute('aria-valuemax')).to.equal('207');
    expect(slider.getAttribute('aria-valuenow')).to.equal('60');
    expect(slider.getAttribute('aria-label')).to.equal('Win rate along the game');
    expect(find(board, '.graph-current').getAttribute('x1')).to.equal('60');
    // A mistake loses at least 10% of win rate, for the player who moved, as KataGo saw it.
    const swings = game.responses.slice(1).filter((after, index) => {
      const before = game.responses[index]!.rootInfo.winrate;
      const blackMoved = after.turnNumber % 2 === 1;
      return (blackMoved ? before - after.rootInfo.winrate : after.rootInfo.winrate - before) >= 0.1;
    });
    expect(findAll(board, '.graph-mistake').map((mark) => mark.getAttribute('data-move'))).to.deep.equal(
      swings.map((response) => String(response.turnNumber)),
    );
    const rows = findAll(board, '.graph-table tbody tr');
    expect(rows).to.have.length(208);
    expect(rows[1]!.textContent!.replace(/\s+/g, ' ').trim()).to.match(
      /^1 Black [A-T]\d+ (Black|White)'s win rate [\d.]+% (Black|White) leads by [\d.]+ points?|^1 Black [A-T]\d+ (Black|White)'s win rate [\d.]+% even/,
    );
  });

  it('should go to a move with the arrow keys, Home, End and a click', async () => {
    const game = await proGame();
    const board = await analysed({ sgf: game.analysed, move: '60' }, game.text);
    const slider = () => find(board, '[part="graph"] [role="slider"]');
    const key = async (name: string) => {
      slider().dispatchEvent(
        new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true, cancelable: true }),
      );
      await board.updateComplete;
    };
    await key('ArrowRight');
    expect(board.move).to.equal(61);
    await key('PageDown');
    expect(board.move).to.equal(71);
    await key('End');
    expect(board.move).to.equal(207);
    await key('Home');
    expect(board.move).to.equal(0);
    expect(slider().getAttribute('aria-valuetext')).to.match(
      /^Start of the game, (Black|White)'s win rate [\d.]+%, (Black|White) leads by [\d.]+ points?$/,
    );
    const box = slider().getBoundingClientRect();
    slider().dispatchEvent(
      new MouseEvent('click', {
        clientX: box.left + box.width / 2,
        clientY: box.top + box.height / 2,
        bubbles: true,
        composed: true,
      }),
    );
    await board.updateComplete;
    expect(board.move).to.be.within(102, 106);
  });

  it('should switch to the score lead, and draw the candidates with their leads', async () => {
    const game = await proGame();
    const board = await analysed({ sgf: game.analysed, move: '80' }, game.text);
    find(board, 'button.score').click();
    await board.updateComplete;
    expect(find(board, '[part="graph"] [role="slider"]').getAttribute('aria-label')).to.equal(
      'Score lead along the game',
    );
    const best = game.responses[80]!.moveInfos.find((info) => info.order === 0)!;
    // Black to move at turn 80: Black's lead after the move, to the tenth, signed.
    const lead = Math.round(best.scoreLead * 10) / 10;
    expect(candidates(board)[0]![2]).to.equal(`${lead > 0 ? '+' : ''}${lead}`);
  });
});

describe('<go-board> analysis by the built-in engine', () => {
  afterEach(unmountAll);

  it('should analyse the position shown with analyze(), resolve with a KataGo response and draw it', async () => {
    const board = await mount({ sgf: SHORT_GAME, move: '4' });
    const response = (await board.analyze({ playouts: 400 }))!;
    expect(response.turnNumber).to.equal(4);
    expect(response.rootInfo.currentPlayer).to.equal('B');
    expect(response.ownership).to.have.length(81);
    expect(response.moveInfos.length).to.be.greaterThan(0);
    expect(response.moveInfos[0]!.pv[0]).to.equal(response.moveInfos[0]!.move);
    await board.updateComplete;
    expect(candidates(board)[0]![0]).to.equal(response.moveInfos[0]!.move);
    expect(panelText(board, '.analysis-summary')).to.contain('playouts of the built-in engine');
    // The same response is an analysis any board shows the same way.
    const other = await analysed({ sgf: SHORT_GAME, move: '4' }, [response]);
    expect(candidates(other)).to.deep.equal(candidates(board));
  });

  it('should give a win rate and a lead from one evaluation, both saying the same side leads', async () => {
    // The review page's 9x9 game at move 12, where the engine said "Black 50.3%, White leads by 6".
    const record =
      '(;SZ[9]KM[6.5];B[ee];W[dd];B[fg];W[cg];B[de];W[ce];B[cd];W[cf];B[ec];W[cc];B[bd];W[dc];B[ed];W[bc];B[eh];W[gd])';
    const board = await mount({ sgf: record, move: '12' });
    const response = (await board.analyze())!;
    const { winrate, scoreLead } = response.rootInfo;
    const what = `Black ${winrate}, Black's lead ${scoreLead}`;
    if (scoreLead > 0) expect(winrate, what).to.be.above(0.5);
    if (scoreLead < 0) expect(winrate, what).to.be.below(0.5);
    await board.updateComplete;
    // Each figure says whose it is, and the two name the same side (or the lead is even).
    const summary = panelText(board, '.analysis-summary');
    const [, chances, leader] =
      /^(Black|White)'s win rate [\d.]+%, (?:(Black|White) leads by [\d.]+ points?|even)/.exec(summary)!;
    if (leader) expect(leader, summary).to.equal(chances);
  });

  it('should stop, resolving with null, when the position changes', async () => {
    const board = await mount({ sgf: SHORT_GAME, move: '4' });
    const running = board.analyze({ playouts: 200_000 });
    await until(() => findAll(board, 'button.analyze.running').length === 1, 'the analysis to start');
    board.next();
    expect(await running).to.equal(null);
    await board.updateComplete;
    expect(findAll(board, 'button.analyze.running')).to.have.length(0);
    expect(shown(board)).to.equal(false);
  });

  it('should offer the Analyze button with allow-analysis, and show its progress and a Stop button while it runs', async () => {
    const board = await mount({ sgf: SHORT_GAME, move: '3', 'allow-analysis': '' });
    await until(() => findAll(board, 'button.analyze').length === 1, 'the Analyze button');
    expect(panelText(board, 'button.analyze')).to.equal('Analyze');
    find(board, 'button.analyze').click();
    await until(() => findAll(board, 'button.analyze.running').length === 1, 'the analysis to start');
    expect(panelText(board, 'button.analyze')).to.equal('Stop');
    await until(() => shown(board), 'the candidates');
    expect(panelText(board, 'button.analyze')).to.equal('Analyze');
    expect(spoken(board)).to.match(
      /^(Black|White)'s win rate [\d.]+%, ((Black|White) leads by [\d.]+ points?|even)\. Best moves: [A-J]\d: /,
    );
  });

  it('should refuse to analyse a board that is not replaying a record', async () => {
    const board = await mount({ mode: 'play', size: '9' });
    let refused: unknown = null;
    await board.analyze().catch((error: unknown) => (refused = error));
    expect(String(refused)).to.contain('Expected a board in view mode to analyse, received one in play mode');
  });

  it("should speak the board's language", async () => {
    const board = await mount({ sgf: SHORT_GAME, move: '4', lang: 'fr', 'allow-analysis': '' });
    await until(
      () => findAll(board, 'button.analyze').length === 1 && panelText(board, 'button.analyze') === 'Analyser',
      'the French words',
    );
    expect(panelText(board, '.analysis-summary')).to.equal('Pas d’analyse de cette position.');
  });
});
