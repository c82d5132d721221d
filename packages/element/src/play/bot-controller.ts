// The built-in bot (opponent="bot"): when it is the bot's turn in the play phase, it asks the
// rules' suggestMove() (in their Web Worker, so the page stays responsive) and hands the answer
// to the element, which plays it as a move from elsewhere. A search belongs to one position: a
// move, an undo, a resignation, a new game, switching the bot off or leaving the page aborts it.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Color, Game, GameNode, SuggestedMove } from '@go-board/rules';
import type { Playouts } from '../playouts/load.js';
import type { GamePhase } from './speech.js';

/** What the controller needs of its element. */
export interface BotHost extends ReactiveControllerHost, HTMLElement {
  readonly game: Game | null;
  readonly phase: GamePhase;
}

/** What the element does for the controller. */
export interface BotListener {
  /** The colour the bot plays now, or null when no bot plays (view mode, no `opponent="bot"`). */
  color(): Color | null;
  /** The strength, 1 to 10. */
  level(): number;
  /** Milliseconds the bot may think per move, or undefined when the level alone decides. */
  timeMs(): number | undefined;
  /** Play the bot's answer for `color` in the position it was asked about. */
  answered(move: SuggestedMove, color: Color): void;
  /** The search failed (not aborted): say why. */
  failed(error: unknown): void;
  /** The playouts, which search for the move (loaded the first time). */
  playouts(): Promise<Playouts>;
}

interface Search {
  game: Game;
  node: GameNode;
  abort: AbortController;
}

export class BotController implements ReactiveController {
  readonly #host: BotHost;
  readonly #listener: BotListener;
  #search: Search | null = null;
  /** The position a search failed in: not tried again, so a broken worker does not loop. */
  #failedAt: GameNode | null = null;

  constructor(host: BotHost, listener: BotListener) {
    this.#host = host;
    this.#listener = listener;
    host.addController(this);
  }

  /** Whether the bot is choosing a move now. */
  get thinking(): boolean {
    return this.#search !== null;
  }

  hostConnected(): void {
    // Back on the page: a search the disconnection aborted starts again.
    this.#host.requestUpdate();
  }

  hostUpdate(): void {
    // Before each render, so the thinking state shows in the same render as the position.
    this.#check();
  }

  hostDisconnected(): void {
    this.#stop();
  }

  /** Aborts a search in progress, and starts one when it is the bot's turn. */
  #check(): void {
    const game = this.#host.game;
    const color = this.#listener.color();
    const due =
      game !== null &&
      color !== null &&
      this.#host.isConnected &&
      this.#host.phase === 'play' &&
      !game.isOver &&
      game.turn === color;
    const search = this.#search;
    if (search && (!due || search.game !== game || search.node !== game.node)) this.#stop();
    if (due && !this.#search && this.#failedAt !== game.node) this.#start(game, color);
  }

  #start(game: Game, color: Color): void {
    const search: Search = { game, node: game.node, abort: new AbortController() };
    this.#search = search;
    const { signal } = search.abort;
    const level = this.#listener.level();
    const timeMs = this.#listener.timeMs();
    this.#listener
      .playouts()
      .then((playouts) => playouts.suggestMove(game, { level, timeMs, signal }))
      .then(
        (move) => {
          if (this.#search !== search || signal.aborted) return;
          this.#search = null;
          this.#listener.answered(move, color);
          this.#host.requestUpdate();
        },
        (error: unknown) => {
          if (this.#search !== search || signal.aborted) return;
          this.#search = null;
          this.#failedAt = search.node;
          this.#listener.failed(error);
          this.#host.requestUpdate();
        },
      );
  }

  #stop(): void {
    const search = this.#search;
    if (!search) return;
    this.#search = null;
    search.abort.abort(new DOMException('The position changed while the bot was thinking.', 'AbortError'));
    this.#host.requestUpdate();
  }
}
