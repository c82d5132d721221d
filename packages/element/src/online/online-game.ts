// A game played on a game server (`online`): the board's seat (a colour, or none to watch), the
// connection kept open, and the server's word on everything. A local move goes to the server and
// waits there, shown as sent, until the server's answer plays it (or its refusal cancels it); the
// opponent's moves, passes and resignation arrive and are played as moves from elsewhere, with
// their sound and announcement; the count's marks and acceptance are the server's. A message out
// of step with the game shown (a move numbered other than next) opens the connection again, and
// the welcome brings the whole game: so does every reconnection. What the board knows of the game
// is one record (./online-state.ts), changed by its named transitions, one per message of the
// server; this keeps the connection, the clock's timer and the effects: the moves played, what is
// said, the game shown.
import {
  init,
  pointIndex,
  type Color,
  type CountView,
  type GameView,
  type Point,
  type ServerMessage,
} from '@go-board/rules';
import type { ReactiveController, TemplateResult } from 'lit';
import type { GoMove } from '../events/go-move.js';
import type { PartsHost } from '../host/board-properties.js';
import type { ModeContext, Referee } from '../modes/mode.js';
import type { ModeSwitch } from '../modes/mode-switch.js';
import type { PlayMode } from '../play/play-mode.js';
import type { RecordController } from '../record/record-controller.js';
import { adoptFolderStyles } from '../styles/adopt.js';
import { onlineWordsOf } from '../words/en-online.js';
import type { OnlineWords, Words } from '../words/words.js';
import { clockAnnouncements, clocksNow, untilNextSecond } from './clock.js';
import { Connection, type ClientBody } from './connection.js';
import { gameFromView, loserOf } from './game-view.js';
import { onlineStyles } from './online.styles.js';
import {
  acceptPressed,
  joining,
  lost,
  onlineState,
  opened,
  receive,
  refused,
  secondPassed,
  sent,
  spoke,
  undoState,
  type ConnectionState,
  type OnlineState,
} from './online-state.js';
import { renderOnlinePanel } from './panel.js';
import { socketUrl } from './socket-url.js';

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
  /** The board's context, whose `say` sets what the live region says. */
  readonly context: Pick<ModeContext, 'say'>;
}

export class OnlineGame implements Referee, ReactiveController {
  /** The board, whose `online` it follows and whose `mode` it sets to play. */
  readonly #host: PartsHost;
  readonly #parts: OnlineParts;
  /** The game as the board knows it: changed only by its transitions (./online-state.ts), whose
   * `changed` is the game's one request for the board's update. */
  readonly state: OnlineState;
  #connection: Connection | null = null;
  #url = '';
  #clockTimer: ReturnType<typeof setTimeout> | undefined;
  #nextRef = 1;

  /** The link followed, '' for none: the connection opens while the board is on the page. */
  #following = '';

  constructor(host: PartsHost, parts: OnlineParts) {
    this.#host = host;
    this.#parts = parts;
    this.state = onlineState(() => host.requestUpdate());
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
    return this.state.seat;
  }

  /** Where the connection is now. */
  get connection(): ConnectionState {
    return this.state.connection;
  }

