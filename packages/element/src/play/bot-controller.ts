// The built-in bot (opponent="bot"): when it is the bot's turn in the play phase, it asks the
// rules' suggestMove() (in their Web Worker, so the page stays responsive) and hands the answer
// to the element, which plays it as a move from elsewhere. A search belongs to one position: a
// move, an undo, a resignation, a new game, switching the bot off or leaving the page aborts it.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Color, Game, SuggestedMove } from '@go-board/rules';
import type { GoBoardPlayer } from '../attributes.js';
import type { Playouts } from '../playouts/load.js';
import { botState, resumed, searching, type BotState, type Search } from './bot-state.js';
import type { GamePhase } from './speech.js';

/** The bot's strength when `bot-level` is not an integer from 1 to 10. */
const DEFAULT_BOT_LEVEL = 3;

/** What the controller needs of its element: the game, the phase, and the bot's settings. */
export interface BotHost extends ReactiveControllerHost, HTMLElement {
  readonly game: Game | null;
  readonly phase: GamePhase;
  readonly mode: string;
  readonly player: GoBoardPlayer;
  readonly opponent: 'bot' | null;
  readonly botColor: Color | null;
  /** The strength, 1 to 10 (else the default). */
  readonly botLevel: number;
  /** Seconds the bot may think per move at most, or null for the level alone. */
  readonly botTime: number | null;
}

/** What the element does for the controller. */
export interface BotListener {
  /** Play the bot's answer for `color` in the position it was asked about. */
  answered(move: SuggestedMove, color: Color): void;
  /** The search failed (not aborted): say why. */
  failed(error: unknown): void;
  /** The playouts, which search for the move (loaded the first time). */
  playouts(): Promise<Playouts>;
}

export class BotController implements ReactiveController {
  readonly #host: BotHost;
  readonly #listener: BotListener;
  /** The bot's search and failure, changed only by its transitions (./bot-state.ts), whose
   * `changed` is the bot's one request for the board's update. */
  readonly #state: BotState;

  constructor(host: BotHost, listener: BotListener) {
    this.#host = host;
    this.#listener = listener;
    this.#state = botState(() => host.requestUpdate());
    host.addController(this);
  }

  /** The colour the bot plays now, or null when no bot plays (view mode, no `opponent="bot"`). */
  get color(): Color | null {
    const settings = this.#host;
    if (settings.opponent !== 'bot' || settings.mode !== 'play') return null;
    if (settings.botColor === 'black' || settings.botColor === 'white') return settings.botColor;
    return settings.player === 'white' ? 'black' : 'white';
  }

  /** Whether the bot is choosing a move now. */
  get thinking(): boolean {
    return this.#state.search !== null;
  }

  hostConnected(): void {
    resumed(this.#state);
  }

  hostDisconnected(): void {
    this.#stop();
  }

  /** Aborts a search in progress, and starts one when it is the bot's turn: before each render,
   * so the thinking state shows in the same render as the position. */
  hostUpdate(): void {
    const game = this.#host.game;
    const color = this.color;
    const due =
      game !== null &&
      color !== null &&
      this.#host.isConnected &&
      this.#host.phase === 'play' &&
      !game.isOver &&
      game.turn === color;
    const search = this.#state.search;
    if (search && (!due || search.game !== game || search.node !== game.node)) this.#stop();
    if (due && !this.#state.search && this.#state.failedAt !== game.node) this.#start(game, color);
  }

  #start(game: Game, color: Color): void {
    const search: Search = { game, node: game.node, abort: new AbortController() };
    searching(this.#state, search);
    const { signal } = search.abort;
    const { botLevel, botTime } = this.#host;
    const level = Number.isInteger(botLevel) && botLevel >= 1 && botLevel <= 10 ? botLevel : DEFAULT_BOT_LEVEL;
    const timeMs = typeof botTime === 'number' && botTime > 0 && Number.isFinite(botTime) ? botTime * 1000 : undefined;
    this.#listener
      .playouts()
      .then((playouts) => playouts.suggestMove(game, { level, timeMs, signal }))
      .then(
        // A search given up (#stop) is the record's no more: its late answer is dropped.
        (move) => {
          if (this.#state.search !== search) return;
          searching(this.#state, null);
          this.#listener.answered(move, color);
        },
        (error: unknown) => {
          if (this.#state.search !== search) return;
          searching(this.#state, null, search.node);
          this.#listener.failed(error);
        },
      );
  }

  #stop(): void {
    const search = this.#state.search;
    if (!search) return;
    searching(this.#state, null);
    search.abort.abort(new DOMException('The position changed while the bot was thinking.', 'AbortError'));
  }
}
