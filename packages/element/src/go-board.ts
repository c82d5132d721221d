import { adoptStyles, html, isServer, LitElement, nothing, type CSSResultOrNative, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { Game, type Color, type GameNode, type KoRule, type Point, type Score, type ScoringRules } from '@go-board/rules';
import {
  checkGameIndex, checkMove, checkSettings, checkView, parseConfirmMoves, readMoveTarget,
  type AttributeHost, type AttributeProblem, type ConfirmMoves, type GoBoardMode, type GoBoardPlayer,
} from './attributes.js';
import { boardScene, pointNotes, renderBoard, type BoardScene } from './board/board.js';
import { parseMoveNumbers, type MoveNumbers } from './board/move-numbers.js';
import { pointDescription, positionAnnouncement } from './board/speech.js';
import { GoErrorEvent, type RecordOrigin } from './events/go-error.js';
import { GoLoadEvent } from './events/go-load.js';
import type { GoMove } from './events/go-move.js';
import { GoNavigateEvent } from './events/go-navigate.js';
import { styles } from './go-board.styles.js';
import { loadedMode, loadMode, type BoardMode, type ModeContext } from './mode.js';
import type { PlayMode, PlaySettings } from './play/play-mode.js';
import type { GamePhase } from './play/speech.js';
import { loadPlayouts } from './playouts/load.js';
import { OwnershipController } from './playouts/ownership-controller.js';
import type { ProblemMode } from './problem/problem-mode.js';
import type { ProblemState } from './problem/speech.js';
import { downloadText } from './record/download.js';
import type { DiagramDisplay, GameTitle, ReadRecord } from './record/read.js';
import { RecordController } from './record/record-controller.js';
import { renderComment } from './replay/comment.js';
import { renderControls, type ReplayActions } from './replay/controls.js';
import { renderGameInfo } from './replay/game-info.js';
import { renderGameList } from './replay/game-list.js';
import { mainLineEnd } from './replay/line.js';
import { ReplayMode, type MoveTarget } from './replay/replay-mode.js';
import { en } from './words/en.js';
import { list } from './words/compose.js';
import type { Phrase } from './words/words.js';
import { WordsController } from './words/words-controller.js';

/** The looks the element ships with: `wood`, a flat black-and-white `book` style for diagrams,
 * and `dark`. Every colour can also be set through the `--go-board-*` properties. */
export type GoBoardTheme = 'wood' | 'book' | 'dark';
/** Which replay controls to show under the board. */
export type GoBoardControls = 'full' | 'minimal' | 'none';
/** The hook that proposes the dead stones when the count opens: `guessDeadStones` from
 * `@go-board/rules` fits it, or any function of the game that returns points (or a promise). */
export type DeadStoneGuess = (game: Game) => Point[] | Promise<Point[]>;
/** Who plays the colour the local user does not: `bot`, the built-in bot; null, someone elsewhere (or nobody). */
export type GoBoardOpponent = 'bot' | null;
export type { ConfirmMoves, GamePhase, GoBoardMode, GoBoardPlayer, MoveTarget, ProblemState };

/** Milliseconds a render waits for the words of a new language to arrive, before it shows the
 * board in English meanwhile. */
const WORDS_WAIT = 1000;

/** Playouts of the dead-stone guess when the count opens: on 19x19 about 50 ms of work. */
const DEAD_STONE_PLAYOUTS = 1000;

/** The replay controls while the record loads: shown, all disabled, doing nothing. */
const LOADING_ACTIONS: ReplayActions = { first() {}, previous() {}, next() {}, last() {}, toggleAutoplay() {}, seek() {}, setAutoplayDelay() {} };

/**
 * A Go board for any page: a diagram, a game record to replay with its comments, variations
 * and game information, or (with `mode="play"`) a board to play on. Give it SGF in the `sgf`
 * attribute, a file to fetch in `src`, or a child `<script type="application/x-go-sgf">`;
 * without any, it shows an empty board of `size`. A child `<script type="text/x-go-diagram">`
 * holds a diagram in Sensei's Library's `$$` format instead, shown as drawn: at its last move,
 * its moves numbered, with coordinates for `$$c` (unless `move` or `move-numbers` say otherwise).
 *
 * Playing: a translucent stone of the side to move follows the pointer over the points it may
 * play; a click plays (a tap shows the stone first and a second tap on it plays, see
 * `confirm-moves`). The keyboard has a cursor: arrows move it, Enter or Space plays, P passes.
 * A point that cannot be played says why. Two passes open the count: click or press Enter on a
 * chain to mark its group dead or alive, then accept the score (or resume play). Every local
 * move fires a cancelable `go-move` first; `play()`, `pass()`, `resign()` and `undo()` apply
 * moves from elsewhere, such as a server.
 *
 * Problems (`mode="problem"`): the record's tree holds the solution of a Go problem. The reader
 * plays one colour (`PL`, else the colour of the tree's first move) by click, tap, keyboard or
 * `play(x, y)`; after each move the tree holds, the board answers from the tree after
 * `reply-delay` milliseconds; a move the tree does not hold is wrong. A line is right when it
 * ends on a node whose comment says RIGHT or CORRECT or that has `GB`/`GW` (for the reader's
 * colour) or `TE`; in files that mark only wrong lines (`BM` on the reader's move, or a comment
 * saying WRONG), every other line is right; in files with no marks, every line of the tree is.
 * The board shows the problem's area (`VW`, else its stones with a margin, out to the near
 * edges) unless `view` is given, and offers Retry, Hint and Show solution.
 *
 * Text from the record (comments, names, labels, game information) is always shown as text,
 * never read as HTML.
 *
 * Languages: every text the board shows or says (controls, status, names, announcements, reasons)
 * comes from one table of words. The language is the board's own `lang` attribute, else the
 * `lang` of its nearest ancestor (across shadow roots; usually `<html lang>`), else English;
 * a tag is looked up from the most specific to the least (`fr-CA`, then `fr`). English is built
 * in; French (`fr`), German (`de`), Japanese (`ja`), Korean (`ko`) and Simplified Chinese
 * (`zh-Hans`, also `zh` and `zh-CN`) are loaded the first time a board needs them.
 * `registerWords(lang, words)` adds a language or changes some words of one; any key a table
 * lacks is said in English.
 *
 * The built-in bot (`opponent="bot"`, in play mode): it plays `bot-color` (by default the colour
 * `player` leaves, White when the user plays both) at strength `bot-level` (1 to 10). On its turn
 * it thinks in a Web Worker, so the page stays responsive: the status says "Thinking…", the board
 * is `aria-busy`, and a dot pulses. Its move, pass or resignation is played as a move from
 * elsewhere. Meanwhile the user may resign or undo (Undo against the bot takes back the bot's move
 * and the user's, so the user moves again); any change of the position, a new game, switching the
 * bot off or leaving the page aborts its search. The playout code (bot, ownership, dead stones)
 * loads the first time it is needed, in a chunk of its own (`go-board.bot.js` beside the standalone
 * bundle, with the worker script `worker.js`).
 *
 * Counting: when the count opens, the dead stones are proposed by playouts (`guessDeadStones` from
 * `@go-board/rules`), unless `deadStoneGuess` is given; the players can change the proposal.
 *
 * Analysis: `show-ownership` paints each point with a translucent square of the colour the
 * playouts expect to own it, larger the surer they are, estimated again after each change of the
 * position (in view and play modes).
 *
 * Server rendering: `@go-board/element/ssr` renders the board to HTML with declarative shadow
 * DOM, which shows without JavaScript; the element hydrates it when its script arrives.
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
 * @event {GoProblemResultEvent} go-problem-result - In problem mode, a line ended: `event.detail` (and the event itself) holds `{ solved, moves }`, the reader's moves as `{ x, y }`.
 *
 * @csspart board - The focusable board area: the SVG board and, on failure, the error message; `aria-busy` while the bot thinks.
 * @csspart error - The message shown over the board when the record could not be loaded or read.
 * @csspart info - The game-information header (players, result, date, event, komi, handicap).
 * @csspart controls - The replay controls under the board; in play mode, the game's buttons (pass, resign, undo, new game, download, accept, resume); in problem mode Retry, Hint and Show solution.
 * @csspart variations - The list of variations at the shown move.
 * @csspart games - In a record of several games (a collection), the list to choose one from.
 * @csspart comment - The name and comment of the shown move.
 * @csspart status - In play mode, the status line: whose turn, move number, captures, and the last message; in problem mode, whose move or the verdict, and the last message.
 * @csspart score - In the count and after it, the score table and the result.
 *
 * @cssproperty [--go-board-background=#dcb35c] - The board's wood.
 * @cssproperty [--go-board-line-color=#2b2118] - Grid lines and the board's edge.
 * @cssproperty [--go-board-line-width=1px] - Grid lines; the edge is twice as thick.
 * @cssproperty [--go-board-star-color=#2b2118] - Star points.
 * @cssproperty [--go-board-black-stone-color=#161616] - Black stones.
 * @cssproperty [--go-board-white-stone-color=#f6f5f0] - White stones.
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
 * @cssproperty [--go-board-ownership-white-color=rgb(255 255 255 / 0.7)] - With `show-ownership`, the squares on the points White is expected to own.
 */
export class GoBoard extends LitElement {
  static override styles = styles;
  /** `board.focus()` (and a click on the header or the comment) focuses the board area, as it
   * would a native control: the host itself is not focusable, the board inside it is. */
  static override shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, delegatesFocus: true };

  static override get observedAttributes(): string[] {
    // `lang` stays the global attribute it is (no property of ours): the board only listens to it.
    return [...super.observedAttributes, 'lang'];
  }

  readonly #records = new RecordController(this, {
    sources: () => ({ sgf: this.#sgfSource, src: this.src }),
    emptyGame: () => new Game({ size: this.size, komi: this.komi, handicap: this.handicap, rules: this.rules, ko: this.ko }),
    ko: () => this.ko,
    gameIndex: () => this.gameIndex,
    loaded: (record, origin) => this.#showRecord(record, origin),
    failed: (reason, error, origin) => this.#fail(reason, error, origin),
  });
  readonly #words = new WordsController(this);
  readonly #ownership = new OwnershipController(this, () => this.showOwnership && this.mode !== 'problem');
  /** What every mode may ask of the board. */
  readonly #context: ModeContext = {
    host: this,
    words: () => this.#words.words,
    scene: () => this.#scene(),
    svg: () => this.renderRoot.querySelector<SVGSVGElement>('svg.goban'),
    show: (announcement) => this.#showPosition(announcement),
    say: (text) => (this.announcement = text),
    said: () => this.announcement,
    describePoint: (point) => this.#describePoint(point),
  };
  /** The view mode, always here; play and problem arrive the first time the board needs them. */
  readonly #replay = new ReplayMode(this.#context, this.#replaySettings());
  #play: PlayMode | null = null;
  #problem: ProblemMode | null = null;
  /** The styles of the modes that have arrived, adopted beside the board's own. */
  #modeStyles: CSSResultOrNative[] = [];
  #game: Game | null = null;
  /** The `sgf` attribute's text: the record to load (the property reads back the game in play). */
  #sgfSource: string | null = null;
  #sgfChanged = false;
  /** Whether the game shown is the board's own (no record), which its settings made. */
  #ownGame = false;
  /** The `move` last asked for (attribute or property), where a newly loaded record opens. */
  #requestedMove: MoveTarget = 0;
  /** How the diagram shown (from a child diagram script) asks to be shown, or null. */
  #diagram: DiagramDisplay | null = null;
  /** Whether the page came with this board rendered on the server (declarative shadow DOM): its
   * first render then hydrates that one, and must be the same. */
  #serverRendered = false;
  /** Whether the record was loaded before the first update, so that update need not load it. */
  #preloaded = false;
  /** What each game of the record is called, when it holds several (a collection); else one entry. */
  #games: GameTitle[] = [];
  /** Settings found unusable before the board could say so (see #reportAttribute). */
  #unsaid: AttributeProblem[] = [];

  /** The node shown; a new node makes Lit render the new position. */
  @state() private shownNode: GameNode | null = null;
  /** Why the record could not be shown, when it could not. */
  @state() private errorReason: Phrase | null = null;
  @state() private announcement = '';

  /**
   * SGF text of the record to show. Takes precedence over `src` and a child script. In play
   * mode it reads back the game as it stands (`game.toSgf()`), with every move played since;
   * setting it (or the attribute) loads that record and continues from its end.
   */
  @property({ attribute: 'sgf', noAccessor: true })
  get sgf(): string | null {
    return this.mode === 'play' && this.#game && !this.#records.loading ? this.#game.toSgf() : this.#sgfSource;
  }

  set sgf(value: string | null) {
    if (value === this.#sgfSource) return;
    this.#sgfSource = value;
    this.#sgfChanged = true;
    this.requestUpdate();
  }

  /** URL of an SGF file to fetch and show. */
  @property({ attribute: 'src' }) src: string | null = null;

  /** In a record of several games (a collection), which one to show, counted from 0; the controls offer the list. */
  @property({ attribute: 'game', type: Number }) gameIndex = 0;

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

  /** The accessible name of the board, which the position is added to ("Go board, move 57 of 212, Black Q16"); empty (the default) for "Go board" in the board's language. */
  @property({ attribute: 'label' }) label = '';

  /** Play the record forward by itself, one move every `autoplayDelay` milliseconds. */
  @property({ attribute: 'autoplay', type: Boolean, reflect: true }) autoplay = false;

  /** Milliseconds between moves while autoplaying. */
  @property({ attribute: 'autoplay-delay', type: Number }) autoplayDelay = 1500;

  /** `view` (the default) replays records; `play` makes it a board to play on; `problem` a Go problem to solve, whose record holds the solution. Reflected. */
  @property({ attribute: 'mode', reflect: true }) mode: GoBoardMode = 'view';

  /** Komi, the points White receives, for the games the board starts itself; changing it re-counts the game. */
  @property({ attribute: 'komi', type: Number }) komi = 6.5;

  /** Handicap stones (0, or 2 to 9) placed on the star points for the games the board starts itself; White then moves first. */
  @property({ attribute: 'handicap', type: Number }) handicap = 0;

  /** How the game is counted: `area` (stones and territory, the default) or `territory` (territory and prisoners). */
  @property({ attribute: 'rules' }) rules: ScoringRules = 'area';

  /** Which repetitions are forbidden: `simple` ko (the default), `positional` or `situational` superko. */
  @property({ attribute: 'ko' }) ko: KoRule = 'simple';

  /** Which colours the local user may play: `black`, `white`, or `both` (the default, two players at one device). */
  @property({ attribute: 'player' }) player: GoBoardPlayer = 'both';

  /** Offer an Undo button, which takes back the last move (or resignation). Off by default, as for online games. */
  @property({ attribute: 'allow-undo', type: Boolean }) allowUndo = false;

  /** When a click or tap must be confirmed by a second one on the same point: `touch` (the default), `always` (also the bare attribute) or `never`. */
  @property({ attribute: 'confirm-moves', converter: { fromAttribute: parseConfirmMoves } }) confirmMoves: ConfirmMoves = 'touch';

  /** In problem mode, milliseconds the board waits before it answers the reader's move (and between the moves of the solution); 0 answers at once. */
  @property({ attribute: 'reply-delay', type: Number }) replyDelay = 400;

  /** Play against the built-in bot: `bot` (in play mode); unset (the default) for an opponent elsewhere, or two players at one device. */
  @property({ attribute: 'opponent' }) opponent: GoBoardOpponent = null;

  /** The bot's strength, from 1 (a few hundred playouts a move, instant) to 10 (the strongest, seconds a move); default 3. */
  @property({ attribute: 'bot-level', type: Number }) botLevel = 3;

  /** The colour the bot plays, `black` or `white`; unset (the default), the colour `player` leaves, White when the user plays both. */
  @property({ attribute: 'bot-color' }) botColor: Color | null = null;

  /** Paint each point with the colour the playouts expect to own it (an analysis aid), after each change of the position; in view and play modes. */
  @property({ attribute: 'show-ownership', type: Boolean }) showOwnership = false;

  /** Proposes the dead stones when the count opens, in place of the built-in guess (playouts, `guessDeadStones` from `@go-board/rules`); return `[]` for none. */
  @property({ attribute: false }) deadStoneGuess: DeadStoneGuess | null = null;


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
    const problem = checkMove(value);
    // Said in the next update: the attribute may be read before the board is on the page.
    if (problem) {
      this.#unsaid.push(problem);
      this.requestUpdate();
    }
    this.#requestedMove = readMoveTarget(value) ?? 0;
    if (this.#game && !this.#records.loading) this.#replay.goToTarget(this.#requestedMove);
  }

  /** The rules `Game` shown, with the whole game tree; null until loaded or after a failure. */
  get game(): Game | null {
    return this.#game;
  }

  /** The number of the last move of the line shown (the main line unless a variation was chosen). */
  get totalMoves(): number {
    return this.#replay.totalMoves(this.#game);
  }

  /** How many games the record holds: more than 1 for a collection (choose one with `game`), 0 until loaded. */
  get gameCount(): number {
    return this.#game ? this.#games.length : 0;
  }

  /** Whether a game is loaded and shown. */
  get isReady(): boolean {
    return this.#game !== null && !this.#records.loading;
  }

  /** In play mode, where the game is: `play`, `scoring` (after two passes) or `finished` (accepted or resigned). Always `play` in view mode. */
  get phase(): GamePhase {
    return (this.mode === 'play' && this.#play?.phase) || 'play';
  }

  /** In problem mode, where the reader is: `solving`, `answering` (the board's pause), `solved`, `failed` or `solution` (shown). */
  get problemState(): ProblemState {
    return (this.mode === 'problem' && this.#problem?.state) || 'solving';
  }

  /** The count while scoring (it follows every stone marked), the accepted one once finished; null while playing or after a resignation. */
  get score(): Score | null {
    return this.mode === 'play' ? (this.#play?.score ?? null) : null;
  }

  /** The stones marked dead in the count. Setting it in the scoring phase replaces them (a page keeping two boards in step); it fires no event. */
  get deadStones(): Point[] {
    return this.mode === 'play' ? (this.#play?.deadStones ?? []) : [];
  }

  set deadStones(points: Point[]) {
    if (this.mode === 'play' && this.#play) this.#play.deadStones = points;
  }

  /** In play mode, the local move the page vetoed in `go-move` and holds back while its server
   * answers (`{ color, x, y }`, `{ color, pass: true }` or `{ color, resign: true }`), shown as
   * sent; null when none. It is cleared when `play()`, `pass()` or `resign()` plays a move, or by
   * `cancelPendingMove()`. */
  get pendingMove(): GoMove | null {
    return this.mode === 'play' ? (this.#play?.pendingMove ?? null) : null;
  }

  /** Whether the built-in bot is choosing its move now. */
  get botThinking(): boolean {
    return this.mode === 'play' && this.#play !== null && this.#play.botThinking;
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'lang') this.#words.refresh();
  }

  override connectedCallback(): void {
    // A shadow root before the first connection is the server's (declarative shadow DOM), in the
    // words it names. (After one, it is the board's own, made when it first connected.)
    if (!this.hasUpdated && this.shadowRoot && !this.renderRoot && !isServer) {
      this.#serverRendered = true;
      this.#words.pin(this.shadowRoot.querySelector('[data-lang]')?.getAttribute('data-lang') ?? '');
    }
    super.connectedCallback();
  }

  /** Every render waits for the mode's folder, when it is still to arrive (a board never shows
   * a mode it is not in). Before the first render of a board the server rendered, loads its
   * record and its words: hydrating needs the same render the server made. Any render waits
   * for the words of a new language a little, rather than flash English before them. */
  protected override async scheduleUpdate(): Promise<void> {
    if (this.mode === 'play' || this.mode === 'problem') {
      await loadMode(this.mode).catch(() => undefined);
      this.#createMode();
    }
    if (this.#serverRendered && !this.hasUpdated) {
      if (this.#records.renderedOnServer) {
        this.#sgfChanged = false;
        this.#preloaded = true;
        this.#records.load();
        await this.#records.loading;
      }
      await this.#words.pending;
    } else if (this.#words.pending) {
      await Promise.race([this.#words.pending, new Promise((resolve) => setTimeout(resolve, WORDS_WAIT))]);
    }
    await super.scheduleUpdate();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.#words.refresh();
    // A value the board cannot use is said, and replaced by a sane one before anything reads it.
    for (const problem of [...this.#unsaid.splice(0), ...checkSettings(this as unknown as AttributeHost, changed)]) {
      this.#reportAttribute(problem);
      // A game being counted keeps its count, and says why in its status line.
      if (problem.attribute === 'komi' || problem.attribute === 'rules') {
        this.#playing()?.refuseCount(`Expected ${problem.attribute} to be ${problem.expected}, received "${problem.received}".`);
      }
    }
    this.#createMode();
    if (changed.has('view') && this.#game && !this.#records.loading) this.#checkView(this.#game);
    // A new source, or a setting the board's own game is made with, loads again.
    const ownGameChanged = changed.has('handicap') && (this.#ownGame || !this.#game);
    if (this.#preloaded) {
      this.#preloaded = false;
    } else if (this.#sgfChanged || changed.has('src') || changed.has('size') || changed.has('ko') || changed.has('gameIndex') || ownGameChanged) {
      this.#sgfChanged = false;
      this.#records.load();
    } else if (changed.has('mode') && this.hasUpdated) {
      this.#startMode();
    }
    const game = this.#game;
    if (game && this.hasUpdated && (changed.has('komi') || changed.has('rules'))) this.#playing()?.applyCount(game, this.komi, this.rules);
  }

  protected override updated(): void {
    // A board wider than tall may grow wider than --go-board-max-size by as much. Set through
    // the CSSOM, which a strict Content-Security-Policy allows (a style attribute it refuses).
    const { box } = this.#scene().geometry;
    this.renderRoot.querySelector<HTMLElement>('.board')?.style.setProperty('--_aspect', String(box.width / box.height));
  }

  protected override firstUpdated(): void {
    // Hydrated: from now on the board speaks the page's language (in an update of its own).
    if (this.#serverRendered) queueMicrotask(() => this.#words.pin(null));
  }

  /** Also waits for the record to load (and the render that shows it), so `await board.updateComplete`
   * shows the position asked for. */
  protected override async getUpdateComplete(): Promise<boolean> {
    let complete = await super.getUpdateComplete();
    while (this.#records.loading || this.isUpdatePending) {
      await this.#records.loading;
      complete = await super.getUpdateComplete();
    }
    return complete;
  }

  /** Goes to the first move: the start position. */
  first(): boolean {
    return this.#replay.navigate((game) => game.goToStart());
  }

  /** Goes back one move. */
  previous(): boolean {
    return this.#replay.navigate((game) => game.previous());
  }

  /** Goes forward one move: into variation `variation` of the shown move, or along the line. */
  next(variation?: number): boolean {
    return this.#replay.navigate((game) => game.next(variation));
  }

  /** Goes to the last move of the line shown. */
  last(): boolean {
    return this.#replay.navigate((game) => game.goToEnd());
  }

  /** Goes to a move number along the line shown, to `'last'` (the end of the main line) or to a node of the game tree. */
  goTo(target: MoveTarget | GameNode): boolean {
    if (typeof target === 'object') return this.#replay.navigate((game) => game.goTo(target));
    const problem = checkMove(target);
    if (problem) this.#reportAttribute(problem);
    return this.#replay.goToTarget(readMoveTarget(target) ?? 0);
  }

  /** Switches to the previous variation at the nearest move with variations. */
  previousVariation(): boolean {
    return this.#replay.switchVariation(-1);
  }

  /** Switches to the next variation at the nearest move with variations. */
  nextVariation(): boolean {
    return this.#replay.switchVariation(1);
  }

  /**
   * Plays a stone at (x, y) for the side to move, as a move from elsewhere (a remote opponent,
   * a bot): it obeys the rules and throws their `IllegalMoveError` (with its `reason`) for a move
   * they forbid, changing nothing. Fires `go-navigate`, not `go-move`. In view mode it throws,
   * so a record being replayed is never changed.
   *
   * In problem mode it plays the reader's move exactly as a click does: a move the tree holds
   * goes on (the board answers after `reply-delay`, hurried if still pending), a legal move it
   * does not hold ends the line wrong (`go-problem-result`, never an exception); a move the rules
   * forbid throws their `IllegalMoveError`, and so does a move after the line ended ('game-over').
   */
  play(x: number, y: number): void {
    if (this.mode === 'problem' && this.#problem && this.#game) this.#problem.playStone(x, y);
    else this.#requirePlay().playStone(x, y);
  }

  /** The side to move passes, as a move from elsewhere; two passes in a row open the count. Throws `IllegalMoveError` ('game-over') once the game is over. */
  pass(): void {
    this.#requirePlay().pass();
  }

  /** `color` (default: the side to move) resigns, as a move from elsewhere; the game is finished and `go-game-end` fires. */
  resign(color?: Color): void {
    const play = this.#requirePlay();
    play.resign(color ?? this.#game!.turn);
  }

  /** Takes back the last action: a resignation, or the last move (removed from the record), also the pass that ended play; against the bot, its last move and the user's, so the user moves again. Returns false at the start and in view mode. Works without `allow-undo`, which only offers the button. */
  undo(): boolean {
    return this.#playing()?.undo() ?? false;
  }

  /** Drops the held-back local move (its server refused it): the board says it was not played,
   * with `reason` if given, and the player may move again. False when no move is held. */
  cancelPendingMove(reason?: string): boolean {
    return this.#playing()?.cancelPending(reason) ?? false;
  }

  /** Starts a new game from `size`, `komi`, `handicap`, `rules` and `ko`, leaving any record aside; `go-load` fires when it is shown. */
  newGame(): void {
    this.#records.load(true);
  }

  /** Accepts the count in the scoring phase: writes the result into the record's `RE`, finishes the game and fires `go-game-end`. False outside the scoring phase. */
  acceptScore(): boolean {
    return this.#playing()?.accept() ?? false;
  }

  /** Leaves the scoring phase to play on: the last pass is taken back, so the player who made it moves again. False outside the scoring phase. */
  resumePlay(): boolean {
    return this.#playing()?.resume() ?? false;
  }

  /** In problem mode, back to the problem's start to try again (also after the solution). False without a problem. */
  retry(): boolean {
    return this.mode === 'problem' && this.#problem !== null && this.#problem.retry();
  }

  /** In problem mode, rings the first right move from the reader's position and says where; returns that point, or null when no right move is left (then says so). */
  hint(): Point | null {
    return this.mode === 'problem' && this.#problem ? this.#problem.hint() : null;
  }

  /** In problem mode, replays a right line from the start, `reply-delay` apart; fires no `go-problem-result`. False when the tree has no right line. */
  showSolution(): boolean {
    return this.mode === 'problem' && this.#problem !== null && this.#problem.showSolution();
  }

  /**
   * The one place the dead stones are guessed when the count opens: by default the
   * `deadStoneGuess` hook, or none. A subclass may override it; the players can always change
   * the proposal, and a proposal arriving after they marked a stone is dropped.
   */
  protected guessDeadStones(game: Game): Point[] | Promise<Point[]> {
    if (this.deadStoneGuess) return this.deadStoneGuess(game);
    if (isServer) return [];
    return loadPlayouts().then((playouts) => playouts.guessDeadStones(game, { playouts: DEAD_STONE_PLAYOUTS }));
  }

  /** The mode the board is in, as far as it has arrived (the view, until the folder has). */
  #mode(): BoardMode {
    return (this.mode === 'play' ? this.#play : this.mode === 'problem' ? this.#problem : null) ?? this.#replay;
  }

  /** The play mode, when the board is in it. */
  #playing(): PlayMode | null {
    return this.mode === 'play' ? this.#play : null;
  }

  #requirePlay(): PlayMode {
    if (!this.#game) throw new Error('Expected a game on the board, found none yet: wait for `await board.updateComplete` after adding the board to the page.');
    const play = this.#playing();
    // A record being replayed is not changed by moves from elsewhere.
    if (!play) throw new Error(`Expected a board with mode="play" to play moves on, received one in ${this.mode} mode: set its mode to "play" first.`);
    return play;
  }

  /** Makes the mode asked for, once its folder has arrived, with the styles it adds. */
  #createMode(): void {
    const created = this.mode === 'play' ? this.#play : this.mode === 'problem' ? this.#problem : this.#replay;
    if (created) return;
    if (this.mode === 'play') {
      const module = loadedMode('play');
      if (!module) return;
      this.#play = new module.PlayMode(this.#context, this.#playSettings());
      this.#adoptModeStyles(module.styles);
    } else {
      const module = loadedMode('problem');
      if (!module) return;
      this.#problem = new module.ProblemMode(this.#context);
      this.#adoptModeStyles(module.styles);
    }
  }

  #adoptModeStyles(modeStyles: CSSResultOrNative[]): void {
    this.#modeStyles.push(...modeStyles.filter((style) => !this.#modeStyles.includes(style)));
    if (isServer || !(this.renderRoot instanceof ShadowRoot)) return;
    adoptStyles(this.renderRoot, [...(this.constructor as typeof LitElement).elementStyles, ...this.#modeStyles]);
  }

  #replaySettings(): ConstructorParameters<typeof ReplayMode>[1] {
    // Getters and setters over the element's properties: the replay reads them as they are now.
    const board = this;
    return {
      get autoplay() {
        return board.autoplay;
      },
      set autoplay(value) {
        board.autoplay = value;
      },
      get autoplayDelay() {
        return board.autoplayDelay;
      },
      set autoplayDelay(value) {
        board.autoplayDelay = value;
      },
      get navigable() {
        return board.mode === 'view' && board.#game !== null && !board.#records.loading;
      },
    };
  }

  #playSettings(): PlaySettings {
    const board = this;
    return {
      get player() {
        return board.player;
      },
      get allowUndo() {
        return board.allowUndo;
      },
      get opponent() {
        return board.opponent;
      },
      get botLevel() {
        return board.botLevel;
      },
      get botColor() {
        return board.botColor;
      },
      get active() {
        return board.mode === 'play';
      },
      guessDeadStones: (game) => this.guessDeadStones(game),
      newGame: () => this.newGame(),
      download: () => {
        const text = this.sgf;
        if (text) downloadText(text, 'game.sgf', 'application/x-go-sgf');
      },
    };
  }

  /** Shows the game's position now, says `announcement` and tells the page. A move played (not
   * a step of the replay) makes its line the only one that counts. */
  #showPosition(announcement: string): void {
    const game = this.#game;
    if (!game) return;
    if (this.mode !== 'view') this.#replay.restartAt(game.node);
    this.shownNode = game.node;
    this.announcement = announcement;
    this.dispatchEvent(new GoNavigateEvent(game.moveNumber, game.node));
  }

  /** Enters the mode asked for with the game shown: playing continues from the end of the main line. */
  #startMode(): void {
    const game = this.#game;
    if (!game || this.#records.loading) return;
    const before = game.node;
    for (const mode of [this.#replay, this.#play, this.#problem]) if (mode && mode !== this.#mode()) mode.stop();
    if (this.mode !== 'view') {
      this.autoplay = false;
      // A problem starts at its start; a game continues from the end of the main line.
      if (this.mode === 'play') game.goTo(mainLineEnd(game.root));
    }
    this.#mode().start(game);
    if (game.node !== before) this.#showPosition(positionAnnouncement(this.#words.words, game, this.mode === 'view' ? this.totalMoves : game.moveNumber));
  }

  /** The reading of a point under a cursor: the stone, its group and liberties, what is drawn
   * there, and what the mode adds (whether it can be played, whether it is dead). */
  #describePoint(point: Point): string {
    const game = this.#game!;
    const words = this.#words.words;
    const notes = [...pointNotes(words, this.#scene(), point.x, point.y), ...this.#mode().pointNotes(words, game, point)];
    return pointDescription(words, game, point.x, point.y, notes);
  }

  #showRecord({ game, warnings, games, diagram }: ReadRecord, origin: RecordOrigin): void {
    this.#createMode();
    this.#game = game;
    this.#games = games;
    const problem = checkGameIndex(this.gameIndex, games.length);
    if (problem) this.#reportAttribute(problem);
    // A diagram shows its position as drawn, with its numbered moves, unless the page says otherwise.
    this.#diagram = diagram ?? null;
    const target = diagram && !this.hasAttribute('move') ? 'last' : this.#requestedMove;
    // A playing board continues the record from the end of its main line.
    if (target === 'last' || this.mode === 'play') game.goTo(mainLineEnd(game.root));
    else game.goToMove(target);
    this.#ownGame = origin === 'size';
    this.errorReason = null;
    this.announcement = '';
    for (const mode of [this.#replay, this.#play, this.#problem]) if (mode && mode !== this.#mode()) mode.stop();
    // A problem starts at its own start, whatever `move` says.
    this.#mode().start(game);
    this.#replay.restartAt(game.node);
    this.shownNode = game.node;
    this.#checkView(game);
    this.dispatchEvent(new GoLoadEvent(game, origin, warnings));
  }

  /** Says that an attribute could not be used, and what the board uses instead: a go-error for
   * the page, a warning for its author. The board carries on. */
  #reportAttribute({ attribute, received, expected, fallback }: AttributeProblem): void {
    const reason = this.#words.words.badAttribute(attribute, received, expected, fallback);
    const error = new RangeError(en.badAttribute(attribute, received, expected, fallback));
    console.warn(`<go-board>: ${error.message}`);
    this.dispatchEvent(new GoErrorEvent(reason, error, 'attribute', attribute));
  }

  #checkView(game: Game): void {
    const problem = checkView(this.view, game.width, game.height);
    if (problem) this.#reportAttribute(problem);
  }

  #fail(reason: Phrase, error: unknown, origin: RecordOrigin): void {
    this.#game = null;
    this.#diagram = null;
    for (const mode of [this.#replay, this.#play, this.#problem]) mode?.stop();
    this.shownNode = null;
    this.autoplay = false;
    this.errorReason = reason;
    const text = reason(this.#words.words);
    this.announcement = text;
    this.dispatchEvent(new GoErrorEvent(text, error, origin));
  }

  #scene(): BoardScene {
    const side = Number.isInteger(this.size) && this.size >= 1 && this.size <= 25 ? this.size : 19;
    const mode = this.#mode();
    return boardScene(this.#game, {
      width: side,
      height: side,
      coordinates: this.coordinates || (this.#diagram?.coordinates ?? false),
      moveNumbers: this.#diagram && !this.hasAttribute('move-numbers') ? 'all' : this.moveNumbers,
      view: this.view,
      region: mode.region,
      variations: mode.showsVariations,
    });
  }

  override render() {
    const game = this.#records.loading ? null : this.#game;
    const scene = this.#scene();
    const words = this.#words.words;
    const label = this.label || words.boardLabel;
    const error = this.errorReason?.(words) ?? '';
    const mode = this.#mode();
    // Until the first record arrives: the wood without a grid (which might be the wrong size),
    // "Loading", and room kept for the replay controls, so nothing jumps when it arrives.
    const loading = !this.#game && !error && this.#records.pending;
    const shown = game && !error ? game : null;
    const drawing = shown ? mode.drawing(shown, scene) : null;
    const name = error ? list(words, [label, error]) : shown ? mode.name(words, label, shown, scene) : list(words, [label, words.loading]);
    const keys = shown ? mode.keysHelp(words) : '';
    // controls="none" is the diagram: the board and its comment, no header and no controls.
    const controls = this.controls === 'minimal' || this.controls === 'none' ? this.controls : 'full';
    const node = this.shownNode ?? undefined;
    // `data-lang` names the words the board is drawn in: a board hydrating the server's drawing
    // reads it to draw its first render in the same words (see connectedCallback).
    return html`
      ${controls === 'none' ? nothing : renderGameInfo(words, this.#game?.root, this.mode !== 'play', this.#diagram !== null)}
      <div part="board" class="board ${shown ? mode.areaClass : ''}${loading ? ' loading' : ''}" role="application" tabindex="0" aria-label=${name} data-lang=${this.#words.lang}
        aria-describedby=${keys ? 'mode-keys' : nothing} aria-busy=${shown && mode.busy ? 'true' : nothing}
        @keydown=${(event: KeyboardEvent) => shown && mode.keydown(event)} @click=${(event: MouseEvent) => shown && mode.click(event)}
        @blur=${() => mode.blur()} @pointerdown=${(event: PointerEvent) => shown && mode.pointerdown(event)}
        @pointermove=${(event: PointerEvent) => shown && mode.pointermove(event)} @pointerleave=${() => mode.pointerleave()}>
        ${renderBoard(scene, shown ? mode.cursor : null, drawing, error ? null : this.#ownership.ownership)}
        ${error ? html`<div part="error" class="error" role="alert">${error}</div>` : nothing}
        ${loading ? html`<div class="loading-note" aria-hidden="true">${words.loading}</div>` : nothing}
      </div>
      ${keys ? html`<p id="mode-keys" class="visually-hidden">${keys}</p>` : nothing}
      <div class="visually-hidden" role="status" aria-live="polite">${this.announcement}</div>
      ${loading && controls !== 'none' && this.mode === 'view'
        ? renderControls(words, { controls, moveNumber: 0, totalMoves: 0, atStart: true, atEnd: true, playing: false, autoplayDelay: this.autoplayDelay }, LOADING_ACTIONS)
        : nothing}
      ${shown ? (mode.panel(words, shown, controls) ?? nothing) : nothing}
      ${controls !== 'none' && shown && this.#games.length > 1
        ? renderGameList(words, this.#games, Math.min(this.gameIndex, this.#games.length - 1), (index) => (this.gameIndex = index))
        : nothing}
      ${renderComment(node)}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'go-board': GoBoard;
  }
}
