import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { Game, GameNode } from '@go-board/rules';
import { AutoplayController } from './autoplay-controller.js';
import { GoErrorEvent, type RecordOrigin } from './events/go-error.js';
import { GoLoadEvent } from './events/go-load.js';
import { GoNavigateEvent } from './events/go-navigate.js';
import { styles } from './go-board.styles.js';
import { cursorMove, replayAction, ReplayAction } from './keyboard.js';
import { lineEnd, mainLineEnd, neighbourVariation, rememberPath, type VisitedChildren } from './line.js';
import { parseMoveNumbers, type MoveNumbers } from './move-numbers.js';
import type { ReadRecord } from './record.js';
import { RecordController } from './record-controller.js';
import { boardScene, pointNotes, renderBoard } from './render/board.js';
import { renderComment } from './render/comment.js';
import { isShown } from './render/geometry.js';
import { renderControls } from './render/controls.js';
import { renderGameInfo } from './render/game-info.js';
import { renderVariations } from './render/variations.js';
import { boardName, pointDescription, positionAnnouncement } from './speech.js';

/** The looks the element ships with: `wood`, a flat black-and-white `book` style for diagrams,
 * and `dark`. Every colour can also be set through the `--go-board-*` properties. */
export type GoBoardTheme = 'wood' | 'book' | 'dark';
/** Which replay controls to show under the board. */
export type GoBoardControls = 'full' | 'minimal' | 'none';
/** A position to show: a move number along the current line, or `'last'`, the end of the main line. */
export type MoveTarget = number | 'last';

type Point = { x: number; y: number };

/** Reads a `move` value: 'last', or a whole number from 0; anything else is the start. */
function parseMoveTarget(value: unknown): MoveTarget {
  if (typeof value === 'string' && value.trim().toLowerCase() === 'last') return 'last';
  const number = typeof value === 'number' ? value : Number(String(value ?? '').trim() || 0);
  return Number.isFinite(number) && number > 0 ? Math.floor(number) : 0;
}

/** A board side the empty board can have: the rules allow 1 to 25. */
function boardSide(size: number): number {
  return Number.isInteger(size) && size >= 1 && size <= 25 ? size : 19;
}

/**
 * A Go board for any page: a diagram, or a game record to replay with its comments, variations
 * and game information. Give it SGF in the `sgf` attribute, a file to fetch in `src`, or a child
 * `<script type="application/x-go-sgf">`; without any, it shows an empty board of `size`.
 *
 * Text from the record (comments, names, labels, game information) is always shown as text,
 * never read as HTML.
 *
 * @summary Shows Go diagrams and replays game records from SGF, with one script tag.
 *
 * @event {GoLoadEvent} go-load - A record (or the empty board) has loaded; `event.game`, `event.warnings`.
 * @event {GoNavigateEvent} go-navigate - The shown position changed (controls, keyboard, autoplay, or a new `move`); `event.moveNumber`, `event.node`. Not fired by loading.
 * @event {GoErrorEvent} go-error - Loading or reading the record failed; `event.reason` (also shown on the board), `event.error`, `event.origin`.
 *
 * @csspart board - The focusable board area: the SVG board and, on failure, the error message.
 * @csspart error - The message shown over the board when the record could not be loaded or read.
 * @csspart info - The game-information header (players, result, date, event, komi, handicap).
 * @csspart controls - The replay controls under the board.
 * @csspart variations - The list of variations at the shown move.
 * @csspart comment - The name and comment of the shown move.
 *
 * @cssproperty [--go-board-background=#dcb35c] - The board's wood.
 * @cssproperty [--go-board-line-color=#2b2118] - Grid lines and the board's edge.
 * @cssproperty [--go-board-line-width=1px] - Grid lines; the edge is twice as thick.
 * @cssproperty [--go-board-star-color=#2b2118] - Star points.
 * @cssproperty [--go-board-black-stone-color=#161616] - Black stones.
 * @cssproperty [--go-board-white-stone-color=#f6f5f0] - White stones.
 * @cssproperty [--go-board-stone-outline-color=#3b3b3b] - The outline of white stones (and of black ones on dark boards).
 * @cssproperty [--go-board-coordinate-color=#2b2118] - Coordinates around the board.
 * @cssproperty [--go-board-markup-color=#111] - Marks, labels, arrows and lines on empty points.
 * @cssproperty [--go-board-mark-on-black-color=#fff] - Marks, labels and numbers on black stones.
 * @cssproperty [--go-board-mark-on-white-color=#111] - Marks, labels and numbers on white stones.
 * @cssproperty [--go-board-last-move-color=#e0433a] - The last-move mark (unset: the mark colour of the stone).
 * @cssproperty [--go-board-variation-color=#1558c7] - Variation letters on the board.
 * @cssproperty [--go-board-selection-color=rgb(21 88 199 / 0.3)] - Points selected by SL.
 * @cssproperty [--go-board-dim-opacity=0.6] - How strongly DD dims points (0 not at all, 1 hidden).
 * @cssproperty [--go-board-cursor-color=#1558c7] - The keyboard cursor.
 * @cssproperty [--go-board-focus-ring-color=#1558c7] - The focus ring of the board and controls.
 * @cssproperty [--go-board-font-family=system-ui, sans-serif] - Text on and around the board.
 * @cssproperty [--go-board-text-color=currentColor] - Text of the header, controls and comment.
 * @cssproperty [--go-board-panel-background=transparent] - Behind the header, controls and comment.
 * @cssproperty [--go-board-accent-color=#1558c7] - The slider and the current variation.
 * @cssproperty [--go-board-border-radius=4px] - Corners of the board.
 */
