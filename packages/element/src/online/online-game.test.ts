// <go-board online> against a real game server: `go-board-server` started by the test runner
// (test/game-server-plugin.mjs) in its own process, with a temporary embedded database, and the
// boards speaking the documented protocol over real WebSockets.
import { expect } from '@esm-bundle/chai';
import { executeServerCommand, resetMouse } from '@web/test-runner-commands';
import type { GameView, ServerMessage } from '@go-board/rules';
import type { GoBoard } from '../go-board.js';
import { drawnStones, find, mount, press, unmountAll, until } from '../test-support/fixture.js';
import { clickPoint, spoken, statusText } from '../test-support/play.js';

type Seats = { id: string; black: { url: string }; white: { url: string }; watch: { url: string } };
/** An open game: one link, which seats the first two people to open it. */
type OpenGame = { id: string; url: string; watch: { url: string } };

/** The WebSockets the page opens, each able to hold back the server's moves (not its answers):
 * a board whose socket holds them still believes the position before them. */
class HoldingSocket extends WebSocket {
  static opened: HoldingSocket[] = [];
  holdMoves = false;
  /** The server's welcome on this socket, once it came. */
  welcome: Extract<ServerMessage, { type: 'welcome' }> | null = null;
  readonly #held: string[] = [];
  readonly #replayed = new WeakSet<Event>();

