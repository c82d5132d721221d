// What a board replaying a record shows and does beyond its position, loaded the first time a board
// shows it (replay/index.ts, its own chunk): the replay controls and the variations list, the keys
// that step through the record, exploring the points with a cursor, and autoplay. A static diagram
// never loads it; the navigation itself (next(), goTo() ...) is the view mode's, always there.
import { html, type TemplateResult } from 'lit';
import type { Game, GameNode, Point } from '@go-board/rules';
import { centreOf } from '../board/coordinates.js';
import { isShown } from '../board/geometry.js';
import { cursorMove, stepCursor } from '../input/keyboard.js';
import { ownedReplayAction, ReplayAction } from '../input/replay-keys.js';
import type { ModeContext } from '../mode.js';
import { sentences } from '../words/compose.js';
import type { Words } from '../words/words.js';
import { AutoplayController } from './autoplay-controller.js';
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
  /** The explore cursor, while the reader explores the points; else null. */
  #cursor: Point | null = null;

  constructor(context: ModeContext, settings: ReplaySettings, replay: ReplayNavigation) {
    this.#context = context;
    this.#settings = settings;
    this.#replay = replay;
    new AutoplayController(settings);
  }

  get cursor(): Point | null {
    return this.#cursor;
  }

  /** The board leaves the view, or shows another record: the cursor goes. */
  stop(): void {
    this.#cursor = null;
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
                extra: this.#context.exportControl?.(),
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
    const replay = this.#replay;
    const game = this.#context.host.game;
    if (this.#cursor) {
      const move = cursorMove(event);
      if (!move) return;
      event.preventDefault();
      if (move === 'leave') {
        this.#cursor = null;
        this.#context.say(this.#context.words().backToReplay);
        this.#context.host.requestUpdate();
        return;
      }
      const { geometry } = this.#context.scene();
      this.#moveCursor(stepCursor(this.#cursor, move, geometry.region, geometry.orientation.step));
      return;
    }
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
        return this.#startExploring(game);
    }
  }

  blur(): void {
    if (this.#cursor === null) return;
    this.#cursor = null;
    this.#context.host.requestUpdate();
  }

  #startExploring(game: Game): void {
    const { geometry } = this.#context.scene();
    // Start where the eye already is: the last move, or else the middle of what is shown.
    const last = game.lastMove;
    const start =
      last && !last.pass && isShown(geometry, last.x, last.y) ? { x: last.x, y: last.y } : centreOf(geometry.region);
    this.#moveCursor(start, this.#context.words().exploring);
  }

  #moveCursor(point: Point, preface = ''): void {
    this.#cursor = point;
    this.#context.say(sentences(this.#context.words(), preface, this.#context.describePoint(point)));
    this.#context.host.requestUpdate();
  }
}
