// What <go-board> is made of behind its properties: the record, the words, the look, the modes and
// the review, each a controller or a folder of its own, wired together once per board; what the
// board shows around its drawing (the header, the name, the live region, the panels, the comment);
// and what it does as Lit updates it. go-board.ts keeps the properties, the public methods and
// the contract, and hands each to the part it belongs to.
import { html, isServer, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { Game, type GameNode } from '@go-board/rules';
import { AttributeReporter, checkGameIndex, checkMove, checkView, readMoveTarget } from '../attributes.js';
import { drawBoard, pointNotes, type BoardScene } from '../board/board.js';
import { drawers } from '../board/marks.js';
import { sceneOf } from '../board/scene-of.js';
import { positionAnnouncement } from '../board/speech.js';
import { GoChangeEvent } from '../events/go-change.js';
import { GoErrorEvent, type RecordOrigin } from '../events/go-error.js';
import { GoGameEndEvent } from '../events/go-game-end.js';
import { GoLoadEvent } from '../events/go-load.js';
import { GoMoveEvent } from '../events/go-move.js';
import { GoNavigateEvent } from '../events/go-navigate.js';
import { GoProblemResultEvent } from '../events/go-problem-result.js';
import { GoScoreChangeEvent } from '../events/go-score-change.js';
import { sceneToSvg } from '../export/to-svg.js';
import { ExportController } from '../export/export-controller.js';
import { LookController } from '../looks/look-controller.js';
import type { ModeContext, Referee } from '../modes/mode.js';
import { loadMode } from '../modes/mode-folders.js';
import { ModeSwitch } from '../modes/mode-switch.js';
import type { DeadStoneGuesser } from '../play/play-mode.js';
import { loadPlayouts } from '../playouts/load.js';
import { OwnershipSlot } from '../ownership/ownership-slot.js';
import type { ReadRecord } from '../record/read.js';
import { RecordController } from '../record/record-controller.js';
import { commentOf, renderComment } from '../replay/comment.js';
import { renderGameInfo } from '../replay/game-info.js';
import type { MoveTarget } from '../replay/replay-mode.js';
import { ReviewSlot } from '../review/review-slot.js';
import { adoptFolderStyles } from '../styles/adopt.js';
import { HydrationController } from '../ssr/hydration.js';
import { announce } from '../state/announce.js';
import { boardState, type BoardState } from '../state/board-state.js';
import { list } from '../words/compose.js';
import { restOfEnglishLoading } from '../words/registry.js';
import { WordsController } from '../words/words-controller.js';
import type { Phrase, Words } from '../words/words.js';
import type { PartsHost } from './board-properties.js';

/** The list of a collection's games (replay/game-list.ts), once loaded. */
let gameList: typeof import('../replay/game-list.js') | undefined;

/** Gives the games list at once, where nothing may wait: the server renders a board in one pass. */
export function provideGameList(module: typeof gameList): void {
  gameList = module;
}

/** A move in SGF text: B or W opening a node or following a value. */
const SGF_MOVE = /[;\]]\s*[BW]\s*\[/;
/** Game information in SGF text, as go-board.css reads it: the header shows it. */
const SGF_INFO = /(?:PB|PW|RE|DT|EV|GN)\[/;

export class BoardParts {
  readonly #host: PartsHost;
  readonly records: RecordController;
  readonly words: WordsController;
  readonly hydration: HydrationController;
  readonly attributes: AttributeReporter;
  readonly ownership: OwnershipSlot;
  readonly look: LookController;
  readonly export: ExportController;
  /** What every mode may ask of the board. */
  readonly context: ModeContext;
  readonly review: ReviewSlot;
  readonly modes: ModeSwitch;
  /** Online (`online`), the game server judging the game: set by the online folder (online/),
   * loaded the first time a board is given a game's link, with the play mode's. */
  referee: Referee | null = null;
  /** Whether the online folder was asked for (once). */
  #onlineAsked = false;
  /** Whether the game shown is the board's own (no record), which its settings made. */
  #ownGame = false;
  /** The `move` last asked for (attribute or property), where a newly loaded record opens. */
  requestedMove: MoveTarget = 0;
  /** The board's one state record (state/board-state.ts): what the live region says, the comment
   * of the node shown, and what the modes' hands point at (handed to them as the context's
   * `state`). Set only by its transitions, read by the render; its `changed` is the one request
   * for the board's update. */
  readonly #state: BoardState = boardState(() => this.#host.requestUpdate());
  /** Where the record shown came from, or null before one is shown. */
  #origin: RecordOrigin | null = null;
  /** Whether the reader has focused the board: its keys (replay/replay-part.ts) load then. */
  #focused = false;
  /** Whether the board took the games list's styles (it showed a collection). */
  #listStyled = false;

  /** Made as the board is constructed, before its properties have their values: the parts read
   * them only later. Controllers are added to the host in this order, which their updates keep. */
  constructor(host: PartsHost, guessDeadStones: DeadStoneGuesser) {
    this.#host = host;
    this.records = new RecordController(host, {
      src: () => host.src,
      emptyGame: () =>
        new Game({ size: host.size, komi: host.komi, handicap: host.handicap, rules: host.rules, ko: host.ko }),
      ko: () => host.ko,
      gameIndex: () => host.gameIndex,
      loaded: (record, origin) => this.#showRecord(record, origin),
      reopened: (game) => this.modes.replay.restartAt(game.node),
      failed: (reason, error, origin) => this.#fail(reason, error, origin),
    });
    this.words = new WordsController(host);
    this.hydration = new HydrationController(host, this.records, this.words);
    this.attributes = new AttributeReporter(host, () => this.words.words);
    this.ownership = new OwnershipSlot(host, () => host.showOwnership && host.mode !== 'problem');
    this.look = new LookController(host);
    this.export = new ExportController(host, {
      picture: (game) => sceneToSvg(this.scene(game), host.theme, host.label || this.words.words.boardLabel),
      size: () => ({
        shown: host.renderRoot.querySelector('svg.goban')?.getBoundingClientRect() ?? { width: 0 },
        box: this.scene().geometry.box,
      }),
    });
    this.context = {
      host,
      state: this.#state,
      words: () => this.wordsShown(),
      scene: () => this.scene(),
      svg: () => host.renderRoot.querySelector<SVGSVGElement>('svg.goban'),
      show: (announcement) => this.showPosition(announcement),
      say: (text) => announce(this.#state, text),
      report: (problem) => this.attributes.report(problem),
      events: {
        move: (move) => host.dispatchEvent(new GoMoveEvent(move)),
        gameEnd: (end) => host.dispatchEvent(new GoGameEndEvent(end)),
        scoreChange: (deadStones, score) => host.dispatchEvent(new GoScoreChangeEvent(deadStones, score)),
        problemResult: (result) => host.dispatchEvent(new GoProblemResultEvent(result)),
        change: (change) => host.dispatchEvent(new GoChangeEvent(change)),
      },
      playouts: loadPlayouts,
      referee: () => this.referee,
      exporting: host,
      drawers,
      pointNotes: (point) => {
        const words = this.wordsShown();
        const game = this.game!;
        return [
          ...pointNotes(words, this.scene(), point),
          ...this.modes.current.pointNotes(words, game, point),
          ...(this.review.part?.pointNotes(words, game, point) ?? []),
        ];
      },
    };
    this.review = new ReviewSlot(host, this.context);
    this.modes = new ModeSwitch(
      host,
      this.context,
      () => (host.mode === 'view' || host.mode === 'edit') && host.isReady,
      guessDeadStones,
    );
  }

  /** The game shown, without holding it (a game at rest stays at rest: record/kept-game.ts). */
  get game(): Game | null {
    return this.records.game;
  }

  /** Every render waits for its mode's folder (a board never shows a mode it is not in), the
   * look's extras it needs, and the words of a new language; the first render of a board the
   * server rendered, for its record; a render that shows a record, for the replay's part it shows. */
  async arrive(): Promise<void> {
    // The replay's part loads as soon as the board may show it, beside the rest (the core, the
    // record); a board still loading its record is drawn meanwhile, with the room its controls take.
    this.modes.replay.want(this.#showsReplay());
    await Promise.all([this.modes.arrive(), this.look.arrive()]);
    // The server drew the controls: the first render, which takes over the server's, draws them too.
    if (this.hydration.hydrating)
      return this.hydration
        .beforeFirstRender()
        .then(() => Promise.all([this.modes.replay.want(this.#showsReplay()), this.#gameList()]))
        .then(() => undefined);
    await this.words.arrival();
    // A record in the `sgf` attribute is read before the first render when it can be at once (as
    // a board the server rendered reads its own): the board is drawn once, not first as loading.
    if (!this.#host.hasUpdated && this.records.readableAtOnce) {
      this.records.preload();
      await this.records.loading;
    }
    // A record is drawn with the replay's part it shows, in one render: not first with the
    // controls' room kept and again once they arrive, a second render and a frame more.
    const arriving = this.modes.replay.want(this.#showsReplay());
    if (this.records.hasGame) await arriving;
    await this.#gameList();
  }

  /** A collection's list of games, loaded (with its styles) before the board first shows one. */
  async #gameList(): Promise<void> {
    if ((this.records.shown?.games.length ?? 0) < 2 || this.#listStyled) return;
    gameList ??= await import('../replay/game-list.js');
    this.#listStyled = true;
    adoptFolderStyles(this.#host, [gameList.styles]);
  }

  /** The element's update completion, waiting also for the record's load under way, for the
   * replay's part asked for, the named themes and the rest of the words asked for (and the renders
   * after them): `complete` is the element's own, `pending` whether an update is still to come. */
  async settled(complete: () => Promise<boolean>, pending: () => boolean): Promise<boolean> {
    let done = await this.records.settled(complete, pending);
    for (let arriving = this.#arriving(); arriving; arriving = this.#arriving()) {
      await arriving.catch(() => undefined);
      done = await this.records.settled(complete, pending);
    }
    return done;
  }

  /** What the board waits for beyond its updates: the replay's part (or exploring) asked for, the
   * named themes, the rest of the words. */
  #arriving(): Promise<unknown> | undefined {
    return this.modes.replay.arriving ?? this.look.arriving ?? restOfEnglishLoading();
  }

  /**
   * Whether the board shows what the replay's part draws or does: in view mode, the controls of a
   * record with moves (before it is read, of one that may have moves: from `src` or a child script,
   * or moves in `sgf`, as go-board.css guesses), autoplay, or the keys of a board the reader focused.
   * A static diagram (no moves, or `controls="none"`) shows none of it until it is focused.
   */
  #showsReplay(): boolean {
    const host = this.#host;
    if (host.mode !== 'view') return false;
    if (host.autoplay || this.#focused) return true;
    if (host.controls === 'none') return false;
    const game = this.game;
    if (game) return game.root.children.length > 0;
    return Boolean(host.src) || host.querySelector(':scope>script') !== null || SGF_MOVE.test(this.records.sgf ?? '');
  }

  /** The reader focused the board (or pressed a key on it): its keys load, if they have not. */
  #focus(): void {
    if (this.#focused) return;
    this.#focused = true;
    if (this.#host.mode === 'view') this.#host.requestUpdate();
  }

  /** The page asks for a move (`move`): where a record opens, and the board goes now if it can. */
  requestMove(value: MoveTarget | string): void {
    // Said in the next update: the attribute may be read before the board is on the page.
    this.attributes.later(checkMove(value));
    this.requestedMove = readMoveTarget(value) ?? 0;
    if (this.game && !this.records.loading) this.modes.replay.goToTarget(this.requestedMove);
  }

  /** Goes to a move number along the line shown, to `'last'`, or to a node of the game tree (`goTo()`). */
  goTo(target: MoveTarget | GameNode): boolean {
    if (typeof target === 'object') return this.modes.replay.navigate((game) => game.goTo(target));
    this.attributes.report(checkMove(target));
    return this.modes.replay.goToTarget(readMoveTarget(target) ?? 0);
  }

  /** Before each render: the words, the attributes checked, the mode made, and what the changes load or switch. */
  willUpdate(changed: PropertyValues<PartsHost>): void {
    const host = this.#host;
    if (host.online && !isServer && !this.#onlineAsked) {
      this.#onlineAsked = true;
      void Promise.all([import('../online/index.js'), loadMode('play')]).then(
        ([folder]) => new folder.OnlineGame(host, this),
      );
    }
    this.words.refresh();
    // A value the board cannot use is said, and replaced by a sane one before anything reads it;
    // a game being counted keeps its count, and says why in its status line.
    for (const { attribute, expected, received } of this.attributes.check(changed)) {
      if (attribute === 'komi' || attribute === 'rules')
        this.modes.play?.refuseCount(`Expected ${attribute} to be ${expected}, received "${received}".`);
    }
    this.modes.create();
    // A record read before the first render (#showRecord) has said what it thinks of the view.
    if (changed.has('view') && host.isReady && host.hasUpdated)
      this.attributes.report(checkView(host.view, this.game!.width, this.game!.height));
    // A new source, or a setting the board's own game is made with, loads again.
    const ownGameChanged = changed.has('handicap') && (this.#ownGame || !this.game);
    const loads =
      changed.has('src') || changed.has('size') || changed.has('ko') || changed.has('gameIndex') || ownGameChanged;
    if (!this.records.loadIfChanged(loads) && changed.has('mode') && host.hasUpdated && host.isReady) {
      const game = this.game!;
      const before = game.node;
      this.modes.enter(game);
      if (game.node !== before)
        this.showPosition(
          positionAnnouncement(this.words.words, game, host.mode === 'view' ? host.totalMoves : game.moveNumber),
        );
    }
    if (this.game && host.hasUpdated && (changed.has('komi') || changed.has('rules')))
      this.modes.play?.applyCount(this.game, host.komi, host.rules);
  }

  /** After each render: a game at rest or held, and the drawing's proportions for the styles. */
  updated(): void {
    // Drawn: a record replayed that nothing navigated lets its game rest; one being played on holds it.
    if (this.#host.mode === 'view') this.records.rest();
    else this.records.hold();
    // A board wider than tall may grow wider than --go-board-max-size by as much. Set through
    // the CSSOM, which a strict Content-Security-Policy allows (a style attribute it refuses).
    const { box } = this.scene().geometry;
    this.#host.renderRoot
      .querySelector<HTMLElement>('.board')
      ?.style.setProperty('--_aspect', String(box.width / box.height));
  }

  /** Shows the game's position now, says `announcement` and tells the page. A move played (not
   * a step of the replay) makes its line the only one that counts. */
  showPosition(announcement: string): void {
    const game = this.game!;
    if (this.#host.mode !== 'view') this.modes.replay.restartAt(game.node);
    announce(this.#state, announcement, commentOf(game.node));
    this.#host.dispatchEvent(new GoNavigateEvent(game.moveNumber, game.node));
  }

  #showRecord({ game, warnings, games, diagram }: ReadRecord, origin: RecordOrigin): void {
    const host = this.#host;
    this.attributes.report(checkGameIndex(host.gameIndex, games.length));
    this.#ownGame = origin === 'size';
    this.#origin = origin;
    announce(this.#state, '');
    // A diagram shows its position as drawn, with its numbered moves, unless the page says otherwise.
    this.modes.open(game, diagram && !host.hasAttribute('move') ? 'last' : this.requestedMove);
    announce(this.#state, this.#state.said, commentOf(game.node));
    this.attributes.report(checkView(host.view, game.width, game.height));
    host.dispatchEvent(new GoLoadEvent(game, origin, warnings));
  }

  #fail(reason: Phrase, error: unknown, origin: RecordOrigin): void {
    this.modes.stopAll();
    this.#host.autoplay = false;
    announce(this.#state, reason(this.wordsShown()), null);
    this.#host.dispatchEvent(new GoErrorEvent(this.#state.said, error, origin));
  }

  /** The words as shown: with the colours swapped when the stones are. */
  wordsShown(): Words {
    return this.look.words(this.words.words, this.modes.current.orientation);
  }

  scene(game = this.game): BoardScene {
    const mode = this.modes.current;
    return sceneOf(this.#host, game, this.records.shown?.diagram, mode, this.look.scene(mode.orientation));
  }

  /** The board and everything around it. */
  render(): TemplateResult {
    const host = this.#host;
    const scene = this.scene();
    const words = this.wordsShown();
    const label = host.label || words.boardLabel;
    const error = this.records.failure?.(words) ?? '';
    const games = this.records.shown?.games ?? [];
    const mode = this.modes.current;
    const review = this.review.part;
    const shown = host.isReady && !error ? this.game! : null;
    const cursor = shown ? mode.cursor : null;
    // Until the first record arrives: the wood without a grid (which might be the wrong size),
    // "loading", and room kept for the replay controls, so nothing jumps when it arrives.
    const loading = !this.game && !error && this.records.pending;
    const name = error
      ? list(words, [label, error])
      : shown
        ? mode.name(words, label, shown, scene)
        : list(words, [label, words.loading]);
    const keys = shown ? mode.keysHelp(words) : '';
    // controls="none" is the diagram: the board and its comment, no header and no controls.
    const controls = host.controls === 'minimal' || host.controls === 'none' ? host.controls : 'full';
    // The handlers keep no game: a board at rest lets its game go (record/kept-game.ts).
    const ready = shown !== null;
    const on =
      <E extends Event>(handle: (event: E) => void) =>
      (event: E) =>
        ready && handle.call(mode, event);
    // A record the page could not read before it loaded (from `src` or a child script) keeps the
    // header's room, empty if need be, from the first drawing on (go-board.css keeps it too), as
    // does one in `sgf` with game information while the core arrives.
    const unseen = this.game
      ? this.#origin === 'src' || this.#origin === 'script'
      : loading && (!host.sgf || SGF_INFO.test(host.sgf));
    // `data-lang` names the words the board is drawn in: a board hydrating the server's drawing
    // reads it to draw its first render in the same words (see connectedCallback).
    return html`
      ${controls === 'none' ? nothing : renderGameInfo(words, this.game?.root, host.mode !== 'play', this.records.shown?.diagram !== undefined, unseen)}
      <div part="board" class="board ${shown ? mode.areaClass : ''}${loading ? ' loading' : ''}" role="application" tabindex="0" aria-label=${name}
        data-lang=${this.words.lang} aria-describedby=${keys ? 'mode-keys' : nothing} aria-busy=${shown && mode.busy ? 'true' : nothing}
        @keydown=${(event: KeyboardEvent) => (this.#focus(), on(mode.keydown)(event))} @click=${on(mode.click)} @pointerdown=${on(mode.pointerdown)}
        @pointermove=${on((event: PointerEvent) => (this.look.pointer(event, scene.geometry, this.context.svg()), mode.pointermove(event)))}
        @pointerleave=${() => (this.look.pointer(null, scene.geometry, null), mode.pointerleave())} @focus=${() => this.#focus()} @blur=${() => mode.blur()}>
        ${drawBoard(scene, {
          cursor,
          layer: shown && (mode.drawing(shown, scene) ?? review?.drawing(shown, mode.cursor)),
          estimate: error ? null : this.ownership.mark,
          highlight: this.look.highlight(cursor),
        })}
        ${error ? html`<div part="error" class="error" role="alert">${error}</div>` : nothing}
        ${loading ? html`<div class="loading-note" aria-hidden="true">${words.loading}</div>` : nothing}
      </div>
      ${keys ? html`<p id="mode-keys" class="visually-hidden">${keys}</p>` : nothing}
      <div class="visually-hidden" role="status" aria-live="polite">${this.#state.said}</div>
      ${loading && controls !== 'none' && this.#showsReplay() ? this.modes.replay.loadingPanel(words, controls) : nothing}
      ${shown ? [mode.panel(words, shown, controls), review?.panel(words, shown)] : nothing}
      ${
        controls !== 'none' && shown && games.length > 1 && gameList
          ? gameList.renderGameList(
              words,
              games,
              Math.min(host.gameIndex, games.length - 1),
              (index) => (host.gameIndex = index),
            )
          : nothing
      }
      ${renderComment(this.#state.comment)}
      ${shown ? review?.tree(words, shown) : nothing}
    `;
  }
}