  constructor(url: string | URL, protocols?: string | string[]) {
    super(url, protocols);
    HoldingSocket.opened.push(this);
    // Registered before the board's own listener, so it may stop a message from reaching it.
    this.addEventListener('message', (event) => {
      const message = JSON.parse(event.data as string) as ServerMessage;
      if (message.type === 'welcome') this.welcome = message;
      if (this.#replayed.has(event) || !this.holdMoves) return;
      if (message.type !== 'move') return;
      event.stopImmediatePropagation();
      this.#held.push(event.data as string);
    });
  }

  /** Delivers the moves held back, in order, and holds no more. */
  release(): void {
    this.holdMoves = false;
    for (const data of this.#held.splice(0)) {
      const event = new MessageEvent('message', { data });
      this.#replayed.add(event);
      this.dispatchEvent(event);
    }
  }
}
const PlainSocket = window.WebSocket;

let server: string;

/** The run's game server, once it listens (its start may outlast one command's answer). */
async function gameServer(): Promise<string> {
  for (;;) {
    const answer = (await executeServerCommand('game-server')) as { url?: string };
    if (answer.url) return answer.url;
    // Asked again shortly: the answer says whether it listens yet.
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function createGame(settings: Record<string, unknown> & { open: true }): Promise<OpenGame>;
async function createGame(settings?: Record<string, unknown>): Promise<Seats>;
async function createGame(settings: Record<string, unknown> = { size: 9 }): Promise<Seats | OpenGame> {
  const response = await fetch(`${server}/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(settings),
  });
  expect(response.status).to.equal(201);
  return (await response.json()) as Seats | OpenGame;
}

/** The game as the server stores it. */
async function storedGame(id: string): Promise<Pick<GameView, 'moves' | 'turn' | 'status' | 'players'>> {
  return (await fetch(`${server}/games/${id}`)).json();
}

/** The text of the online part: the players, clocks and the connection. */
const onlineText = (board: GoBoard): string => find(board, '.online').textContent!.replace(/\s+/g, ' ').trim();

/** Mounts a board on `url` and waits for the server's welcome: the game shown, connected. */
async function sit(url: string): Promise<GoBoard> {
  const board = await mount({ online: url });
  await until(
    () => board.isReady && board.shadowRoot!.querySelector('.online') !== null && !/Connecting/.test(onlineText(board)),
    'the server to welcome the board',
  );
  return board;
}

/** Waits until every board shows move `number`. */
async function allAt(boards: GoBoard[], number: number): Promise<void> {
  await until(
    () => boards.every((board) => board.game?.moveNumber === number && !board.pendingMove),
    `move ${number} on every board`,
  );
  await Promise.all(boards.map((board) => board.updateComplete));
}

describe('<go-board online>', () => {
  before(async () => {
    server = await gameServer();
    window.WebSocket = HoldingSocket;
  });

  after(() => {
    window.WebSocket = PlainSocket;
  });

  afterEach(async () => {
    unmountAll();
    HoldingSocket.opened.length = 0;
    await resetMouse();
  });

  it('should play a game between two seats, live on both and on a spectator board', async () => {
    const seats = await createGame();
    const black = await sit(seats.black.url);
    const white = await sit(seats.white.url);
    const watcher = await sit(seats.watch.url);
    expect(black.mode).to.equal('play');
    expect(onlineText(black)).to.contain('Black (you)');
    expect(onlineText(white)).to.contain('White (you)');
    expect(onlineText(watcher)).to.contain('Watching');
    const boards = [black, white, watcher];
    const moves: [GoBoard, number, number][] = [
      [black, 2, 2],
      [white, 6, 6],
      [black, 2, 6],
      [white, 6, 2],
      [black, 4, 4],
    ];
    for (const [index, [board, x, y]] of moves.entries()) {
      const sent = clickPoint(board, x, y);
      await sent;
      await allAt(boards, index + 1);
    }
    const stones = drawnStones(black);
    expect(stones).to.have.length(5);
    expect(drawnStones(white)).to.deep.equal(stones);
    expect(drawnStones(watcher)).to.deep.equal(stones);
    // The opponent's move was announced on the board that did not make it.
    expect(find(white, '[role="status"]').textContent).to.contain('E5');
    expect((await storedGame(seats.id)).moves).to.have.length(5);

    // The spectator cannot play: a click says whose turn it is and sends nothing.
    await clickPoint(watcher, 7, 7);
    expect(watcher.pendingMove).to.equal(null);
    expect(watcher.game!.at({ x: 7, y: 7 })).to.equal(null);

    // White passes, then Black resigns: the server's end reaches every board.
    await press(white, 'p');
    await allAt(boards, 6);
    const ended = boards.map(
      (board) => new Promise((resolve) => board.addEventListener('go-game-end', resolve, { once: true })),
    );
    await clickResign(black);
    await Promise.all(ended);
    for (const board of boards) expect(board.phase).to.equal('finished');
    expect((await storedGame(seats.id)).status).to.equal('finished');
  });

  it('should show a move the server refuses as not played, with its reason, and change nothing', async () => {
    const seats = await createGame();
    const black = await sit(seats.black.url);
    const white = await sit(seats.white.url);
    // A second board on Black's seat whose socket holds back the server's moves: it still
    // believes Black is to play after Black has played elsewhere.
    const stale = await sit(seats.black.url);
    const staleSocket = HoldingSocket.opened.at(-1)!;
    staleSocket.holdMoves = true;
    await clickPoint(black, 2, 2);
    await allAt([black, white], 1);

    await clickPoint(stale, 3, 3);
    await until(() => stale.pendingMove === null && /not played/.test(statusText(stale)), 'the refusal');
    expect(statusText(stale)).to.match(/Expected a move by white/);
    expect(stale.game!.at({ x: 3, y: 3 })).to.equal(null);
    const stored = await storedGame(seats.id);
    expect(stored.moves).to.have.length(1);
    expect(stored.turn).to.equal('white');

    // Once the held move arrives, the stale board shows the game as it is.
    staleSocket.release();
    await allAt([stale], 1);
    expect(drawnStones(stale)).to.deep.equal(drawnStones(black));

    // A move the rules forbid is refused on the board itself, and never sent.
    await clickPoint(white, 2, 2);
    expect(white.pendingMove).to.equal(null);
    expect(statusText(white)).to.contain('occupied');
    expect((await storedGame(seats.id)).moves).to.have.length(1);
  });

  it('should count after two passes on the server: both players accept, and every board shows the result', async () => {
    const seats = await createGame({ size: 5, komi: 0.5 });
    const black = await sit(seats.black.url);
    const white = await sit(seats.white.url);
    const watcher = await sit(seats.watch.url);
    const boards = [black, white, watcher];
    await clickPoint(black, 2, 2);
    await allAt(boards, 1);
    await press(white, 'p');
    await allAt(boards, 2);
    // The pass that ends play asks for a second press.
    await press(black, 'p');
    await press(black, 'p');
    await allAt(boards, 3);
    await until(() => boards.every((board) => board.phase === 'scoring'), 'the count on every board');
    expect(watcher.shadowRoot!.querySelector('button.accept')).to.equal(null);
    const ended = boards.map(
      (board) => new Promise((resolve) => board.addEventListener('go-game-end', resolve, { once: true })),
    );
    find(black, 'button.accept').click();
    await until(() => /accepted/.test(statusText(white)), 'White to hear that Black accepted');
    expect(black.phase).to.equal('scoring');
    find(white, 'button.accept').click();
    await Promise.all(ended);
    for (const board of boards) expect(board.score?.result).to.equal('B+24.5');
    expect((await storedGame(seats.id)).status).to.equal('finished');
  });

  it('should take a move back when the opponent allows it, and keep it when the opponent refuses', async () => {
    const seats = await createGame();
    const black = await sit(seats.black.url);
    const white = await sit(seats.white.url);
    const watcher = await sit(seats.watch.url);
    const boards = [black, white, watcher];
    await clickPoint(black, 2, 2);
    await allAt(boards, 1);
    // Only the player who made the last move may ask; a spectator has no undo buttons.
    expect(find<HTMLButtonElement>(black, 'button.ask-undo').disabled).to.equal(false);
    expect(find<HTMLButtonElement>(white, 'button.ask-undo').disabled).to.equal(true);
    expect(watcher.shadowRoot!.querySelector('.online .undo')).to.equal(null);

    find(black, 'button.ask-undo').click();
    await until(() => white.shadowRoot!.querySelector('button.allow-undo') !== null, 'White to be asked');
    expect(statusText(white)).to.contain('Black asks to take back their last move.');
    expect(statusText(black)).to.contain('You asked to take back your last move');
    expect(find<HTMLButtonElement>(black, 'button.ask-undo').disabled).to.equal(true);
    find(white, 'button.refuse-undo').click();
    await until(() => /White did not allow the undo/.test(statusText(black)), 'Black to hear the refusal');
    for (const board of boards) expect(board.game!.at({ x: 2, y: 2 })).to.equal('black');
    expect((await storedGame(seats.id)).moves).to.have.length(1);

    find(black, 'button.ask-undo').click();
    await until(() => white.shadowRoot!.querySelector('button.allow-undo') !== null, 'White to be asked again');
    find(white, 'button.allow-undo').click();
    await allAt(boards, 0);
    for (const board of boards) expect(board.game!.at({ x: 2, y: 2 })).to.equal(null);
    await until(() => /Took back move 1/.test(spoken(white)), 'White to hear the move taken back');
    expect(find<HTMLButtonElement>(black, 'button.ask-undo').disabled).to.equal(true);
    expect((await storedGame(seats.id)).moves).to.have.length(0);
    // Black plays again, as the server has it.
    await clickPoint(black, 3, 3);
    await allAt(boards, 1);
    expect(drawnStones(watcher)).to.deep.equal(['3,3:black']);

    // In the count, the last pass taken back returns every board to play.
    await press(white, 'p');
    await allAt(boards, 2);
    await press(black, 'p');
    await press(black, 'p');
    await until(() => boards.every((board) => board.phase === 'scoring'), 'the count on every board');
    find(black, 'button.ask-undo').click();
    await until(() => white.shadowRoot!.querySelector('button.allow-undo') !== null, 'White to be asked in the count');
    find(white, 'button.allow-undo').click();
    await until(
      () => boards.every((board) => board.phase === 'play' && board.game?.moveNumber === 2),
      'every board back to play',
    );
    expect((await storedGame(seats.id)).status).to.equal('playing');
  });

  it("should say the last seconds of main time and byo-yomi begun, on the players' boards and the spectator's", async () => {
    // One second of main time: the last seconds are said as Black's clock starts, byo-yomi a second later.
    const seats = await createGame({ size: 9, clock: { type: 'byo-yomi', main: 1, periods: 3, period: 30 } });
    // The clocks start when both players have sat down: every board is there before.
    const black = await sit(seats.black.url);
    const watcher = await sit(seats.watch.url);
    const white = await sit(seats.white.url);
    for (const board of [black, white, watcher]) {
      await until(() => /Black is in byo-yomi: 3 periods left\./.test(spoken(board)), 'byo-yomi to be said');
      expect(find(board, '[part="clock"].black').textContent).to.match(/^3 × 0:(30|29)$/);
    }
    // Black plays in the period, which stays whole: White's clock runs, with time to spare.
    await clickPoint(black, 2, 2);
    await allAt([black, white, watcher], 1);
    await until(() => find(white, '[part="clock"].white').classList.contains('running'), "White's clock to run");
    expect(find(white, '[part="clock"].black').textContent).to.equal('3 × 0:30');
  });

  it("should keep an open game's seat after a lost connection, coming back with the token its welcome gave", async () => {
    const created = await createGame({ size: 9, open: true });
    const black = await sit(created.url);
    // The open link seats the first to open it, once the server has sat them down.
    await until(() => /Black \(you\)/.test(onlineText(black)), 'the open link to seat the board as Black');
    const first = HoldingSocket.opened.at(-1)!;
    first.close();
    await until(
      () => HoldingSocket.opened.at(-1) !== first && HoldingSocket.opened.at(-1)!.welcome !== null,
      'the server to welcome the board again',
    );
    await black.updateComplete;
    // The link seats whoever opens it while a seat is free: without its token, the board would
    // have sat down again, as White.
    expect(HoldingSocket.opened.at(-1)!.welcome!.seat).to.equal('black');
    expect(onlineText(black)).to.contain('Black (you)');
    expect((await storedGame(created.id)).players.white.joined).to.equal(false);
    await clickPoint(black, 2, 2);
    await allAt([black], 1);
  });

  it('should show both clocks, and reconnect by itself to the game as the server has it after a restart', async () => {
    const seats = await createGame({ size: 9, clock: { type: 'byo-yomi', main: 600, periods: 3, period: 30 } });
    const black = await sit(seats.black.url);
    const white = await sit(seats.white.url);
    await until(() => find(black, '[part="clock"].black').classList.contains('running'), "Black's clock to run");
    const clocks = [...black.shadowRoot!.querySelectorAll('[part="clock"]')];
    expect(clocks.map((clock) => clock.getAttribute('aria-label'))).to.deep.equal(["Black's clock", "White's clock"]);
    expect(clocks[1]!.textContent).to.equal('10:00');
    expect(clocks[0]!.getAttribute('role')).to.equal('timer');
    await clickPoint(black, 2, 2);
    await allAt([black, white], 1);
    await until(() => find(white, '[part="clock"].white').classList.contains('running'), "White's clock to run");

    await executeServerCommand('restart-game-server');
    await until(() => /Reconnecting/.test(onlineText(black)), 'the board to say it is reconnecting');
    server = await gameServer();
    await until(
      () => [black, white].every((board) => !/Reconnecting|Connecting/.test(onlineText(board))),
      'both boards to be connected again',
    );
    expect(drawnStones(white)).to.deep.equal(['2,2:black']);
    await clickPoint(white, 6, 6);
    await allAt([black, white], 2);
    expect(drawnStones(black)).to.deep.equal(drawnStones(white));
    expect((await storedGame(seats.id)).moves).to.have.length(2);
  });
});

/** Presses Resign twice (the second press confirms). */
async function clickResign(board: GoBoard): Promise<void> {
  for (let press = 0; press < 2; press++) {
    find(board, 'button.resign').click();
    await board.updateComplete;
  }
}