  /** Opens the connection to the game at `url` (a seat's link, or the game's to watch). */
  join(url: string): void {
    if (this.#connection && url === this.#url) return;
    this.leave();
    this.#url = url;
    joining(this.state);
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
        opened: () => opened(this.state),
        message: (message) => this.#receive(message),
        lost: () => this.#lost(),
        refused: (reason) => this.#refuse(reason),
      });
    });
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
      sent(this.state, ref);
      return true;
    }
    // Held as sent once this returns, then dropped: the player may try again once connected.
    const reason = this.#online().notConnected;
    queueMicrotask(() => this.#parts.modes.play?.cancelPending(reason));
    return true;
  }

  accept(): void {
    const count = this.state.count;
    acceptPressed(this.state);
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
    const count = this.state.count;
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
    return this.state.count?.dead ?? [];
  }

  panel(words: Words): TemplateResult {
    const online = onlineWordsOf(words);
    const state = this.state;
    const { clock, settings } = state;
    const clocks =
      clock && settings.type !== 'none' ? clocksNow(settings, clock, state.clockReceived, performance.now()) : null;
    const connection =
      state.connection === 'connecting'
        ? online.connecting
        : state.connection === 'reconnecting'
          ? online.reconnecting
          : state.connection === 'refused'
            ? online.closedForGood(state.refusal)
            : null;
    return renderOnlinePanel(
      words,
      online,
      {
        seat: state.seat,
        players: state.players,
        clocks,
        settings,
        running: clock?.running ?? null,
        connection,
        undo: undoState(state, this.#host.game?.lastMove?.color ?? null),
      },
      {
        askUndo: () => this.askUndo(),
        answerUndo: (accept) => this.answerUndo(accept),
      },
    );
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

  #lost(): void {
    lost(this.state);
    this.#parts.context.say(this.#online().reconnecting);
  }

  #refuse(reason: string): void {
    this.#connection = null;
    refused(this.state, reason);
    const text = this.#online().closedForGood(reason);
    this.#parts.modes.play?.tell(() => text);
    this.#parts.context.say(text);
  }

  /** Opens the connection again: the welcome brings the game as the server has it. */
  #resync(): void {
    this.#connection?.reopen();
  }

  /** The effects of the server's `message` (./online-state.ts `receive` changes the record): the
   * game shown, its moves played as moves from elsewhere, what is said, the clock's timer. */
  #receive(message: ServerMessage): void {
    const before = receive(this.state, message, performance.now());
    if (!before) return;
    if ('clock' in message || 'game' in message) this.#tick();
    switch (message.type) {
      case 'welcome':
      case 'game':
        this.#adopt(message.game, before.welcomed);
        break;
      case 'move':
        this.#played(message.color, message.number, (play) => play.playStone(message));
        break;
      case 'pass':
        this.#played(message.color, message.number, (play) => play.pass());
        break;
      case 'count':
        this.#counted(message.count, before.count);
        break;
      case 'end':
        this.#ended(message.result, message.reason);
        break;
      case 'undo-request':
        this.#tell((online) =>
          message.color === this.state.seat ? online.undoAsked : online.undoRequested(message.color),
        );
        break;
      case 'undo-answer':
        if (!message.accept) this.#tell((online) => online.undoRefused(message.color));
        break;
      case 'undo':
        this.#tookBack(message.moves);
        break;
      case 'error':
        this.#refused(message.message, message.ref !== undefined && message.ref === before.pendingRef);
        break;
      default:
        break;
    }
  }

  /** Shows the whole game as the server has it: on every welcome, and when out of step. */
  #adopt(view: GameView, welcomedBefore: boolean): void {
    this.#parts.records.show(gameFromView(view));
    const play = this.#parts.modes.play;
    if (play && view.status === 'finished' && view.reason === 'time' && view.result) play.end(view.result);
    if (play && view.status === 'counting' && view.count) play.deadStones = view.count.dead;
    if (welcomedBefore) this.#parts.context.say(this.#online().reconnected);
  }

  /** A move or a pass the server stored: played as a move from elsewhere, if it is the next. */
  #played(color: Color, number: number, apply: (play: PlayMode) => void): void {
    const play = this.#parts.modes.play;
    const game = this.#host.game;
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

  /** The server's `count` (the one before it `before`): the marks shown, an early Accept sent,
   * and each acceptance new to this version said. */
  #counted(count: CountView, before: CountView | null): void {
    const play = this.#parts.modes.play;
    if (!play || play.phase !== 'scoring') return;
    play.deadStones = count.dead;
    const seat = this.state.seat;
    if (this.state.acceptWhenCounted && seat) {
      if (count.accepted[seat]) acceptPressed(this.state);
      else this.accept();
    }
    const online = this.#online();
    for (const color of ['black', 'white'] as const) {
      if (count.accepted[color] && !(before?.version === count.version && before.accepted[color])) {
        play.tell(() => (color === seat ? online.waitingForAcceptance : online.accepted(color)));
      }
    }
  }

  #ended(result: string, reason: 'resign' | 'time' | 'count'): void {
    const play = this.#parts.modes.play;
    if (!play || play.phase === 'finished') return;
    if (reason === 'resign') play.resign(loserOf(result));
    else if (reason === 'time') play.end(result);
    else if (play.phase === 'scoring') play.endCounted(this.state.count?.dead ?? []);
    else this.#resync();
  }

  /** The server refused a message: a move sent (`wasSent`) is dropped with the server's reason;
   * anything else is said in the status line, and the count's marks stay the server's. */
  #refused(message: string, wasSent: boolean): void {
    if (wasSent && this.#parts.modes.play?.cancelPending(message)) return;
    const play = this.#parts.modes.play;
    play?.tell(() => message);
    const { count, status } = this.state;
    if (play && count && status === 'counting') play.deadStones = count.dead;
  }

  /** Redraws the running clock as its shown second changes, and says the moments that matter
   * (clock.ts, clockAnnouncements): byo-yomi begun or a period used up, and the last seconds. */
  #tick(): void {
    clearTimeout(this.#clockTimer);
    const { clock, settings, status, clockReceived, clockSaid } = this.state;
    const color = clock?.running;
    if (!clock || !color || settings.type === 'none' || status !== 'playing' || !this.#connection) return;
    const now = clocksNow(settings, clock, clockReceived, performance.now())[color];
    const { texts, said } = clockAnnouncements(this.#online(), settings, color, now, clockSaid);
    spoke(this.state, said);
    // Joined as sentences() in words/compose.ts does: importing it here would make the board's
    // bundle, which every page downloads, export it to this chunk.
    if (texts.length > 0) this.#parts.context.say(texts.join(this.#parts.wordsShown().sentenceSeparator));
    this.#clockTimer = setTimeout(() => {
      secondPassed(this.state);
      this.#tick();
    }, untilNextSecond(now));
  }
}
