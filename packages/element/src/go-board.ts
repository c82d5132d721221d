import { isServer, LitElement, type PropertyDeclarations, type PropertyValues } from 'lit';
import type { Color, Game, GameNode, Point, Score } from '@go-board/rules';
import type {
  ConfirmMoves,
  GoBoardControls,
  GoBoardMode,
  GoBoardOpponent,
  GoBoardPlayer,
  GoBoardTheme,
} from './attributes.js';
import type { GoMove } from './events/go-move.js';
import type { EditTool as GoBoardTool } from './edit/index.js';
import { styles } from './go-board.styles.js';
import { BoardLook } from './host/board-look.js';
import { BoardParts } from './host/board-parts.js';
import type { BoardProperties } from './host/board-properties.js';
import type { DeadStoneGuess } from './host/game-settings.js';
import type { ModeCommands } from './modes/mode.js';
import type { GamePhase } from './play/speech.js';
import { guessDeadStones as guessWithPlayouts } from './playouts/load.js';
import type { ProblemState } from './problem/speech.js';
import type { MoveTarget } from './replay/replay-mode.js';
import type { AnalysisPerspective, KataGoResponse, TreePlacement } from './review/review-slot.js';
import type { GifOptions } from './export/to-gif.js';

export type {
  AnalysisPerspective,
  ConfirmMoves,
  DeadStoneGuess,
  GamePhase,
  GoBoardTool,
  GoBoardControls,
  GoBoardMode,
  GoBoardOpponent,
  GoBoardPlayer,
  GoBoardTheme,
  KataGoResponse,
  MoveTarget,
  ProblemState,
  TreePlacement,
};

