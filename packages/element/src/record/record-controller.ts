// Loading a board's record: from the `sgf` attribute, a fetched `src`, a child script, or the
// board's own game (an empty board of `size`, with its handicap when playing). A reactive
// controller, so a fetch never outlives the element and a newer source always wins over an
// older one still loading. On the server a page is rendered at once, so there the record is
// read at once too: from the `sgf` attribute, or the board's own game.
import { isServer, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { init, isInitialized, type Game, type KoRule } from '@go-board/rules';
import type { RecordOrigin } from '../events/go-error.js';
import { KeptGame } from './kept-game.js';
import { readyToRead } from './sgf-bytes.js';
import {
  fetchRecord,
  readDiagramRecord,
  readRecord,
  RecordError,
  scriptRecord,
  type ReadRecord,
  type ScriptRecord,
} from './read.js';
import type { BoardPhrase } from '../words/words.js';

/** What the board shows of a record besides its game. */
export type ShownRecord = Pick<ReadRecord, 'games' | 'diagram'>;

/** The element, whose children may hold a record in a script. */
export type RecordHost = ReactiveControllerHost & HTMLElement;

/** What the element gives the controller, and does with the outcome of a load. */
export interface RecordListener {
  /** The `src` URL the page gave. */
  src(): string | null;
  /** The game to show without a record; may throw (a RangeError for a bad size or handicap). */
  emptyGame(): Game;
  /** The ko rule to judge a record's moves by. */
  ko(): KoRule;
  /** Which game of a collection to read (0, the first). */
  gameIndex(): number;
  loaded(record: ReadRecord, origin: RecordOrigin): void;
  /** A game at rest read again, at the node where it stood (see kept-game.ts). */
  reopened(game: Game): void;
  /** `reason` is a sentence for the reader, in the board's words; `error` what was thrown. */
  failed(reason: BoardPhrase, error: unknown, origin: RecordOrigin): void;
}

export class RecordController implements ReactiveController {
  readonly #host: RecordHost;
  readonly #listener: RecordListener;
  #count = 0;
  #loading: Promise<void> | undefined;
  #abort: AbortController | undefined;
  #observer: MutationObserver | undefined;
  /** Set when the element left the page in the middle of a load, which it then gave up. */
  #interrupted = false;
  /** The record shown: what each game of a collection is called, and how a diagram asks to be
   * shown; null until a record loads, and after a failure. Its game is kept apart, in #kept. */
  #shown: ShownRecord | null = null;
  #kept: KeptGame | null = null;
  /** Why the record could not be shown, when it could not. */
  #failure: BoardPhrase | null = null;
  #sgf: string | null = null;
  #sgfChanged = false;
  /** Whether the record was loaded before the first update, so that update need not load it. */
  #preloaded = false;
  /** The child script's text the shown record was read from, to notice when it changes. */
  #loadedScript: string | null = null;

  constructor(host: RecordHost, listener: RecordListener) {
    this.#host = host;
    this.#listener = listener;
    host.addController(this);
  }

  /** The `sgf` attribute's text: the record to load first, before `src` and a child script. */
  get sgf(): string | null {
    return this.#sgf;
  }

  set sgf(value: string | null) {
    if (value === this.#sgf) return;
    this.#sgf = value;
    this.#sgfChanged = true;
    this.#host.requestUpdate();
  }

  /** Loads the record before the first render (a board the server rendered hydrates that render,
   * which must be the same); the first update then need not load it again. */
  preload(): void {
    this.load();
    this.#preloaded = true;
  }

  /** Whether the record can be read at once, before a first render: the `sgf` attribute's text,
   * once the core is there (a `src` is fetched, a child script may still be parsed). */
  get readableAtOnce(): boolean {
    return !isServer && !this.#loading && this.#kept === null && Boolean(this.#sgf?.trim()) && isInitialized();
  }

  /** In an update: loads again when the `sgf` text changed, or when `settingsChanged` (a source
   * or a setting the record is read with). Returns whether it did. */
  loadIfChanged(settingsChanged: boolean): boolean {
    if (this.#preloaded) {
      this.#preloaded = false;
      return false;
    }
    if (!this.#sgfChanged && !settingsChanged) return false;
    this.load();
    return true;
  }

  /** The record shown, or null. */
  get shown(): ShownRecord | null {
    return this.#shown;
  }

  /** The game shown, or null; a game at rest is found again, or read again (kept-game.ts). */
  get game(): Game | null {
    return this.#kept?.game ?? null;
  }

  /** Whether a game is shown, without waking one at rest. */
  get hasGame(): boolean {
    return this.#kept !== null;
  }

  /** Holds the game shown for good (it may change, or the page has it); returns it. */
  hold(): Game | null {
    return this.#kept?.hold() ?? null;
  }

  /** Lets the game shown rest until the board needs it again. */
  rest(): void {
    this.#kept?.rest();
  }

  /** Why the record could not be shown (in the board's words), or null. */
  get failure(): BoardPhrase | null {
    return this.#failure;
  }

  /** The element's update completion, waiting also for the load under way (and the renders after
   * it): `complete` is the element's own, `pending` whether an update is still to come. */
  async settled(complete: () => Promise<boolean>, pending: () => boolean): Promise<boolean> {
    let done = await complete();
    while (this.#loading || pending()) {
      await this.#loading;
      done = await complete();
    }
    return done;
  }

  /** Settles when the load under way (if any) has finished, well or not. */
  get loading(): Promise<void> | undefined {
    return this.#loading;
  }

  hostConnected(): void {
    // A child script may come later, or change: read it again when the children change.
    this.#observer ??= new MutationObserver(() => this.#onChildrenChanged());
    this.#observer.observe(this.#host, { childList: true, subtree: true, characterData: true });
    if (this.#interrupted) this.load();
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
    // A board moved to another place in the page keeps its game; only a load is given up.
    if (this.#loading) {
      this.#interrupted = true;
      this.#count++;
      this.#abort?.abort();
      this.#loading = undefined;
    }
  }

  /** Loads the record from the source in force (or, with `ownGame`, the board's own game
   * whatever the sources say: a new game); a newer load makes an older one give up. */
  load(ownGame = false): void {
    this.#interrupted = false;
    this.#sgfChanged = false;
    const count = ++this.#count;
    if (isServer) return this.#readOnServer(ownGame);
    this.#abort?.abort();
    const abort = new AbortController();
    this.#abort = abort;
    const loading = this.#read(count, abort.signal, ownGame).finally(() => {
      if (this.#loading === loading) this.#loading = undefined;
      this.#host.requestUpdate();
    });
    this.#loading = loading;
  }

  /** Shows a game made elsewhere (an online game as its server has it) in place of the record,
   * at once: a load under way gives up. */
  show(game: Game): void {
    this.#count++;
    this.#abort?.abort();
    this.#loading = undefined;
    this.#loaded({ game, warnings: [], games: [null] }, 'online');
  }

  /** Whether the record is still to come: loading now, or (on the server) a `src` or script the
   * browser will load. The board then shows its loading state. */
  get pending(): boolean {
    if (this.#loading) return true;
    const sgf = this.#sgf;
    const src = this.#listener.src();
    return isServer && !sgf?.trim() && Boolean(src?.trim());
  }

  /** Whether the server could render the record this board shows: the `sgf` attribute's, or
   * the board's own game. A fetched `src` and a child script are for the browser only. */
  get renderedOnServer(): boolean {
    const sgf = this.#sgf;
    const src = this.#listener.src();
    return Boolean(sgf?.trim()) || (!src?.trim() && scriptRecord(this.#host) === null);
  }

  #hasAttributeSource(): boolean {
    const sgf = this.#sgf;
    const src = this.#listener.src();
    return Boolean(sgf?.trim() || src?.trim());
  }

  #onChildrenChanged(): void {
    if (!this.#hasAttributeSource() && (scriptRecord(this.#host)?.text ?? null) !== this.#loadedScript) this.load();
  }

  async #read(count: number, signal: AbortSignal, ownGame: boolean): Promise<void> {
    const host = this.#host;
    let origin: RecordOrigin = 'size';
    try {
      // While the page is still being parsed, a child script may not have arrived yet.
      if (!ownGame && !this.#hasAttributeSource() && scriptRecord(host) === null && document.readyState === 'loading') {
        await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));
      }
      await init();
      let record: ReadRecord;
      let script: ScriptRecord | null = null;
      const sources = { sgf: this.#sgf, src: this.#listener.src() };
      const sgf = ownGame ? '' : sources.sgf?.trim();
      const src = ownGame ? '' : sources.src?.trim();
      const ko = this.#listener.ko();
      const index = this.#listener.gameIndex();
      if (sgf) {
        origin = 'sgf';
        record = readRecord(sgf, origin, (words) => words.sgfAttribute, ko, index);
      } else if (src) {
        origin = 'src';
        const bytes = await fetchRecord(src, signal);
        await readyToRead(bytes);
        if (count !== this.#count) return;
        record = readRecord(bytes, origin, () => src, ko, index);
      } else if (!ownGame && (script = scriptRecord(host)) !== null) {
        origin = 'script';
        record = script.diagram
          ? await readDiagramRecord(script.text, ko)
          : readRecord(script.text, origin, (words) => words.sgfScript, ko, index);
      } else {
        record = { game: this.#emptyGame(), warnings: [], games: [null] };
      }
      if (count !== this.#count) return;
      this.#loadedScript = script?.text ?? null;
      this.#loaded(record, origin);
    } catch (error) {
      if (count !== this.#count || signal.aborted) return;
      this.#loadedScript = origin === 'script' ? (scriptRecord(host)?.text ?? null) : null;
      this.#failed(error, origin);
    }
  }

  /** The server's reading: the `sgf` attribute or the board's own game, at once. Before the
   * core is loaded, or with only a `src`, the board renders as loading and the browser loads it. */
  #readOnServer(ownGame: boolean): void {
    const sgf = ownGame ? '' : this.#sgf?.trim();
    const src = ownGame ? '' : this.#listener.src()?.trim();
    if (!isInitialized() || (!sgf && src)) return;
    const origin: RecordOrigin = sgf ? 'sgf' : 'size';
    try {
      const record = sgf
        ? readRecord(sgf, origin, (words) => words.sgfAttribute, this.#listener.ko(), this.#listener.gameIndex())
        : { game: this.#emptyGame(), warnings: [], games: [null] };
      this.#loaded(record, origin);
    } catch (error) {
      this.#failed(error, origin);
    }
  }

  #loaded(record: ReadRecord, origin: RecordOrigin): void {
    const { games, diagram } = record;
    this.#shown = diagram ? { games, diagram } : { games };
    this.#kept = new KeptGame(record.game, record.reread ?? null, (game) => this.#listener.reopened(game));
    this.#failure = null;
    this.#listener.loaded(record, origin);
  }

  #failed(error: unknown, origin: RecordOrigin): void {
    this.#shown = null;
    this.#kept = null;
    const detail = (error as Error)?.message ?? String(error);
    const reason: BoardPhrase = error instanceof RecordError ? error.reason : (words) => words.couldNotShow(detail);
    this.#failure = reason;
    this.#listener.failed(
      reason,
      error instanceof RecordError && error.cause !== undefined ? error.cause : error,
      origin,
    );
  }

  #emptyGame(): Game {
    try {
      return this.#listener.emptyGame();
    } catch (error) {
      throw new RecordError((words) => words.couldNotShowEmpty((error as Error).message), 'size', error);
    }
  }
}
