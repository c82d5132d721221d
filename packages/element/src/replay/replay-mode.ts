// The view mode: a record replayed. It walks the tree as a reader steps through it (forward along
// the variations last visited, sideways between variations), explores the points with a cursor,
// plays the record forward by itself, and shows the replay controls and the variations list.
import { html, type TemplateResult } from 'lit';
import type { Game, GameNode, Point } from '@go-board/rules';
import type { BoardScene, PlayDrawing } from '../board/board.js';
import { centreOf } from '../board/coordinates.js';
import { isShown } from '../board/geometry.js';
import { boardName, positionAnnouncement } from '../board/speech.js';
import { cursorMove, replayAction, ReplayAction, stepCursor } from '../input/keyboard.js';
import type { BoardMode, ModeContext } from '../mode.js';
import { sentences } from '../words/compose.js';
import type { Words } from '../words/words.js';
import { AutoplayController, type AutoplayHost } from './autoplay-controller.js';
import { renderControls } from './controls.js';
import { lineEnd, mainLineEnd, neighbourVariation, rememberPath, type VisitedChildren } from './line.js';
import { renderVariations } from './variations.js';

/** A position to show: a move number along the line shown, or `'last'`, the end of the main line. */
export type MoveTarget = number | 'last';

/** The element's settings the replay reads (the element itself), and autoplay, which it may
 * switch: the element is the autoplay's host. */
export type ReplaySettings = AutoplayHost;

export class ReplayMode implements BoardMode {
  readonly #context: ModeContext;
  readonly #settings: ReplaySettings;
  /** Whether the board shows a record now (in view mode, loaded): only then does it navigate. */
  readonly #navigable: () => boolean;
  /** The child each node was last left through, as the rules' Game follows it too. */
  #visited: VisitedChildren = new WeakMap();
  /** The explore cursor, while the reader explores the points; else null. */
  #cursor: Point | null = null;
  readonly region = null;
  readonly showsVariations = true;
  readonly areaClass = '';
  readonly busy = false;

  constructor(context: ModeContext, settings: ReplaySettings, navigable: () => boolean) {
    this.#context = context;
    this.#settings = settings;
    this.#navigable = navigable;
    new AutoplayController(settings);
  }

  get cursor(): Point | null {
    return this.#cursor;
  }

  /** The number of the last move of the line shown (the main line unless a variation was chosen). */
  totalMoves(game: Game | null): number {
    return game ? lineEnd(game.node, this.#visited).moveNumber : 0;
  }

  /** The child the reader last left `node` through, if any: the variation "forward" follows. */
  chosenAt(node: GameNode): GameNode | undefined {
    return this.#visited.get(node);
  }

  /** Forgets the paths visited: only the line to `node` counts (a new record, or a move played). */
  restartAt(node: GameNode): void {
    this.#visited = new WeakMap();
    rememberPath(this.#visited, node);
  }

  start(): void {
    this.#cursor = null;
  }

  stop(): void {
    this.#cursor = null;
  }

  /** Runs a step of navigation; when it changed the position, shows it and tells the page. A
   * playing board always shows its game's latest position, and a problem the reader's line, so
   * they do not navigate. */
  navigate(step: (game: Game) => void): boolean {
    const game = this.#context.host.game;
    if (!game || !this.#navigable()) return false;
    const before = game.node;
    step(game);
    if (game.node === before) return false;
    rememberPath(this.#visited, game.node);
    this.#context.show(positionAnnouncement(this.#context.words(), game, this.totalMoves(game)));
    return true;
  }

  /** Goes to a move number along the line shown, or to the end of the main line. */
  goToTarget(target: MoveTarget): boolean {
    if (target === 'last') return this.navigate((game) => game.goTo(mainLineEnd(game.root)));
    return this.navigate((game) => game.goToMove(target));
  }

  /** The neighbouring variation at the nearest move with variations. */
  switchVariation(step: -1 | 1): boolean {
    const game = this.#context.host.game;
    const target = game ? neighbourVariation(game, step, this.#visited) : null;
    return target ? this.navigate((shown) => shown.goTo(target)) : false;
  }

  /** Starts autoplay, from the start again when at the end, or pauses it. */
  toggleAutoplay(): void {
    const game = this.#context.host.game;
    if (!this.#settings.autoplay && game && game.moveNumber >= this.totalMoves(game))
      this.navigate((shown) => shown.goToStart());
    this.#settings.autoplay = !this.#settings.autoplay;
  }

  drawing(): PlayDrawing | null {
    return null;
  }

  name(words: Words, label: string, game: Game, scene: BoardScene): string {
    return boardName(words, label, game, this.totalMoves(game), scene.board, scene.markup);
  }

  keysHelp(): string {
    return '';
  }

  pointNotes(): string[] {
    return [];
  }

  panel(words: Words, game: Game, controls: 'full' | 'minimal' | 'none'): TemplateResult | null {
    if (controls === 'none') return null;
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
                totalMoves: this.totalMoves(game),
                atStart: node.parent === null,
                atEnd: node.children.length === 0,
                playing: this.#settings.autoplay,
                autoplayDelay: this.#settings.autoplayDelay,
                extra: this.#context.exportControl?.(),
              },
              {
                first: () => this.navigate((shown) => shown.goToStart()),
                previous: () => this.navigate((shown) => shown.previous()),
                next: () => this.navigate((shown) => shown.next()),
                last: () => this.navigate((shown) => shown.goToEnd()),
                toggleAutoplay: () => this.toggleAutoplay(),
                seek: (moveNumber) => this.goToTarget(moveNumber),
                setAutoplayDelay: (milliseconds) => (this.#settings.autoplayDelay = milliseconds),
              },
            )
      }
      ${renderVariations(words, node, this.#visited.get(node), game.height, (target) => this.navigate((shown) => shown.goTo(target)))}
    `;
  }

  keydown(event: KeyboardEvent): void {
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
    const action = replayAction(event);
    // Space plays a record that has moves; on a board without any it scrolls the page as usual.
    if (!action || !game || (action === ReplayAction.TogglePlay && game.root.children.length === 0)) return;
    event.preventDefault();
    switch (action) {
      case ReplayAction.Back:
        return void this.navigate((shown) => shown.previous());
      case ReplayAction.Forward:
        return void this.navigate((shown) => shown.next());
      case ReplayAction.First:
        return void this.navigate((shown) => shown.goToStart());
      case ReplayAction.Last:
        return void this.navigate((shown) => shown.goToEnd());
      case ReplayAction.BackTen:
        return void this.goToTarget(Math.max(0, game.moveNumber - 10));
      case ReplayAction.ForwardTen:
        return void this.goToTarget(game.moveNumber + 10);
      case ReplayAction.PreviousVariation:
        return void this.switchVariation(-1);
      case ReplayAction.NextVariation:
        return void this.switchVariation(1);
      case ReplayAction.TogglePlay:
        return this.toggleAutoplay();
      case ReplayAction.Explore:
        return this.#startExploring(game);
    }
  }

  click(event: MouseEvent): void {
    // Variation letters on the board choose that variation.
    const letter = (event.target as Element).closest('[data-variation]');
    if (letter) this.navigate((game) => game.next(Number(letter.getAttribute('data-variation'))));
  }

  pointerdown(): void {}

  pointermove(): void {}

  pointerleave(): void {}

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
