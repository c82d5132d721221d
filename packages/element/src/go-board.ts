import { html, isServer, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { Game, opposite, type Color, type GameNode, type KoRule, type Point, type Score, type ScoringRules, type SuggestedMove } from '@go-board/rules';
import { AutoplayController } from './autoplay-controller.js';
import { loadPlayouts } from './bot/load.js';
import { BotController } from './bot-controller.js';
import { GoErrorEvent, type RecordOrigin } from './events/go-error.js';
import { GoLoadEvent } from './events/go-load.js';
import { GoNavigateEvent } from './events/go-navigate.js';
import { styles } from './go-board.styles.js';
import { downloadText } from './download.js';
import { cursorMove, replayAction, ReplayAction, stepCursor } from './keyboard.js';
import { lineEnd, mainLineEnd, neighbourVariation, rememberPath, type VisitedChildren } from './line.js';
import { parseMoveNumbers, type MoveNumbers } from './move-numbers.js';
import { PlayController } from './play-controller.js';
import { centreOf, PlayInputController } from './play-input-controller.js';
import { parseConfirmMoves, playsFor, type ConfirmMoves, type GoBoardMode, type GoBoardPlayer } from './play-settings.js';
import { phaseName, playNotes, type GamePhase } from './play-speech.js';
import { OwnershipController } from './ownership-controller.js';
import { ProblemController } from './problem-controller.js';
import type { ProblemState } from './problem-speech.js';
import type { ReadRecord } from './record.js';
import { RecordController } from './record-controller.js';
import { boardScene, pointNotes, renderBoard, type BoardScene, type PlayDrawing } from './render/board.js';
import { renderComment } from './render/comment.js';
import { isShown } from './render/geometry.js';
import { renderControls } from './render/controls.js';
import { renderGameInfo } from './render/game-info.js';
import { territoryOf } from './render/play-layer.js';
import { renderPlayPanel } from './render/play-panel.js';
import { renderProblemLayer } from './render/problem-layer.js';
import { renderProblemPanel } from './render/problem-panel.js';
import { renderVariations } from './render/variations.js';
import { boardName, pointDescription, positionAnnouncement } from './speech.js';
import { list, sentences } from './words/compose.js';
import type { Phrase, Words } from './words/words.js';
import { WordsController } from './words-controller.js';

/** The looks the element ships with: `wood`, a flat black-and-white `book` style for diagrams,
 * and `dark`. Every colour can also be set through the `--go-board-*` properties. */
export type GoBoardTheme = 'wood' | 'book' | 'dark';
/** Which replay controls to show under the board. */
export type GoBoardControls = 'full' | 'minimal' | 'none';
/** A position to show: a move number along the current line, or `'last'`, the end of the main line. */
export type MoveTarget = number | 'last';
/** The hook that proposes the dead stones when the count opens: `guessDeadStones` from
 * `@go-board/rules` fits it, or any function of the game that returns points (or a promise). */
export type DeadStoneGuess = (game: Game) => Point[] | Promise<Point[]>;
/** Who plays the colour the local user does not: `bot`, the built-in bot; null, someone elsewhere (or nobody). */
export type GoBoardOpponent = 'bot' | null;
export type { ConfirmMoves, GamePhase, GoBoardMode, GoBoardPlayer, ProblemState };

/** Reads a `move` value: 'last', or a whole number from 0; anything else is the start. */
function parseMoveTarget(value: unknown): MoveTarget {
  if (typeof value === 'string' && value.trim().toLowerCase() === 'last') return 'last';
  const number = typeof value === 'number' ? value : Number(String(value ?? '').trim() || 0);
  return Number.isFinite(number) && number > 0 ? Math.floor(number) : 0;
}

/** Milliseconds a render waits for the words of a new language to arrive, before it shows the
 * board in English meanwhile. */
const WORDS_WAIT = 1000;

/** Playouts of the dead-stone guess when the count opens: on 19x19 about 50 ms of work. */
const DEAD_STONE_PLAYOUTS = 1000;
/** The bot's strength when `bot-level` is not an integer from 1 to 10. */
const DEFAULT_BOT_LEVEL = 3;

/** A board side the empty board can have: the rules allow 1 to 25. */
function boardSide(size: number): number {
  return Number.isInteger(size) && size >= 1 && size <= 25 ? size : 19;
}

/**
 * A Go board for any page: a diagram, a game record to replay with its comments, variations
 * and game information, or (with `mode="play"`) a board to play on. Give it SGF in the `sgf`
 * attribute, a file to fetch in `src`, or a child `<script type="application/x-go-sgf">`;
 * without any, it shows an empty board of `size`.
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
 * `player` leaves, White when the user plays both) at strength `bot-level` (1 to 10), thinking at
 * most `bot-time` seconds a move when that is set (less in easy positions). On its turn
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
 * @cssproperty [--go-board-focus-ring-color=#1558c7] - The focus ring of the board and controls.
 * @cssproperty [--go-board-font-family=system-ui, sans-serif] - Text on and around the board.
 * @cssproperty [--go-board-text-color=currentColor] - Text of the header, controls and comment.
 * @cssproperty [--go-board-panel-background=transparent] - Behind the header, controls and comment.
 * @cssproperty [--go-board-accent-color=#1558c7] - The slider and the current variation.
 * @cssproperty [--go-board-border-radius=4px] - Corners of the board.
 * @cssproperty [--go-board-preview-opacity=0.5] - The translucent stone under the pointer or cursor where the local player would play.
 * @cssproperty [--go-board-dead-stone-opacity=0.4] - Stones marked dead in the count.
 * @cssproperty [--go-board-right-color=#1a7f37] - In problem mode, the circle on the reader's last move when the line is right.
 * @cssproperty [--go-board-wrong-color=#cf222e] - In problem mode, the cross on the reader's last move when the line is wrong.
 * @cssproperty [--go-board-hint-color=#1558c7] - In problem mode, the ring around the point a hint shows.
 * @cssproperty [--go-board-ownership-black-color=rgb(0 0 0 / 0.5)] - With `show-ownership`, the squares on the points Black is expected to own.
 * @cssproperty [--go-board-ownership-white-color=rgb(255 255 255 / 0.7)] - With `show-ownership`, the squares on the points White is expected to own.
 */
export class GoBoard extends LitElement {
  static override styles = styles;

  static override get observedAttributes(): string[] {
    // `lang` stays the global attribute it is (no property of ours): the board only listens to it.
    return [...super.observedAttributes, 'lang'];
  }

  readonly #records = new RecordController(this, {
    sources: () => ({ sgf: this.#sgfSource, src: this.src }),
    emptyGame: () => this.#newGame(),
    ko: () => this.ko,
    loaded: (record, origin) => this.#show(record, origin),
    failed: (reason, error, origin) => this.#fail(reason, error, origin),
  });
  readonly #words = new WordsController(this);
  readonly #play = new PlayController(this, {
    moved: (announcement) => this.#showMove(announcement),
    said: (text) => (this.announcement = text),
    words: () => this.#words.words,
    guessDeadStones: (game) => this.guessDeadStones(game),
  });
  readonly #problem = new ProblemController(this, {
    moved: (announcement) => this.#showMove(announcement),
    said: (text) => (this.announcement = text),
    words: () => this.#words.words,
  });
  readonly #input = new PlayInputController(this, () => (this.mode === 'problem' ? this.#problem : this.#play), {
    geometry: () => this.#scene().geometry,
    svg: () => this.renderRoot.querySelector<SVGSVGElement>('svg.goban'),
    // A problem shows what its input says in its status line too (why the reader waits).
    said: (phrase) => (this.mode === 'problem' ? this.#problem.say(phrase) : (this.announcement = phrase(this.#words.words))),
    cursorMoved: (point) => (this.announcement = this.#describePoint(point)),
    player: () => this.#localPlayer(),
  });
  readonly #bot = new BotController(this, {
    color: () => this.#botColor(),
    level: () => (Number.isInteger(this.botLevel) && this.botLevel >= 1 && this.botLevel <= 10 ? this.botLevel : DEFAULT_BOT_LEVEL),
    timeMs: () => (typeof this.botTime === 'number' && this.botTime > 0 && Number.isFinite(this.botTime) ? this.botTime * 1000 : undefined),
    answered: (move, color) => this.#playBotMove(move, color),
    failed: (error) => this.#play.say((words) => words.botFailed(error instanceof Error ? error.message : String(error))),
  });
  readonly #ownership = new OwnershipController(this, () => this.showOwnership && this.mode !== 'problem');
  #game: Game | null = null;
  /** The `sgf` attribute's text: the record to load (the property reads back the game in play). */
  #sgfSource: string | null = null;
  #sgfChanged = false;
  /** Whether the game shown is the board's own (no record), which its settings made. */
  #ownGame = false;
  /** The child each node was last left through, as the rules' Game follows it too. */
  #visited: VisitedChildren = new WeakMap();
  /** The `move` last asked for (attribute or property), where a newly loaded record opens. */
  #requestedMove: MoveTarget = 0;
  /** Whether the page came with this board rendered on the server (declarative shadow DOM): its
   * first render then hydrates that one, and must be the same. */
  #serverRendered = false;
  /** Whether the record was loaded before the first update, so that update need not load it. */
  #preloaded = false;

  /** The node shown; a new node makes Lit render the new position. */
  @state() private shownNode: GameNode | null = null;
  /** Why the record could not be shown, when it could not. */
  @state() private errorReason: Phrase | null = null;
  @state() private announcement = '';
  /** The keyboard cursor while exploring the intersections, else null. */
  @state() private cursor: Point | null = null;

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
  @property({ attribute: 'bot-level', type: Number }) botLevel = DEFAULT_BOT_LEVEL;

  /** Seconds the bot may think per move at most (it answers sooner in easy positions); unset (the default), `bot-level` alone decides. */
  @property({ attribute: 'bot-time', type: Number }) botTime: number | null = null;

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

  /** In play mode, where the game is: `play`, `scoring` (after two passes) or `finished` (accepted or resigned). Always `play` in view mode. */
  get phase(): GamePhase {
    return this.#play.phase;
  }

  /** In problem mode, where the reader is: `solving`, `answering` (the board's pause), `solved`, `failed` or `solution` (shown). */
  get problemState(): ProblemState {
    return this.#problem.state;
  }

  /** The count while scoring (it follows every stone marked), the accepted one once finished; null while playing or after a resignation. */
  get score(): Score | null {
    return this.#play.score;
  }

  /** The stones marked dead in the count. Setting it in the scoring phase replaces them (a page keeping two boards in step); it fires no event. */
  get deadStones(): Point[] {
    return this.#play.deadStones;
  }

  set deadStones(points: Point[]) {
    this.#play.setDeadStones(points);
  }

  constructor() {
    super();
    new AutoplayController(this);
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

  /** Before the first render of a board the server rendered, loads its record and its words:
   * hydrating needs the same render the server made. Any render waits for the words of a new
   * language a little, rather than flash English before them. */
  protected override async scheduleUpdate(): Promise<void> {
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
    // A new source, or a setting the board's own game is made with, loads again.
    const ownGameChanged = changed.has('handicap') && (this.#ownGame || !this.#game);
    if (this.#preloaded) {
      this.#preloaded = false;
    } else if (this.#sgfChanged || changed.has('src') || changed.has('size') || changed.has('ko') || ownGameChanged) {
      this.#sgfChanged = false;
      this.#records.load();
    } else if (changed.has('mode') && this.hasUpdated) {
      this.#startMode();
    }
    const game = this.#game;
    if (game && this.hasUpdated && this.mode === 'play' && (changed.has('komi') || changed.has('rules'))) this.#applyCount(game);
  }

  protected override firstUpdated(): void {
    // Hydrated: from now on the board speaks the page's language (in an update of its own).
    if (this.#serverRendered) queueMicrotask(() => this.#words.pin(null));
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
    if (this.mode !== 'view') return this.#input.keydown(event);
    if (this.cursor) {
      const move = cursorMove(event);
      if (!move) return;
      event.preventDefault();
      if (move === 'leave') {
        this.cursor = null;
        this.announcement = this.#words.words.backToReplay;
        return;
      }
      this.#moveCursor(stepCursor(this.cursor, move, this.#scene().geometry.region));
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

  #onBoardClick(event: MouseEvent): void {
    if (this.mode !== 'view') return this.#input.click(event);
    // Variation letters on the board choose that variation.
    const letter = (event.target as Element).closest('[data-variation]');
    if (letter) this.next(Number(letter.getAttribute('data-variation')));
  }

  #onPointerDown(event: PointerEvent): void {
    if (this.mode !== 'view') this.#input.pointerdown(event);
  }

  #onPointerMove(event: PointerEvent): void {
    if (this.mode !== 'view') this.#input.pointermove(event);
  }

  #onPointerLeave(): void {
    if (this.mode !== 'view') this.#input.pointerleave();
  }

  #onBoardBlur(): void {
    if (this.mode !== 'view') this.#input.blur();
    else this.cursor = null;
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
    if (this.mode === 'problem') this.#problem.playStone(x, y, false);
    else this.#play.playStone(x, y, false);
  }

  /** The side to move passes, as a move from elsewhere; two passes in a row open the count. Throws `IllegalMoveError` ('game-over') once the game is over. */
  pass(): void {
    this.#play.pass(false);
  }

  /** `color` (default: the side to move) resigns, as a move from elsewhere; the game is finished and `go-game-end` fires. */
  resign(color?: Color): void {
    this.#play.resign(color ?? this.#requireGame().turn, false);
  }

  /** Takes back the last action: a resignation, or the last move (removed from the record), also the pass that ended play; against the bot, its last move and the user's, so the user moves again. Returns false at the start and in view mode. Works without `allow-undo`, which only offers the button. */
  undo(): boolean {
    const bot = this.#botColor();
    const game = this.#game;
    const botMovedLast = bot !== null && game !== null && !game.resigned && game.lastMove?.color === bot;
    if (!this.#play.undo()) return false;
    if (botMovedLast && game.lastMove) this.#play.undo();
    return true;
  }

  /** Whether the built-in bot is choosing its move now. */
  get botThinking(): boolean {
    return this.#bot.thinking;
  }

  /** Starts a new game from `size`, `komi`, `handicap`, `rules` and `ko`, leaving any record aside; `go-load` fires when it is shown. */
  newGame(): void {
    this.#records.load(true);
  }

  /** Accepts the count in the scoring phase: writes the result into the record's `RE`, finishes the game and fires `go-game-end`. False outside the scoring phase. */
  acceptScore(): boolean {
    return this.#play.accept();
  }

  /** Leaves the scoring phase to play on: the last pass is taken back, so the player who made it moves again. False outside the scoring phase. */
  resumePlay(): boolean {
    return this.#play.resume();
  }

  /** In problem mode, back to the problem's start to try again (also after the solution). False without a problem. */
  retry(): boolean {
    return this.mode === 'problem' && this.#problem.retry();
  }

  /** In problem mode, rings the first right move from the reader's position and says where; returns that point, or null when no right move is left (then says so). */
  hint(): Point | null {
    return this.mode === 'problem' ? this.#problem.hint() : null;
  }

  /** In problem mode, replays a right line from the start, `reply-delay` apart; fires no `go-problem-result`. False when the tree has no right line. */
  showSolution(): boolean {
    return this.mode === 'problem' && this.#problem.showSolution();
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

  /** The colour the built-in bot plays now, or null when it does not play. */
  #botColor(): Color | null {
    if (this.opponent !== 'bot' || this.mode !== 'play') return null;
    if (this.botColor === 'black' || this.botColor === 'white') return this.botColor;
    return this.player === 'white' ? 'black' : 'white';
  }

  /** The colours the local user plays: against the bot, the other one. */
  #localPlayer(): GoBoardPlayer {
    const bot = this.#botColor();
    return bot ? opposite(bot) : this.player;
  }

  /** Plays the bot's answer as a move from elsewhere, and says what it did. */
  #playBotMove(move: SuggestedMove, color: Color): void {
    if (move === 'resign') {
      this.#play.resign(color, false);
      this.announcement = sentences(this.#words.words, this.#words.words.botResigns, this.announcement);
    } else if (move === 'pass' || !this.#game!.isLegal(move.x, move.y)) {
      // The bot reads the simple ko only: a move a superko rule forbids becomes a pass.
      this.#play.pass(false);
      if (this.phase === 'play') this.#play.say((words) => words.botPasses);
    } else {
      this.#play.playStone(move.x, move.y, false);
    }
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

  /** Runs a step of navigation; when it changed the position, shows, announces and tells. A
   * playing board always shows its game's latest position, and a problem the reader's line, so
   * they do not navigate. */
  #navigate(step: (game: Game) => void): boolean {
    const game = this.#game;
    if (!game || this.#records.loading || this.mode !== 'view') return false;
    const before = game.node;
    step(game);
    if (game.node === before) return false;
    rememberPath(this.#visited, game.node);
    this.shownNode = game.node;
    this.announcement = positionAnnouncement(this.#words.words, game, this.totalMoves);
    this.dispatchEvent(new GoNavigateEvent(game.moveNumber, game.node));
    return true;
  }

  /** Shows the position a move, a pass or an undo led to, and tells the page. */
  #showMove(announcement: string): void {
    const game = this.#requireGame();
    // The line played is the only one that counts now: an undone move must not linger in it.
    this.#visited = new WeakMap();
    rememberPath(this.#visited, game.node);
    this.shownNode = game.node;
    this.#input.moved();
    this.announcement = announcement;
    this.dispatchEvent(new GoNavigateEvent(game.moveNumber, game.node));
  }

  /** Saves the record as it stands as an .sgf file. */
  #download(): void {
    const text = this.sgf;
    if (text) downloadText(text, 'game.sgf', 'application/x-go-sgf');
  }

  /** The board's own game: the settings of a new game, without a record. */
  #newGame(): Game {
    return new Game({ size: this.size, komi: this.komi, handicap: this.handicap, rules: this.rules, ko: this.ko });
  }

  /** Applies `komi` and `rules` to the game being played (its record says them too) and counts again. */
  #applyCount(game: Game): void {
    try {
      game.komi = this.komi;
      game.rules = this.rules;
    } catch (error) {
      // The game keeps what it had; the rules' RangeError says what was expected.
      const detail = (error as Error).message;
      this.#play.say((words) => words.couldNotChangeCount(detail));
      return;
    }
    game.root.setProperty('RU', [this.rules === 'territory' ? 'Japanese' : 'Chinese']);
    this.#play.rescore();
  }

  /** Enters the mode asked for with the game shown: playing continues from the end of the main line. */
  #startMode(): void {
    const game = this.#game;
    if (!game || this.#records.loading) return;
    this.cursor = null;
    const before = game.node;
    if (this.mode !== 'play') this.#play.stop();
    if (this.mode !== 'problem') this.#problem.stop();
    if (this.mode === 'view') {
      // Leaving a problem steps back off a move its tree did not hold.
      if (game.node !== before) this.#showMove(positionAnnouncement(this.#words.words, game, this.totalMoves));
      return;
    }
    this.autoplay = false;
    // A problem starts at its start; a game continues from the end of the main line.
    if (this.mode === 'problem') this.#problem.start(game);
    else game.goTo(mainLineEnd(game.root));
    this.#input.reset();
    if (this.mode === 'play') this.#play.start(game);
    if (game.node !== before) this.#showMove(positionAnnouncement(this.#words.words, game, game.moveNumber));
  }

  #requireGame(): Game {
    const game = this.#game;
    if (!game) throw new Error('Expected a game on the board, found none yet: wait for `await board.updateComplete` after adding the board to the page.');
    return game;
  }

  #startExploring(): void {
    const game = this.#game;
    if (!game) return;
    const { geometry } = this.#scene();
    const { region } = geometry;
    // Start where the eye already is: the last move, or else the middle of what is shown.
    const last = game.lastMove;
    const start = last && !last.pass && isShown(geometry, last.x, last.y) ? { x: last.x, y: last.y } : centreOf(region);
    this.#moveCursor(start, this.#words.words.exploring);
  }

  #moveCursor(point: Point, preface = ''): void {
    this.cursor = point;
    if (this.#game) this.announcement = sentences(this.#words.words, preface, this.#describePoint(point));
  }

  /** The reading of a point under a cursor: the stone, its group and liberties, what is drawn
   * there, and in play whether it can be played, or in the count whether it is dead. */
  #describePoint(point: Point): string {
    const game = this.#requireGame();
    const words = this.#words.words;
    const notes = pointNotes(words, this.#scene(), point.x, point.y);
    if (this.mode !== 'view') {
      const index = point.y * game.width + point.x;
      notes.push(...playNotes(words, game, point.x, point.y, this.phase, this.#play.isDead(index), this.score));
    }
    return pointDescription(words, game, point.x, point.y, notes);
  }

  #show({ game, warnings }: ReadRecord, origin: RecordOrigin): void {
    this.#game = game;
    this.#visited = new WeakMap();
    const target = this.#requestedMove;
    // A playing board continues the record from the end of its main line.
    if (target === 'last' || this.mode === 'play') game.goTo(mainLineEnd(game.root));
    else game.goToMove(target);
    // A problem starts at its own start, whatever `move` says.
    if (this.mode === 'problem') this.#problem.start(game);
    else this.#problem.stop();
    rememberPath(this.#visited, game.node);
    this.#ownGame = origin === 'size';
    this.errorReason = null;
    this.cursor = null;
    this.announcement = '';
    this.shownNode = game.node;
    if (this.mode !== 'view') this.#input.reset();
    if (this.mode === 'play') this.#play.start(game);
    else this.#play.stop();
    this.dispatchEvent(new GoLoadEvent(game, origin, warnings));
  }

  #fail(reason: Phrase, error: unknown, origin: RecordOrigin): void {
    this.#game = null;
    this.#play.stop();
    this.#problem.stop();
    this.shownNode = null;
    this.autoplay = false;
    this.errorReason = reason;
    const text = reason(this.#words.words);
    this.announcement = text;
    this.dispatchEvent(new GoErrorEvent(text, error, origin));
  }

  #scene(): BoardScene {
    const side = boardSide(this.size);
    return boardScene(this.#game, {
      width: side,
      height: side,
      coordinates: this.coordinates,
      moveNumbers: this.moveNumbers,
      view: this.view,
      region: this.mode === 'problem' ? this.#problem.region : null,
      variations: this.mode !== 'problem',
    });
  }

  /** What a playing board draws over the position: the preview stone, the ko, the count. */
  #playDrawing(game: Game, scene: BoardScene): PlayDrawing {
    const phase = this.phase;
    const isDead = (index: number): boolean => this.#play.isDead(index);
    const ko = phase === 'play' ? game.koPoint : null;
    const layer = this.mode === 'problem' ? renderProblemLayer(this.#problem.marks, scene.geometry) : undefined;
    return { isDead, layer, marks: { preview: this.#input.preview(game), ko, territory: territoryOf(this.score, scene.board, game.width, isDead) } };
  }

  #renderPlayPanel(words: Words, game: Game, controls: GoBoardControls): TemplateResult {
    return renderPlayPanel(
      words,
      {
        game,
        phase: this.phase,
        localTurn: playsFor(this.#localPlayer(), game.turn),
        message: this.#play.message,
        thinking: this.#bot.thinking,
        score: this.score,
        controls,
        allowUndo: this.allowUndo,
      },
      {
        pass: () => this.#input.pass(),
        resign: () => this.#input.resign(),
        undo: () => this.undo(),
        newGame: () => this.newGame(),
        download: () => this.#download(),
        accept: () => this.acceptScore(),
        resume: () => this.resumePlay(),
      },
    );
  }

  override render() {
    const game = this.#game;
    const scene = this.#scene();
    const totalMoves = this.totalMoves;
    const words = this.#words.words;
    const label = this.label || words.boardLabel;
    const error = this.errorReason?.(words) ?? '';
    const playing = this.mode !== 'view' && game !== null && !this.#records.loading && !error;
    const problem = playing && this.mode === 'problem';
    const name = error
      ? list(words, [label, error])
      : game && !this.#records.loading
        ? problem
          ? this.#problem.name(words, label)
          : playing
          ? list(words, [label, words.boardSize(game.width, game.height), words.moveInName(game.moveNumber), phaseName(words, game, this.phase, playsFor(this.#localPlayer(), game.turn))])
          : boardName(words, label, game, totalMoves, scene.board)
        : list(words, [label, words.loading]);
    const node = this.shownNode ?? undefined;
    // controls="none" is the diagram: the board and its comment, no header and no controls.
    const controls = this.controls === 'minimal' || this.controls === 'none' ? this.controls : 'full';
    // In play the cursor shows while the keyboard aims, and hides when the pointer moves.
    const cursor = this.mode !== 'view' ? this.#input.cursor : this.cursor;
    const thinking = playing && !problem && this.#bot.thinking;
    // `data-lang` names the words the board is drawn in: a board hydrating the server's drawing
    // reads it to draw its first render in the same words (see connectedCallback).
    return html`
      ${controls === 'none' ? nothing : renderGameInfo(words, game?.root)}
      <div part="board" class="board ${playing ? `playing ${this.phase}` : ''}${thinking ? ' thinking' : ''}" role="application" tabindex="0" aria-label=${name} data-lang=${this.#words.lang}
        aria-describedby=${playing ? 'play-keys' : nothing} aria-busy=${thinking ? 'true' : nothing}
        @keydown=${this.#onKeyDown} @click=${this.#onBoardClick} @blur=${this.#onBoardBlur}
        @pointerdown=${this.#onPointerDown} @pointermove=${this.#onPointerMove} @pointerleave=${this.#onPointerLeave}>
        ${renderBoard(scene, cursor, playing ? this.#playDrawing(game, scene) : null, error ? null : this.#ownership.ownership)}
        ${error ? html`<div part="error" class="error" role="alert">${error}</div>` : nothing}
      </div>
      ${playing
        ? html`<p id="play-keys" class="visually-hidden">${problem ? words.problemKeys : words.playKeys}</p>`
        : nothing}
      <div class="visually-hidden" role="status" aria-live="polite">${this.announcement}</div>
      ${problem
        ? renderProblemPanel(words, this.#problem.panel(controls), { retry: () => this.retry(), hint: () => this.hint(), showSolution: () => this.showSolution() })
        : playing
          ? this.#renderPlayPanel(words, game, controls)
          : nothing}
      ${playing || controls === 'none' || !game || game.root.children.length === 0
        ? nothing
        : renderControls(
            words,
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
      ${playing || controls === 'none' || !node ? nothing : renderVariations(words, node, this.#visited.get(node), game?.height ?? 19, (target) => this.goTo(target))}
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