/**
 * A Go board for any page: a diagram, a game record to replay with its comments, variations and
 * game information (with its variation tree and an engine's analysis if asked: `tree`, `analysis`),
 * a game to play (`mode="play"`: two players at one device, the built-in bot with
 * `opponent="bot"`, an opponent through the page's own server, or a game on a `@go-board/server`
 * game server with `online="SEAT-OR-WATCH-LINK"`) or a Go problem to solve
 * (`mode="problem"`, the record's tree holding the solution), or an editor of its record
 * (`mode="edit"`: setup, markup, moves and variations, comments and game information, with undo;
 * `board.sgf` reads the record back, `go-change` follows each edit). Give it SGF in the `sgf` attribute,
 * a file to fetch in `src`, or a child `<script type="application/x-go-sgf">` (a Sensei's Library
 * diagram in a child `<script type="text/x-go-diagram">`); without any, it shows an empty board of
 * `size`. Text from the record is always shown as text, never read as HTML.
 *
 * The pointer, touch, the keyboard (a cursor over the points), screen readers (a name that captions
 * the position, a live region) and forced colours are served in every mode. Every text comes from
 * one table of words: the board's `lang`, else its nearest ancestor's, else English. Each mode is a
 * folder loaded the first time a board needs it, as are the playouts (the bot in a Web Worker,
 * ownership, the dead-stone guess); `@go-board/element/ssr` renders boards on the server, which the
 * element hydrates. What each mode does is described where it lives (replay/, play/, problem/, edit/).
 *
 * Online (`online`, a game's link on a game server: online/, loaded with it): a seat's link plays
 * that colour, the game's own link watches it. The board speaks the server's JSON protocol over a
 * WebSocket: the local player's moves, passes, resignation, the marks of the count and its
 * acceptance go to the server and show once it has agreed (a move is shown as sent meanwhile,
 * `pendingMove`), a refusal is said in the status line, and the opponent's moves arrive live with
 * their sound and announcement. Under the status: both players' names and clocks (byo-yomi periods
 * and the last 10 seconds are said), and the connection ("Reconnecting…"), which reopens by
 * itself and shows the game as the server has it.
 *
 * @summary Shows Go diagrams, replays game records from SGF, and plays games, with one script tag.
 *
 * @attr {string} lang - The language of the board's texts, such as `fr`, `ja` or `zh-Hans` (the global attribute). Without it, the nearest ancestor's `lang`; English when no table has the language.
 *
 * @event {GoLoadEvent} go-load - A record (or the empty board, or a new game) has loaded; `event.game`, `event.warnings`.
 * @event {GoNavigateEvent} go-navigate - The shown position changed (controls, keyboard, autoplay, a new `move`, or in play a move, a pass or an undo); `event.moveNumber`, `event.node`. Not fired by loading.
 * @event {GoErrorEvent} go-error - Loading or reading the record failed; `event.reason` (also shown on the board), `event.error`, `event.origin`.
 * @event {GoMoveEvent} go-move - The local player makes a move, before it is played; cancelable: `preventDefault()` vetoes it. `event.detail` is `{ color, x, y }`, `{ color, pass: true }` or `{ color, resign: true }`.
 * @event {GoGameEndEvent} go-game-end - The game ended: the score was accepted or a player resigned; `event.detail` (and the event itself) holds `{ result, score }`.
 * @event {GoScoreChangeEvent} go-score-change - In the count, the local player marked a group dead or alive; `event.deadStones`, `event.score`.
 * @event {GoChangeEvent} go-change - In edit mode, after every edit (and `undoEdit()`, `redoEdit()`): `event.detail` is `{ action, properties, node, points }`, what changed; `board.sgf` reads back the whole record.
 * @event {GoProblemResultEvent} go-problem-result - In problem mode, a line ended: `event.detail` (and the event itself) holds `{ solved, moves }`, the reader's moves as `{ x, y }`.
 *
 * @csspart board - The focusable board area: the SVG board and, on failure, the error message; `aria-busy` while the bot thinks.
 * @csspart error - The message shown over the board when the record could not be loaded or read.
 * @csspart info - The game-information header (players, result, date, event, komi, handicap).
 * @csspart controls - The replay controls under the board; in play mode, the game's buttons (pass, resign, undo, new game, download, accept, resume); in problem mode Retry, Hint and Show solution; in edit mode the editing buttons (moving through the record, undo, redo, pass, delete, download, copy).
 * @csspart toolbar - In edit mode, the toolbar of the editing tools.
 * @csspart editor - In edit mode, the forms under the controls: the comment, the node, the game information and the board.
 * @csspart variations - The list of variations at the shown move.
 * @csspart games - In a record of several games (a collection), the list to choose one from.
 * @csspart comment - The name and comment of the shown move.
 * @csspart status - In play mode, the status line: whose turn, move number, captures, and the last message; in problem mode, whose move or the verdict, and the last message; in edit mode, the tool, the move, whose turn, and what the editor said last.
 * @csspart score - In the count and after it, the score table and the result.
 * @csspart clock - Online, each player's clock (`.black` or `.white`; `.running` while it runs, `.low` in its last 10 seconds), a `timer` named for its player.
 * @csspart tree - With `tree`, the variation tree (its scrolling box holds the ARIA tree).
 * @csspart analysis - With an analysis (or `allow-analysis`), the panel under the board: who leads, the move played against the best, the candidate moves, the tools.
 * @csspart analyze - The Analyze button, which runs the built-in engine (Stop while it runs).
 * @csspart graph - The win-rate (or score-lead) graph of the main line; a slider for the keyboard, with a table for screen readers.
 *
 * @cssproperty [--go-board-background=#e0b56a] - The board's wood.
 * @cssproperty [--go-board-line-color=#2b2118] - Grid lines and the board's edge.
 * @cssproperty [--go-board-line-width=1px] - Grid lines; the edge is twice as thick.
 * @cssproperty [--go-board-star-color=#2b2118] - Star points.
 * @cssproperty [--go-board-black-stone-color=#1c1d21] - Black stones.
 * @cssproperty [--go-board-white-stone-color=#fbfaf6] - White stones.
 * @cssproperty [--go-board-stone-outline-color=#3b3b3b] - The outline of white stones (and of black ones on dark boards).
 * @cssproperty [--go-board-coordinate-color=#2b2118] - Coordinates around the board.
 * @cssproperty [--go-board-markup-color=#111] - Marks, labels, arrows and lines on empty points; the ko mark.
 * @cssproperty [--go-board-mark-on-black-color=#fff] - Marks, labels and numbers on black stones.
 * @cssproperty [--go-board-mark-on-white-color=#111] - Marks, labels and numbers on white stones.
 * @cssproperty [--go-board-last-move-color=#e0433a] - The last-move mark (unset: the mark colour of the stone).
 * @cssproperty [--go-board-variation-color=#1558c7] - Variation letters on the board.
 * @cssproperty [--go-board-selection-color=rgb(21 88 199 / 0.3)] - Points selected by SL.
 * @cssproperty [--go-board-dim-opacity=0.6] - How strongly DD dims points (0 not at all, 1 hidden).
 * @cssproperty [--go-board-cursor-color=#1558c7] - The keyboard cursor.
 * @cssproperty [--go-board-focus-ring-color=#1c64dd] - The focus ring of the board and controls.
 * @cssproperty [--go-board-font-family=system-ui, sans-serif] - Text on and around the board.
 * @cssproperty [--go-board-text-color=currentColor] - Text of the header, controls and comment.
 * @cssproperty [--go-board-panel-background=transparent] - Behind the header, controls and comment.
 * @cssproperty [--go-board-accent-color=#1c64dd] - The slider and the current variation.
 * @cssproperty [--go-board-border-radius=4px] - Corners of the board.
 * @cssproperty [--go-board-max-size=max(16rem, calc(100svh - 7rem))] - The widest the board grows (it is square): by default it fits the viewport with room for the controls under it; `none` lets it fill any container.
 * @cssproperty [--go-board-preview-opacity=0.5] - The translucent stone under the pointer or cursor where the local player would play.
 * @cssproperty [--go-board-dead-stone-opacity=0.4] - Stones marked dead in the count.
 * @cssproperty [--go-board-right-color=#1a7f37] - In problem mode, the circle on the reader's last move when the line is right.
 * @cssproperty [--go-board-wrong-color=#cf222e] - In problem mode, the cross on the reader's last move when the line is wrong; in a record, the sign on a move the rules forbid; the edge of a button asking "Resign?".
 * @cssproperty [--go-board-hint-color=#1558c7] - In problem mode, the ring around the point a hint shows.
 * @cssproperty [--go-board-ownership-black-color=rgb(0 0 0 / 0.5)] - With `show-ownership`, the squares on the points Black is expected to own.
 * @cssproperty [--go-board-ownership-white-color=rgb(255 255 255 / 0.7)] - With `show-ownership`, the squares on the points White is expected to own; the analysis's ownership heat map too.
 * @cssproperty [--go-board-clock-color=currentColor] - Online, the clocks' text.
 * @cssproperty [--go-board-clock-background=transparent] - Online, behind a clock at rest.
 * @cssproperty [--go-board-clock-running-background=rgb(28 100 221 / 0.12)] - Online, behind the clock that runs.
 * @cssproperty [--go-board-clock-low-color=#cf222e] - Online, a running clock's text in its last 10 seconds.
 * @cssproperty [--go-board-candidate-best-color=#0072b2] - The engine's best move on the board (the scale of candidate colours is Okabe and Ito's colour-blind-safe palette).
 * @cssproperty [--go-board-candidate-good-color=#56b4e9] - A candidate close to the best (within half a point, or 1% of win rate).
 * @cssproperty [--go-board-candidate-fair-color=#f0e442] - A candidate within 2 points (4%).
 * @cssproperty [--go-board-candidate-poor-color=#e69f00] - A candidate within 5 points (10%).
 * @cssproperty [--go-board-candidate-bad-color=#d55e00] - A candidate further from the best; the big swings (mistakes) marked on the graph.
 */
