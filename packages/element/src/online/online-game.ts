// A game played on a game server (`online`): the board's seat (a colour, or none to watch), the
// connection kept open, and the server's word on everything. A local move goes to the server and
// waits there, shown as sent, until the server's answer plays it (or its refusal cancels it); the
// opponent's moves, passes and resignation arrive and are played as moves from elsewhere, with
// their sound and announcement; the count's marks and acceptance are the server's. A message out
// of step with the game shown (a move numbered other than next) opens the connection again, and
// the welcome brings the whole game: so does every reconnection.
import { init, pointIndex, type Color, type Point } from '@go-board/rules';
import type { ReactiveController, TemplateResult } from 'lit';
import type { GoMove } from '../events/go-move.js';
import type { PartsHost } from '../host/board-properties.js';
import type { Referee } from '../modes/mode.js';
import type { ModeSwitch } from '../modes/mode-switch.js';
import type { PlayMode } from '../play/play-mode.js';
import type { RecordController } from '../record/record-controller.js';
import { adoptFolderStyles } from '../styles/adopt.js';
import { onlineWordsOf } from '../words/en-online.js';
import type { OnlineWords, Words } from '../words/words.js';
import { clockAnnouncements, clocksNow, NOTHING_SAID, untilNextSecond, type ClockSaid } from './clock.js';
import { Connection, type ClientBody } from './connection.js';
import { gameFromView, loserOf } from './game-view.js';
import { onlineStyles } from './online.styles.js';
import { renderOnlinePanel, type UndoState } from './panel.js';
import {
  socketUrl,
  type ClockSettings,
  type ClockView,
  type CountView,
  type GameStatus,
  type GameView,
  type SeatView,
  type ServerMessage,
} from './protocol.js';

/** Where the connection is: opening, open, opening again after a loss, or refused for good. */
export type ConnectionState = 'connecting' | 'open' | 'reconnecting' | 'refused';

const NOBODY: SeatView = { name: null, joined: false };

/** What the online game uses of the board it runs in (its parts, host/board-parts.ts). */
export interface OnlineParts {
  /** The referee the play mode asks: this game while the board follows a link, else null. */
  referee: Referee | null;
  /** Where the game as the server has it is shown, in place of whatever the board showed. */
  readonly records: Pick<RecordController, 'show'>;
  /** The play mode, once the board is in it. */
  readonly modes: Pick<ModeSwitch, 'play'>;
  /** The words of the board's language, now. */
  wordsShown(): Words;
  /** What the live region says. */
  announcement: string;
}

export class OnlineGame implements Referee, ReactiveController {
  /** The board, whose `online` it follows and whose `mode` it sets to play. */
  readonly #host: PartsHost;
  readonly #parts: OnlineParts;
  #connection: Connection | null = null;
  #url = '';
  #state: ConnectionState = 'connecting';
  /** Why the server refused the link, in its words. */
  #refusal = '';
  #seat: Color | null = null;
  #status: GameStatus = 'waiting';
  #players = { black: NOBODY, white: NOBODY };
  #settings: ClockSettings = { type: 'none' };
  #clock: ClockView | null = null;
  /** When the clock's message arrived, on the board's own clock (performance.now()). */
  #clockReceived = 0;
  #clockTimer: ReturnType<typeof setTimeout> | undefined;
  /** What was last said of the running clock, so each moment is said once. */
  #clockSaid: ClockSaid = NOTHING_SAID;
  #count: CountView | null = null;
  /** Accept was pressed after the board's own passes opened the count but before the server's
   * count arrived: it is sent with the count, for that version of the marks. */
  #acceptWhenCounted = false;
  /** The player who asked to take back their last move and awaits the other's answer, or null. */
  #undoRequest: Color | null = null;
  /** The game's change count as last heard: an older message is stale and dropped. */
  #seq = -1;
  #nextRef = 1;
  /** The `ref` of the local move sent and not yet answered. */
  #pendingRef: number | null = null;
  /** Whether the game was welcomed before: a later welcome says the board is connected again. */
  #welcomed = false;

  /** The link followed, '' for none: the connection opens while the board is on the page. */
  #following = '';

  constructor(host: PartsHost, parts: OnlineParts) {
    this.#host = host;
    this.#parts = parts;
    host.addController(this);
    adoptFolderStyles(host, [onlineStyles]);
    this.follow(host.online?.trim() ?? '');
  }

