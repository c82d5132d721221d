// What a board replaying a record shows and does beyond its position, loaded the first time a board
// shows it (replay/index.ts, its own chunk): the replay controls and the variations list, the keys
// that step through the record, and autoplay; exploring the points with a cursor (explore.ts) loads
// when first asked for. A static diagram never loads any of it; the navigation itself (next(),
// goTo() ...) is the view mode's, always there.
import { html, type TemplateResult } from 'lit';
import type { Game, GameNode, Point } from '@go-board/rules';
import { ExportButton } from '../export/export-button.js';
import { ownedReplayAction, ReplayAction } from '../input/replay-keys.js';
import type { ModeContext } from '../modes/mode.js';
import type { Words } from '../words/words.js';
import { AutoplayController } from './autoplay-controller.js';
import type { Explorer } from './explore.js';
import { renderControls, type ReplayActions } from './controls.js';
import type { MoveTarget, ReplayControls, ReplaySettings } from './replay-mode.js';
import { renderVariations } from './variations.js';

/** What the part asks of the view mode: its navigation, which the board's methods use too. */
export interface ReplayNavigation {
  navigate(step: (game: Game) => void): boolean;
  goToTarget(target: MoveTarget): boolean;
  switchVariation(step: -1 | 1): boolean;
  totalMoves(game: Game | null): number;
  chosenAt(node: GameNode): GameNode | undefined;
}

export class ReplayPart implements ReplayControls {
  readonly #context: ModeContext;
  readonly #settings: ReplaySettings;
  readonly #replay: ReplayNavigation;
  /** Exploring the points, once the reader asked for it and it arrived. */
  #explorer: Explorer | null = null;
  /** Exploring's module while it loads; the keys pressed meanwhile wait in `#early`. */
  #exploring: Promise<void> | undefined;
  #early: KeyboardEvent[] = [];
  readonly #export: ExportButton;

  constructor(context: ModeContext, settings: ReplaySettings, replay: ReplayNavigation) {
    this.#context = context;
    this.#settings = settings;
    this.#replay = replay;
    this.#export = new ExportButton(context.exporting, (text) => context.say(text));
    new AutoplayController(settings);
  }

  get cursor(): Point | null {
    return this.#explorer?.cursor ?? null;
  }

  /** Settles when exploring, asked for, has arrived and handled the keys pressed meanwhile. */
  get arriving(): Promise<void> | undefined {
    return this.#exploring;
  }

  /** The board leaves the view, or shows another record: the cursor goes. */
  stop(): void {
    this.#explorer?.stop();
  }

  /** Starts autoplay, from the start again when at the end, or pauses it. */
  toggleAutoplay(): void {
    const game = this.#context.host.game;
    if (!this.#settings.autoplay && game && game.moveNumber >= this.#replay.totalMoves(game))
      this.#replay.navigate((shown) => shown.goToStart());
    this.#settings.autoplay = !this.#settings.autoplay;
  }

  /** The controls and the variations list under the board. */
  panel(words: Words, game: Game, controls: 'full' | 'minimal'): TemplateResult {
    const replay = this.#replay;
    const node = game.node;
    return html`
      ${
        game.root.children.length === 0
          ? null
          : renderControls(
              words,
              {
                controls,
                moveNumber: game.moveNumber,
                totalMoves: replay.totalMoves(game),
                atStart: node.parent === null,
                atEnd: node.children.length === 0,
                playing: this.#settings.autoplay,
                autoplayDelay: this.#settings.autoplayDelay,
                extra: this.#export.render(words),
              },
              {
                first: () => replay.navigate((shown) => shown.goToStart()),
                previous: () => replay.navigate((shown) => shown.previous()),
                next: () => replay.navigate((shown) => shown.next()),
                last: () => replay.navigate((shown) => shown.goToEnd()),
                toggleAutoplay: () => this.toggleAutoplay(),
                seek: (moveNumber) => replay.goToTarget(moveNumber),
                setAutoplayDelay: (milliseconds) => (this.#settings.autoplayDelay = milliseconds),
              },
            )
      }
      ${renderVariations(words, node, replay.chosenAt(node), game.height, (target) => replay.navigate((shown) => shown.goTo(target)))}
    `;
  }

  /** The replay controls while the record loads: all there, so their room is kept, and disabled. */
  loadingControls(words: Words, controls: 'full' | 'minimal'): TemplateResult {
    const idle = (): void => {};
    const actions: ReplayActions = {
      first: idle,
      previous: idle,
      next: idle,
      last: idle,
      toggleAutoplay: idle,
      seek: idle,
      setAutoplayDelay: idle,
    };
    return renderControls(
      words,
      {
        controls,
        moveNumber: 0,
        totalMoves: 0,
        atStart: true,
        atEnd: true,
        playing: false,
        autoplayDelay: this.#settings.autoplayDelay,
      },
      actions,
    );
  }

  keydown(event: KeyboardEvent): void {
    if (this.#explorer?.cursor) return this.#explorer.keydown(event);
    // Exploring was asked for and is on its way: the keys after it wait for it, kept from the page.
    if (this.#exploring) {
      if (event.altKey || event.ctrlKey || event.metaKey || event.key === 'Tab') return;
      event.preventDefault();
      this.#early.push(event);
      return;
    }
    const replay = this.#replay;
    const game = this.#context.host.game;
    const action = game ? ownedReplayAction(event, game) : null;
    if (!action || !game) return;
    // Claimed already when the view held the key until this part arrived.
    event.preventDefault();
    switch (action) {
      case ReplayAction.Back:
        return void replay.navigate((shown) => shown.previous());
      case ReplayAction.Forward:
        return void replay.navigate((shown) => shown.next());
      case ReplayAction.First:
        return void replay.navigate((shown) => shown.goToStart());
      case ReplayAction.Last:
        return void replay.navigate((shown) => shown.goToEnd());
      case ReplayAction.BackTen:
        return void replay.goToTarget(Math.max(0, game.moveNumber - 10));
      case ReplayAction.ForwardTen:
        return void replay.goToTarget(game.moveNumber + 10);
      case ReplayAction.PreviousVariation:
        return void replay.switchVariation(-1);
      case ReplayAction.NextVariation:
        return void replay.switchVariation(1);
      case ReplayAction.TogglePlay:
        return this.toggleAutoplay();
      case ReplayAction.Explore:
        return this.#explore(game);
    }
  }

  blur(): void {
    if (this.#explorer?.stop()) this.#context.host.requestUpdate();
  }

  /** Starts exploring; the first time, once its module has arrived. */
  #explore(game: Game): void {
    if (this.#explorer) return this.#explorer.start(game);
    this.#exploring = import('./explore.js').then(
      ({ Explorer }) => {
        this.#explorer = new Explorer(this.#context);
        this.#exploring = undefined;
        const shown = this.#context.host.game;
        if (shown) this.#explorer.start(shown);
        for (const event of this.#early.splice(0)) this.keydown(event);
      },
      (error: unknown) => {
        this.#exploring = undefined;
        this.#early = [];
        console.warn('go-board: could not load exploring.', error);
      },
    );
  }
}