export class GoBoard extends BoardLook implements BoardProperties {
  static override styles = styles;
  /** `board.focus()` (and a click on the header or the comment) focuses the board area, as it
   * would a native control: the host itself is not focusable, the board inside it is. */
  static override shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, delegatesFocus: true };

  /** The reactive properties and their attributes (those of the game and the look are in the classes
   * it extends), as Lit's static properties; the fields below hold their JSDoc and defaults. Lit's
   * decorators would bring their code, and esbuild's helper for them, to every page: this table is
   * the same declaration, and custom-elements.json reads it as it read them. */
  static override properties: PropertyDeclarations = {
    sgf: { attribute: 'sgf', noAccessor: true },
    src: { attribute: 'src' },
    gameIndex: { attribute: 'game', type: Number },
    size: { attribute: 'size', type: Number },
    view: { attribute: 'view' },
    controls: { attribute: 'controls' },
    label: { attribute: 'label' },
    autoplay: { attribute: 'autoplay', type: Boolean, reflect: true },
    autoplayDelay: { attribute: 'autoplay-delay', type: Number },
    mode: { attribute: 'mode', reflect: true },
    tool: {},
    tools: {},
    showOwnership: { attribute: 'show-ownership', type: Boolean },
    tree: {
      attribute: 'tree',
      reflect: true,
      converter: { toAttribute: (value: string) => (value === 'none' ? null : value) },
    },
    analysisSrc: { attribute: 'analysis-src' },
    analysisPerspective: { attribute: 'analysis-perspective' },
    allowAnalysis: { attribute: 'allow-analysis', type: Boolean },
    analysis: { attribute: false },
    move: { attribute: 'move' },
  };

  static override get observedAttributes(): string[] {
    // `lang` stays the global attribute it is (no property of ours): the board only listens to it.
    return [...super.observedAttributes, 'lang'];
  }

  /** Everything behind the properties (host/board-parts.ts); `guessDeadStones` is the board's own hook. */
  readonly #parts = new BoardParts(this, (game) => this.guessDeadStones(game));

  /** The mode the board is in, as the page's commands reach it (modes/mode.ts): a command that is not
   * the mode's is missing, and the property or method asking it answers as its JSDoc says. */
  get #mode(): ModeCommands {
    return this.#parts.modes.current;
  }

  /** SGF text of the record to show. Takes precedence over `src` and a child script. In play and edit modes it reads back the record as it stands (`game.toSgf()`), with every move played and every edit made since; setting it (or the attribute) loads that record and continues from its end. */
  get sgf(): string | null {
    return (this.mode === 'play' || this.mode === 'edit') && this.isReady
      ? this.#parts.game!.toSgf()
      : this.#parts.records.sgf;
  }

  set sgf(value: string | null) {
    this.#parts.records.sgf = value;
  }

  /** URL of an SGF file to fetch and show. */
  src: string | null = null;
  /** In a record of several games (a collection), which one to show, counted from 0; the controls offer the list. */
  gameIndex = 0;
  /** The size of the empty board shown when there is no record (1 to 25). */
  size = 19;
  /** Show only part of the board, such as `a1:j10` (Go coordinates) or `aa:jj` (SGF); overrides the record's VW. */
  view: string | null = null;
  /** The replay controls: `full` (the default), `minimal` (back, forward and the count) or `none` (a diagram: no controls, no game-information header). */
  controls: GoBoardControls = 'full';
  /** The accessible name of the board, which the position is added to ("Go board, move 57 of 212, Black Q16"); empty (the default) for "Go board" in the board's language. */
  label = '';
  /** Play the record forward by itself, one move every `autoplayDelay` milliseconds. */
  autoplay = false;
  /** Milliseconds between moves while autoplaying. */
  autoplayDelay = 1500;
  /** `view` (the default) replays records; `play` makes it a board to play on; `problem` a Go problem to solve, whose record holds the solution; `edit` an editor of the record. Reflected. */
  mode: GoBoardMode = 'view';
  /** In edit mode, the tool a click, a tap or Enter uses: `move` (the default), `black`, `white`, `empty`, `triangle`, `square`, `circle`, `cross`, `select`, `dim`, `label`, `number`, `arrow`, `line`, `territory-black`, `territory-white` or `region`. */
  tool: GoBoardTool = 'move';
  /** In edit mode, the tools offered, such as `black white label triangle` (unset: all), and which forms show: `node`, `comment`, `info`, `board` (none named: all). */
  tools: string | null = null;
  /** Paint each point with the colour the playouts expect to own it (an analysis aid), after each change of the position; in view and play modes. */
  showOwnership = false;
  /** The variation tree of the record, in view mode and the editor: `none` (the default), `side` (beside the board) or `below`. Reflected, but for `none`. */
  tree: TreePlacement = 'none';
  /** URL of a file of KataGo analysis-engine responses (JSON or JSON lines) to show: candidates, win rates, ownership, the graph. */
  analysisSrc: string | null = null;
  /** Whose side the analysis's win rates, leads and ownership are from (KataGo's `reportAnalysisWinratesAs`): `auto` (the default: Black's, or the side to move's when the figures flip turn to turn), `black`, `white` or `side-to-move`. */
  analysisPerspective: AnalysisPerspective = 'auto';
  /** Offer the Analyze button, which runs the built-in engine on the position shown (as `analyze()` does). */
  allowAnalysis = false;
  /** An engine's analysis of the record's main line: KataGo analysis-engine responses (an array, one, or their JSON or JSON-lines text), before `analysis-src` and a child `<script type="application/x-go-analysis">`; null for none. What cannot be read fires `go-error` and changes nothing. */
  analysis: unknown = null;

  /** The move number shown: `0` is the start position (the default), `last` the end of the main line. Set a number or `'last'`; it always reads back as the number of the move shown. */
  get move(): number {
    if (this.#parts.records.hasGame) return this.#parts.game!.moveNumber;
    return this.#parts.requestedMove === 'last' ? 0 : this.#parts.requestedMove;
  }

  set move(value: MoveTarget | string) {
    this.#parts.requestMove(value);
  }

  /** The rules `Game` shown, with the whole game tree; null until loaded or after a failure. */
  get game(): Game | null {
    // The page may change it, or keep it: the board keeps it too (record/kept-game.ts).
    return this.#parts.records.hold();
  }

  /** The number of the last move of the line shown (the main line unless a variation was chosen). */
  get totalMoves(): number {
    return this.#parts.modes.replay.totalMoves(this.#parts.game);
  }

  /** How many games the record holds: more than 1 for a collection (choose one with `game`), 0 until loaded. */
  get gameCount(): number {
    return this.#parts.records.shown?.games.length ?? 0;
  }

  /** Whether a game is loaded and shown. */
  get isReady(): boolean {
    return this.#parts.records.hasGame && !this.#parts.records.loading;
  }

  /** In play mode, where the game is: `play`, `scoring` (after two passes) or `finished` (accepted or resigned). Always `play` in view mode. */
  get phase(): GamePhase {
    return this.#mode.phase ?? 'play';
  }

  /** In problem mode, where the reader is: `solving`, `answering` (the board's pause), `solved`, `failed` or `solution` (shown). */
  get problemState(): ProblemState {
    return this.#mode.state ?? 'solving';
  }

  /** The count while scoring (it follows every stone marked), the accepted one once finished; null while playing or after a resignation. */
  get score(): Score | null {
    return this.#mode.score ?? null;
  }

  /** The stones marked dead in the count. Setting it in the scoring phase replaces them (a page keeping two boards in step); it fires no event. */
  get deadStones(): Point[] {
    return this.#mode.deadStones ?? [];
  }

  set deadStones(points: Point[]) {
    const mode = this.#mode;
    if ('deadStones' in mode) mode.deadStones = points;
  }

  /** In play mode, the local move the page vetoed in `go-move` and holds back while its server answers (`{ color, x, y }`, `{ color, pass: true }` or `{ color, resign: true }`), shown as sent; null when none. It is cleared when `play()`, `pass()` or `resign()` plays a move, or by `cancelPendingMove()`. */
  get pendingMove(): GoMove | null {
    return this.#mode.pendingMove ?? null;
  }

  /** Whether the built-in bot is choosing its move now. */
  get botThinking(): boolean {
    return this.#mode.botThinking ?? false;
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'lang') this.#parts.words.refresh();
  }

  override connectedCallback(): void {
    if (!isServer) this.#parts.hydration.notice(this.renderRoot);
    super.connectedCallback();
  }

  /** Every render waits for its mode's folder (a board never shows a mode it is not in), and for
   * the words of a new language; the first render of a board the server rendered, for its record. */
  protected override async scheduleUpdate(): Promise<void> {
    await this.#parts.arrive();
    await super.scheduleUpdate();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.#parts.willUpdate(changed);
  }

  protected override updated(): void {
    this.#parts.updated();
  }

  /** Also waits for the record to load and the replay's controls asked for to arrive (and the
   * renders that show them), so `await board.updateComplete` shows the position asked for. */
  protected override getUpdateComplete(): Promise<boolean> {
    return this.#parts.settled(
      () => super.getUpdateComplete(),
      () => this.isUpdatePending,
    );
  }

  /** Focuses the board area, whichever of the board's controls (the tree, a button) had focus
   * before: the board's keys then act at once, as after a click on the board. */
  override focus(options?: FocusOptions): void {
    this.renderRoot.querySelector<HTMLElement>('[part="board"]')?.focus(options);
  }

  /** Goes to the first move: the start position. */
  first(): boolean {
    return this.#parts.modes.replay.navigate((game) => game.goToStart());
  }

  /** Goes back one move. */
  previous(): boolean {
    return this.#parts.modes.replay.navigate((game) => game.previous());
  }

  /** Goes forward one move: into variation `variation` of the shown move, or along the line. */
  next(variation?: number): boolean {
    return this.#parts.modes.replay.navigate((game) => game.next(variation));
  }

  /** Goes to the last move of the line shown. */
  last(): boolean {
    return this.#parts.modes.replay.navigate((game) => game.goToEnd());
  }

  /** Goes to a move number along the line shown, to `'last'` (the end of the main line) or to a node of the game tree. */
  goTo(target: MoveTarget | GameNode): boolean {
    return this.#parts.goTo(target);
  }

  /** Switches to the previous variation at the nearest move with variations. */
  previousVariation(): boolean {
    return this.#parts.modes.replay.switchVariation(-1);
  }

  /** Switches to the next variation at the nearest move with variations. */
  nextVariation(): boolean {
    return this.#parts.modes.replay.switchVariation(1);
  }

  /**
   * Plays a stone at `point` for the side to move, as a move from elsewhere (a remote opponent,
   * a bot): it obeys the rules and throws their `IllegalMoveError` (with its `reason`) for a move
   * they forbid, changing nothing. Fires `go-navigate`, not `go-move`. In view mode it throws,
   * so a record being replayed is never changed.
   *
   * In problem mode it plays the reader's move exactly as a click does: a move the tree holds
   * goes on (the board answers after `reply-delay`, hurried if still pending), a legal move it
   * does not hold ends the line wrong (`go-problem-result`, never an exception); a move the rules
   * forbid throws their `IllegalMoveError`, and so does a move after the line ended ('game-over').
   */
  play(point: Point): void;
  /** @deprecated Pass a `Point`: `play({ x, y })`. The separate `(x, y)` form goes in the next major release. */
  play(x: number, y: number): void;
  play(point: Point | number, row?: number): void {
    this.#parts.modes
      .playing(this.#parts.game, 'playStone')
      .playStone(typeof point === 'object' && point !== null ? point : { x: point, y: row! });
  }

  /** The side to move passes, as a move from elsewhere; two passes in a row open the count. Throws `IllegalMoveError` ('game-over') once the game is over. */
  pass(): void {
    this.#parts.modes.playing(this.#parts.game, 'pass').pass();
  }

  /** `color` (default: the side to move) resigns, as a move from elsewhere; the game is finished and `go-game-end` fires. */
  resign(color?: Color): void {
    this.#parts.modes.playing(this.#parts.game, 'resign').resign(color ?? this.#parts.game!.turn);
  }

  /** Takes back the last action: a resignation, or the last move (removed from the record), also the pass that ended play; against the bot, its last move and the user's, so the user moves again. Returns false at the start and in view mode. Works without `allow-undo`, which only offers the button. */
  undo(): boolean {
    return this.#mode.undo?.() ?? false;
  }

  /** Drops the held-back local move (its server refused it): the board says it was not played,
   * with `reason` if given, and the player may move again. False when no move is held. */
  cancelPendingMove(reason?: string): boolean {
    return this.#mode.cancelPending?.(reason) ?? false;
  }

  /** Starts a new game from `size`, `komi`, `handicap`, `rules` and `ko`, leaving any record aside; `go-load` fires when it is shown. */
  newGame(): void {
    this.#parts.records.load(true);
  }

  /** Accepts the count in the scoring phase: writes the result into the record's `RE`, finishes the game and fires `go-game-end`. False outside the scoring phase. */
  acceptScore(): boolean {
    return this.#mode.accept?.() ?? false;
  }

  /** Leaves the scoring phase to play on: the last pass is taken back, so the player who made it moves again. False outside the scoring phase. */
  resumePlay(): boolean {
    return this.#mode.resume?.() ?? false;
  }

  /** In problem mode, back to the problem's start to try again (also after the solution). False without a problem. */
  retry(): boolean {
    return this.#mode.retry?.() ?? false;
  }

  /** In problem mode, rings the first right move from the reader's position and says where; returns that point, or null when no right move is left (then says so). */
  hint(): Point | null {
    return this.#mode.hint?.() ?? null;
  }

  /** In problem mode, replays a right line from the start, `reply-delay` apart; fires no `go-problem-result`. False when the tree has no right line. */
  showSolution(): boolean {
    return this.#mode.showSolution?.() ?? false;
  }

  /** In edit mode, takes back the last edit (of any kind); false when there is none, or outside edit mode. */
  undoEdit(): boolean {
    return this.#mode.undoEdit?.() ?? false;
  }

  /** In edit mode, makes again the edit last taken back; false when there is none, or outside edit mode. */
  redoEdit(): boolean {
    return this.#mode.redoEdit?.() ?? false;
  }

  /** Copies the record, with every move and edit made, to the clipboard as SGF text; rejects where the page has no clipboard. */
  async copy(): Promise<void> {
    if (!navigator.clipboard) throw new TypeError('Expected navigator.clipboard (https or localhost), found none.');
    await navigator.clipboard.writeText(this.#parts.game?.toSgf() ?? '');
  }

  /** The position shown as a standalone SVG document (with its styles, no script), as `renderSvg` draws it. */
  toSvg(): string {
    return this.#parts.export.svg();
  }

  /** The position shown as a PNG image, `scale` times the board's size on the screen (default 1): in a palette of 256 colours when the picture keeps its look in one (a board's does), else in true colour. */
  toPng({ scale = 1 }: { scale?: number } = {}): Promise<Blob> {
    return this.#parts.export.png(scale);
  }

  /** An animated GIF of the line shown from move `from` (default 0) to `to` (default its last), `delay` milliseconds a move (default 1000) and `lastDelay` on the last before it loops (default 3 times `delay`), at the board's size on the screen: one palette, each frame after the first only what changed. `onProgress(done, total)` hears how far it is; `signal` (an AbortSignal) stops it, and it then rejects with the signal's reason. */
  toGif(options: GifOptions = {}): Promise<Blob> {
    return this.#parts.export.gif(options);
  }

  /** In view mode, runs the built-in engine (the rules' light playouts, in their Web Worker) on the position shown and shows its candidates, win rate, lead and ownership as an analysis; resolves with them as a KataGo analysis response, or null when stopped (the position changed). `playouts` sets its budget (default 8,000). */
  analyze(options?: { playouts?: number }): Promise<KataGoResponse | null> {
    return this.#parts.review.load().then((part) => part.analyze(options));
  }

  /**
   * The one place the dead stones are guessed when the count opens: by default the
   * `deadStoneGuess` hook, or none. A subclass may override it; the players can always change
   * the proposal, and a proposal arriving after they marked a stone is dropped.
   */
  protected guessDeadStones(game: Game): Point[] | Promise<Point[]> {
    if (this.deadStoneGuess) return this.deadStoneGuess(game);
    return isServer ? [] : guessWithPlayouts(game);
  }

  override render() {
    return this.#parts.render();
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'go-board': GoBoard;
  }
}