export class GoBoard extends LitElement {
  static override styles = styles;

  readonly #records = new RecordController(this, {
    loaded: (record, origin) => this.#show(record, origin),
    failed: (reason, error, origin) => this.#fail(reason, error, origin),
  });
  #game: Game | null = null;
  /** The child each node was last left through, as the rules' Game follows it too. */
  #visited: VisitedChildren = new WeakMap();
  /** The `move` last asked for (attribute or property), where a newly loaded record opens. */
  #requestedMove: MoveTarget = 0;

  /** The node shown; a new node makes Lit render the new position. */
  @state() private shownNode: GameNode | null = null;
  @state() private errorMessage = '';
  @state() private announcement = '';
  /** The keyboard cursor while exploring the intersections, else null. */
  @state() private cursor: Point | null = null;

  /** SGF text of the record to show. Takes precedence over `src` and a child script. */
  @property({ attribute: 'sgf' }) sgf: string | null = null;

  /** URL of an SGF file to fetch and show. */
  @property({ attribute: 'src' }) src: string | null = null;

  /** The size of the empty board shown when there is no record (1 to 25). */
  @property({ attribute: 'size', type: Number }) size = 19;

  /** Show the board's coordinates (A-T without I, rows numbered from the bottom). */
  @property({ attribute: 'coordinates', type: Boolean }) coordinates = false;

  /** Write move numbers on the stones: `all` (or the bare attribute), or from a given move, as book diagrams do. */
  @property({ attribute: 'move-numbers', converter: { fromAttribute: parseMoveNumbers, toAttribute: (value: MoveNumbers) => (value === null ? null : String(value)) } })
  moveNumbers: MoveNumbers = null;

  /** Show only part of the board, such as `a1:j10` (Go coordinates) or `aa:jj` (SGF); overrides the record's VW. */
  @property({ attribute: 'view' }) view: string | null = null;

  /** The look: `wood` (the default), `book` (flat black and white, for diagrams) or `dark`. */
  @property({ attribute: 'theme', reflect: true }) theme: GoBoardTheme = 'wood';

  /** The replay controls: `full` (the default), `minimal` (back, forward and the count) or `none` (a diagram: no controls, no game-information header). */
  @property({ attribute: 'controls' }) controls: GoBoardControls = 'full';

  /** The accessible name of the board, which the position is added to ("Go board, move 57 of 212, Black Q16"). */
  @property({ attribute: 'label' }) label = 'Go board';

  /** Play the record forward by itself, one move every `autoplayDelay` milliseconds. */
  @property({ attribute: 'autoplay', type: Boolean, reflect: true }) autoplay = false;

  /** Milliseconds between moves while autoplaying. */
  @property({ attribute: 'autoplay-delay', type: Number }) autoplayDelay = 1500;

  /**
   * The move number shown: `0` is the start position (the default), `last` the end of the main
   * line. Set a number or `'last'`; it always reads back as the number of the move shown.
   */
  @property({ attribute: 'move' })
  get move(): number {
    if (this.#game) return this.#game.moveNumber;
    return this.#requestedMove === 'last' ? 0 : this.#requestedMove;
  }

  set move(value: MoveTarget | string) {
    this.#requestedMove = parseMoveTarget(value);
    if (this.#game && !this.#records.loading) this.#goToTarget(this.#requestedMove);
  }

  /** The rules `Game` shown, with the whole game tree; null until loaded or after a failure. */
  get game(): Game | null {
    return this.#game;
  }

  /** The number of the last move of the line shown (the main line unless a variation was chosen). */
  get totalMoves(): number {
    return this.#game ? lineEnd(this.#game.node, this.#visited).moveNumber : 0;
  }

  /** Whether a game is loaded and shown. */
  get isReady(): boolean {
    return this.#game !== null && !this.#records.loading;
  }

  constructor() {
    super();
    new AutoplayController(this);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('sgf') || changed.has('src') || changed.has('size')) this.#records.load();
  }

  /** Also waits for the record to load, so `await board.updateComplete` shows the position asked for. */
  protected override async getUpdateComplete(): Promise<boolean> {
    let complete = await super.getUpdateComplete();
    while (this.#records.loading) {
      await this.#records.loading;
      complete = await super.getUpdateComplete();
    }
    return complete;
  }

  #onKeyDown(event: KeyboardEvent): void {
    if (this.cursor) {
      const move = cursorMove(event);
      if (!move) return;
      event.preventDefault();
      if (move === 'leave') {
        this.cursor = null;
        this.announcement = 'Back to replaying the game.';
        return;
      }
      const { region } = this.#scene().geometry;
      const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));
      const x = 'row' in move ? (move.row === 'start' ? region.left : region.right) : clamp(this.cursor.x + move.dx, region.left, region.right);
      const y = 'row' in move ? this.cursor.y : clamp(this.cursor.y + move.dy, region.top, region.bottom);
      this.#moveCursor({ x, y }, '');
      return;
    }
    const action = replayAction(event);
    if (!action) return;
    event.preventDefault();
    switch (action) {
      case ReplayAction.Back:
        return void this.previous();
      case ReplayAction.Forward:
        return void this.next();
      case ReplayAction.First:
        return void this.first();
      case ReplayAction.Last:
        return void this.last();
      case ReplayAction.BackTen:
        return void this.goTo(Math.max(0, this.move - 10));
      case ReplayAction.ForwardTen:
        return void this.goTo(this.move + 10);
      case ReplayAction.PreviousVariation:
        return void this.previousVariation();
      case ReplayAction.NextVariation:
        return void this.nextVariation();
      case ReplayAction.Explore:
        return this.#startExploring();
    }
  }

  #onBoardClick(event: Event): void {
    // Variation letters on the board choose that variation; the rest of the board is for
    // playing, which a later `mode` will handle.
    const letter = (event.target as Element).closest('[data-variation]');
    if (letter) this.next(Number(letter.getAttribute('data-variation')));
  }

  #onBoardBlur(): void {
    this.cursor = null;
  }

  #toggleAutoplay(): void {
    if (!this.autoplay && this.move >= this.totalMoves) this.first();
    this.autoplay = !this.autoplay;
  }

  /** Goes to the first move: the start position. */
  first(): boolean {
    return this.#navigate((game) => game.goToStart());
  }

  /** Goes back one move. */
  previous(): boolean {
    return this.#navigate((game) => game.previous());
  }

  /** Goes forward one move: into variation `variation` of the shown move, or along the line. */
  next(variation?: number): boolean {
    return this.#navigate((game) => game.next(variation));
  }

  /** Goes to the last move of the line shown. */
  last(): boolean {
    return this.#navigate((game) => game.goToEnd());
  }

  /** Goes to a move number along the line shown, to `'last'` (the end of the main line) or to a node of the game tree. */
  goTo(target: MoveTarget | GameNode): boolean {
    if (typeof target === 'object') return this.#navigate((game) => game.goTo(target));
    return this.#goToTarget(parseMoveTarget(target));
  }

  /** Switches to the previous variation at the nearest move with variations. */
  previousVariation(): boolean {
    return this.#switchVariation(-1);
  }

  /** Switches to the next variation at the nearest move with variations. */
  nextVariation(): boolean {
    return this.#switchVariation(1);
  }

  #switchVariation(step: -1 | 1): boolean {
    const game = this.#game;
    const target = game ? neighbourVariation(game, step, this.#visited) : null;
    return target ? this.#navigate((shown) => shown.goTo(target)) : false;
  }

  #goToTarget(target: MoveTarget): boolean {
    if (target === 'last') return this.#navigate((game) => game.goTo(mainLineEnd(game.root)));
    return this.#navigate((game) => game.goToMove(target));
  }

  /** Runs a step of navigation; when it changed the position, shows, announces and tells. */
  #navigate(step: (game: Game) => void): boolean {
    const game = this.#game;
    if (!game || this.#records.loading) return false;
    const before = game.node;
    step(game);
    if (game.node === before) return false;
    rememberPath(this.#visited, game.node);
    this.shownNode = game.node;
    this.announcement = positionAnnouncement(game, this.totalMoves);
    this.dispatchEvent(new GoNavigateEvent(game.moveNumber, game.node));
    return true;
  }

  #startExploring(): void {
    const game = this.#game;
    if (!game) return;
    const { geometry } = this.#scene();
    const { region } = geometry;
    // Start where the eye already is: the last move, or else the middle of what is shown.
    const last = game.lastMove;
    const start =
      last && !last.pass && isShown(geometry, last.x, last.y)
        ? { x: last.x, y: last.y }
        : { x: Math.floor((region.left + region.right) / 2), y: Math.floor((region.top + region.bottom) / 2) };
    this.#moveCursor(start, 'Exploring the intersections: arrow keys move, Escape returns to the game. ');
  }

  #moveCursor(point: Point, preface: string): void {
    this.cursor = point;
    const game = this.#game;
    if (!game) return;
    this.announcement = preface + pointDescription(game, point.x, point.y, pointNotes(this.#scene(), point.x, point.y));
  }

  #show({ game, warnings }: ReadRecord, origin: RecordOrigin): void {
    this.#game = game;
    this.#visited = new WeakMap();
    const target = this.#requestedMove;
    if (target === 'last') game.goTo(mainLineEnd(game.root));
    else game.goToMove(target);
    rememberPath(this.#visited, game.node);
    this.errorMessage = '';
    this.cursor = null;
    this.announcement = '';
    this.shownNode = game.node;
    this.dispatchEvent(new GoLoadEvent(game, origin, warnings));
  }

  #fail(reason: string, error: unknown, origin: RecordOrigin): void {
    this.#game = null;
    this.shownNode = null;
    this.autoplay = false;
    this.errorMessage = reason;
    this.announcement = reason;
    this.dispatchEvent(new GoErrorEvent(reason, error, origin));
  }

  #scene(): ReturnType<typeof boardScene> {
    const side = boardSide(this.size);
    return boardScene(this.#game, {
      width: side,
      height: side,
      coordinates: this.coordinates,
      moveNumbers: this.moveNumbers,
      view: this.view,
    });
  }

  override render() {
    const game = this.#game;
    const scene = this.#scene();
    const totalMoves = this.totalMoves;
    const name = this.errorMessage
      ? `${this.label}, ${this.errorMessage}`
      : game && !this.#records.loading
        ? boardName(this.label, game, totalMoves, scene.board)
        : `${this.label}, loading`;
    const node = this.shownNode ?? undefined;
    // controls="none" is the diagram: the board and its comment, no header and no controls.
    const controls = this.controls === 'minimal' || this.controls === 'none' ? this.controls : 'full';
    return html`
      ${controls === 'none' ? nothing : renderGameInfo(game?.root)}
      <div part="board" class="board" role="application" tabindex="0" aria-label=${name}
        @keydown=${this.#onKeyDown} @click=${this.#onBoardClick} @blur=${this.#onBoardBlur}>
        ${renderBoard(scene, this.cursor)}
        ${this.errorMessage ? html`<div part="error" class="error" role="alert">${this.errorMessage}</div>` : nothing}
      </div>
      <div class="visually-hidden" role="status" aria-live="polite">${this.announcement}</div>
      ${controls === 'none' || !game || game.root.children.length === 0
        ? nothing
        : renderControls(
            {
              controls,
              moveNumber: game.moveNumber,
              totalMoves,
              atStart: game.node.parent === null,
              atEnd: game.node.children.length === 0,
              playing: this.autoplay,
              autoplayDelay: this.autoplayDelay,
            },
            {
              first: () => this.first(),
              previous: () => this.previous(),
              next: () => this.next(),
              last: () => this.last(),
              toggleAutoplay: () => this.#toggleAutoplay(),
              seek: (moveNumber) => this.goTo(moveNumber),
              setAutoplayDelay: (milliseconds) => (this.autoplayDelay = milliseconds),
            },
          )}
      ${controls === 'none' || !node ? nothing : renderVariations(node, this.#visited.get(node), game?.height ?? 19, (target) => this.goTo(target))}
      ${renderComment(node)}
    `;
  }
}

if (!customElements.get('go-board')) customElements.define('go-board', GoBoard);

declare global {
  interface HTMLElementTagNameMap {
    'go-board': GoBoard;
  }
}