  hostUpdate(): void {
    // A new link, or none, is followed once the update is done (it may switch the mode).
    const url = this.#host.online?.trim() ?? '';
    if (url !== this.#following) queueMicrotask(() => this.follow(url));
  }

  hostConnected(): void {
    if (this.#following) this.join(this.#following);
  }

  hostDisconnected(): void {
    this.leave();
  }

  /** Follows the board's link (`online`), or none: the board plays the game in play mode (whose
   * folder has arrived with this one). */
  follow(url: string): void {
    this.#following = url;
    this.#parts.referee = url ? this : null;
    if (!url) return this.leave();
    if (this.#host.mode !== 'play') this.#host.mode = 'play';
    if (this.#host.isConnected) this.join(url);
  }

  get seat(): Color | null {
    return this.#seat;
  }

  /** Where the connection is now. */
  get connection(): ConnectionState {
    return this.#state;
  }

  /** Opens the connection to the game at `url` (a seat's link, or the game's to watch). */
  join(url: string): void {
    if (this.#connection && url === this.#url) return;
    this.leave();
    this.#url = url;
    this.#welcomed = false;
    this.#seat = null;
    this.#seq = -1;
    this.#state = 'connecting';
    let address: string;
    try {
      address = socketUrl(url);
    } catch (error) {
      this.#refuse((error as Error).message);
      return;
    }
    // The game is made with the rules' core: it is there before the first message is read.
    void init().then(() => {
      if (this.#url !== url || this.#connection) return;
      this.#connection = new Connection(address, {
        opened: () => this.#setState('open'),
        message: (message) => this.#receive(message),
        lost: () => this.#lost(),
        refused: (reason) => this.#refuse(reason),
      });
    });
    this.#update();
  }

  /** Closes the connection (the board left the page, or its `online` was removed). */
  leave(): void {
    this.#connection?.close();
    this.#connection = null;
    clearTimeout(this.#clockTimer);
    this.#url = '';
  }

  send(move: GoMove): true {
    const ref = this.#nextRef++;
    const body: ClientBody =
      'pass' in move
        ? { type: 'pass', ref }
        : 'resign' in move
          ? { type: 'resign', ref }
          : { type: 'move', x: move.x, y: move.y, ref };
    if (this.#connection?.send(body)) {
      this.#pendingRef = ref;
      return true;
    }
    // Held as sent once this returns, then dropped: the player may try again once connected.
    const reason = this.#online().notConnected;
    queueMicrotask(() => this.#parts.modes.play?.cancelPending(reason));
    return true;
  }

  accept(): void {
    const count = this.#count;
    this.#acceptWhenCounted = !count;
    if (count) this.#connection?.send({ type: 'accept', version: count.version, ref: this.#nextRef++ });
  }

  /** The local player asks to take back their last move: the server asks the opponent. */
  askUndo(): void {
    this.#sendOrSay({ type: 'undo-request', ref: this.#nextRef++ });
  }

  /** The local player answers the opponent's request to take back their last move. */
  answerUndo(accept: boolean): void {
    this.#sendOrSay({ type: 'undo-answer', accept, ref: this.#nextRef++ });
  }

  marked(deadStones: Point[]): void {
    const count = this.#count;
    const width = this.#host.game?.width;
    if (!count || !width) return;
    const key = (point: Point): number => pointIndex(point, width);
    const before = new Set(count.dead.map(key));
    const after = new Set(deadStones.map(key));
    const killed = deadStones.find((point) => !before.has(key(point)));
    const revived = count.dead.find((point) => !after.has(key(point)));
    const point = killed ?? revived;
    if (
      point &&
      !this.#connection?.send({
        type: 'mark',
        x: point.x,
        y: point.y,
        dead: killed !== undefined,
        ref: this.#nextRef++,
      })
    ) {
      // Not sent: the marks stay the server's.
      const play = this.#parts.modes.play;
      play?.tell(() => this.#online().notConnected);
      if (play) play.deadStones = count.dead;
    }
  }

  proposal(): Point[] {
    return this.#count?.dead ?? [];
  }

  panel(words: Words): TemplateResult {
    const online = onlineWordsOf(words);
    const clock = this.#clock;
    const clocks =
      clock && this.#settings.type !== 'none'
        ? clocksNow(this.#settings, clock, this.#clockReceived, performance.now())
        : null;
    const connection =
      this.#state === 'connecting'
        ? online.connecting
        : this.#state === 'reconnecting'
          ? online.reconnecting
          : this.#state === 'refused'
            ? online.closedForGood(this.#refusal)
            : null;
    return renderOnlinePanel(
      words,
      online,
      {
        seat: this.#seat,
        players: this.#players,
        clocks,
        settings: this.#settings,
        running: clock?.running ?? null,
        connection,
        undo: this.#undoState(),
      },
      {
        askUndo: () => this.askUndo(),
        answerUndo: (accept) => this.answerUndo(accept),
      },
    );
  }

  /** What the local player may do about taking a move back now, or null for a spectator or a
   * game over. */
  #undoState(): UndoState | null {
    const seat = this.#seat;
    if (seat === null || this.#status === 'finished') return null;
    if (this.#undoRequest !== null && this.#undoRequest !== seat) return 'answer';
    const lastMove = this.#host.game?.lastMove;
    const mine = lastMove?.color === seat && this.#state === 'open';
    return this.#undoRequest === null && mine ? 'ask' : 'cannot-ask';
  }

  /** Sends a message of the local player's; when the connection is down, says so instead. */
  #sendOrSay(body: ClientBody): void {
    if (this.#connection?.send(body)) return;
    const text = this.#online().notConnected;
    this.#parts.modes.play?.tell(() => text);
  }

  #online() {
    return onlineWordsOf(this.#parts.wordsShown());
  }

  #update(): void {
    this.#host.requestUpdate();
  }

  #setState(state: ConnectionState): void {
    this.#state = state;
    this.#update();
  }

  #lost(): void {
    this.#state = 'reconnecting';
    this.#pendingRef = null;
    this.#parts.announcement = this.#online().reconnecting;
    this.#update();
  }

  #refuse(reason: string): void {
    this.#state = 'refused';
    this.#refusal = reason;
    this.#connection = null;
    const text = this.#online().closedForGood(reason);
    this.#parts.modes.play?.tell(() => text);
    this.#parts.announcement = text;
    this.#update();
  }

  /** Opens the connection again: the welcome brings the game as the server has it. */
  #resync(): void {
    this.#connection?.reopen();
  }

  #receive(message: ServerMessage): void {
    if (message.type !== 'welcome' && message.type !== 'game' && message.seq !== undefined) {
      if (message.seq < this.#seq) return;
      this.#seq = message.seq;
    }
    switch (message.type) {
      case 'welcome':
        this.#seat = message.seat;
        this.#adopt(message.game);
        break;
      case 'game':
        this.#adopt(message.game);
        break;
      case 'move':
        this.#setClock(message.clock);
        this.#played(message.color, message.number, message.ref, (play) => play.playStone(message.x, message.y));
        break;
      case 'pass':
        this.#setClock(message.clock);
        this.#played(message.color, message.number, message.ref, (play) => play.pass());
        break;
      case 'status':
        this.#status = message.status;
        if (message.status === 'playing') {
          // Back to play from the count (an undo): its marks and an early Accept are gone.
          this.#count = null;
          this.#acceptWhenCounted = false;
        }
        this.#setClock(message.clock);
        break;
      case 'count':
        this.#counted(message.count);
        break;
      case 'player':
        this.#players = { ...this.#players, [message.color]: message.player };
        break;
      case 'clock':
        this.#setClock(message.clock);
        break;
      case 'end':
        this.#setClock(message.clock);
        this.#ended(message.result, message.reason);
        break;
      case 'undo-request':
        this.#undoRequest = message.color;
        this.#tell((online) => (message.color === this.#seat ? online.undoAsked : online.undoRequested(message.color)));
        break;
      case 'undo-answer':
        this.#undoRequest = null;
        if (!message.accept) this.#tell((online) => online.undoRefused(message.color));
        break;
      case 'undo':
        this.#undoRequest = null;
        this.#setClock(message.clock);
        this.#tookBack(message.moves);
        break;
      case 'error':
        this.#refused(message.message, message.ref);
        break;
      default:
        break;
    }
    this.#update();
  }

  /** Shows the whole game as the server has it: on every welcome, and when out of step. */
  #adopt(view: GameView): void {
    this.#seq = view.seq;
    this.#status = view.status;
    this.#players = view.players;
    this.#settings = view.clockSettings;
    this.#count = view.count;
    this.#acceptWhenCounted = false;
    this.#undoRequest = view.undoRequest ?? null;
    this.#pendingRef = null;
    this.#clockSaid = NOTHING_SAID;
    this.#setClock(view.clock);
    this.#parts.records.show(gameFromView(view));
    const play = this.#parts.modes.play;
    if (play && view.status === 'finished' && view.reason === 'time' && view.result) play.end(view.result);
    if (play && view.status === 'counting' && view.count) play.deadStones = view.count.dead;
    if (this.#welcomed) this.#parts.announcement = this.#online().reconnected;
    this.#welcomed = true;
  }

  /** A move or a pass the server stored: played as a move from elsewhere, if it is the next. */
  #played(color: Color, number: number, ref: number | string | undefined, apply: (play: PlayMode) => void): void {
    const play = this.#parts.modes.play;
    const game = this.#host.game;
    if (ref !== undefined && ref === this.#pendingRef) this.#pendingRef = null;
    if (!play || !game || game.turn !== color || number !== game.moveNumber + 1) return this.#resync();
    try {
      apply(play);
    } catch {
      this.#resync();
    }
  }

  /** The server took the last move back, leaving `moves`: taken back here too if the board
   * shows the move after them, else the whole game again. */
  #tookBack(moves: number): void {
    const play = this.#parts.modes.play;
    const game = this.#host.game;
    if (!play || !game || game.moveNumber !== moves + 1 || !play.takeBack()) this.#resync();
  }

  /** Shows and says one of the online game's texts in the status line. */
  #tell(text: (online: OnlineWords) => string): void {
    this.#parts.modes.play?.tell((words) => text(onlineWordsOf(words)));
  }

  #counted(count: CountView): void {
    const before = this.#count;
    this.#count = count;
    this.#status = 'counting';
    const play = this.#parts.modes.play;
    if (!play || play.phase !== 'scoring') return;
    play.deadStones = count.dead;
    if (this.#acceptWhenCounted && this.#seat) {
      this.#acceptWhenCounted = false;
      if (!count.accepted[this.#seat]) this.accept();
    }
    const online = this.#online();
    for (const color of ['black', 'white'] as const) {
      if (count.accepted[color] && !(before?.version === count.version && before.accepted[color])) {
        play.tell(() => (color === this.#seat ? online.waitingForAcceptance : online.accepted(color)));
      }
    }
  }

  #ended(result: string, reason: 'resign' | 'time' | 'count'): void {
    this.#status = 'finished';
    this.#pendingRef = null;
    const play = this.#parts.modes.play;
    if (!play || play.phase === 'finished') return;
    if (reason === 'resign') play.resign(loserOf(result));
    else if (reason === 'time') play.end(result);
    else if (play.phase === 'scoring') play.endCounted(this.#count?.dead ?? []);
    else this.#resync();
  }

  /** The server refused a message: a move sent is dropped with the server's reason; anything
   * else is said in the status line, and the count's marks stay the server's. */
  #refused(message: string, ref: number | string | undefined): void {
    if (ref !== undefined && ref === this.#pendingRef) {
      this.#pendingRef = null;
      if (this.#parts.modes.play?.cancelPending(message)) return;
    }
    const play = this.#parts.modes.play;
    play?.tell(() => message);
    if (play && this.#count && this.#status === 'counting') play.deadStones = this.#count.dead;
  }

  #setClock(clock: ClockView | null): void {
    this.#clock = clock;
    this.#clockReceived = performance.now();
    this.#tick();
  }

  /** Redraws the running clock as its shown second changes, and says the moments that matter
   * (clock.ts, clockAnnouncements): byo-yomi begun or a period used up, and the last seconds. */
  #tick(): void {
    clearTimeout(this.#clockTimer);
    const clock = this.#clock;
    const color = clock?.running;
    if (!clock || !color || this.#settings.type === 'none' || this.#status !== 'playing' || !this.#connection) return;
    const now = clocksNow(this.#settings, clock, this.#clockReceived, performance.now())[color];
    const { texts, said } = clockAnnouncements(this.#online(), this.#settings, color, now, this.#clockSaid);
    this.#clockSaid = said;
    // Joined as sentences() in words/compose.ts does: importing it here would make the board's
    // bundle, which every page downloads, export it to this chunk.
    if (texts.length > 0) this.#parts.announcement = texts.join(this.#parts.wordsShown().sentenceSeparator);
    this.#clockTimer = setTimeout(() => {
      this.#update();
      this.#tick();
    }, untilNextSecond(now));
  }
}
