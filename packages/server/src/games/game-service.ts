import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode, type Color, type GameView } from '../protocol/messages.js';
import { ProtocolError } from '../protocol/parse.js';
import type { GameNotice, GamesTable } from '../storage/games-table.js';
import { deadlineOf, startClocks } from './clock.js';
import { LiveGame, stamp, type Action } from './live-game.js';
import { gameRecord } from './record.js';
import type { GameSettings } from './settings.js';
import type { StoredGame } from './stored-game.js';

/** How many times an action is judged again when other processes keep changing its game first. */
const MAX_ATTEMPTS = 8;

/** A new game's id and its two seats' secret tokens (stored only as hashes). */
export interface CreatedGame {
  id: string;
  tokens: { black: string | null; white: string | null };
}

/** The SHA-256 of a token, as stored: the database never holds a seat's token itself. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A secret token for a seat: 144 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * The games of one server process: each action is judged against the game as stored and stored
 * in one statement that succeeds only if nobody changed the game meanwhile (else the game is read
 * again and the action judged anew), so any number of processes may serve the same game. Actions
 * on one game run one at a time within the process; games in memory are a cache of the database.
 */
export class GameService {
  readonly #table: GamesTable;
  readonly #process: string;
  readonly #cache = new Map<string, LiveGame>();
  readonly #queues = new Map<string, Promise<unknown>>();

  constructor(table: GamesTable, processId: string) {
    this.#table = table;
    this.#process = processId;
  }

  async create(settings: GameSettings): Promise<CreatedGame> {
    const id = randomBytes(8).toString('base64url');
    const tokens = settings.open ? { black: null, white: null } : { black: newToken(), white: newToken() };
    const stored: StoredGame = {
      id,
      settings,
      seq: 0,
      state: {
        status: 'waiting',
        result: null,
        reason: null,
        names: { black: null, white: null },
        joined: { black: false, white: false },
        clock: startClocks(settings.clock),
        undoRequest: null,
        count: null,
        score: null,
      },
      moves: [],
      tokens: { black: tokens.black && hashToken(tokens.black), white: tokens.white && hashToken(tokens.white) },
      createdAt: Date.now(),
    };
    await this.#table.insert(stored, null);
    return { id, tokens };
  }

  /** The game as viewers see it now, or null when there is no such game. It waits for the
   * actions on the game in flight here: their notices may have reached the viewers already, and a
   * welcome must never be older than a notice it follows. */
  async view(id: string, keep = true): Promise<GameView | null> {
    await this.#queues.get(id);
    const live = await this.#live(id, keep);
    return live && live.view(Date.now());
  }

  /** The game's SGF record, or null. */
  async record(id: string): Promise<string | null> {
    await this.#queues.get(id);
    const live = await this.#live(id, false);
    return live && gameRecord(live.stored);
  }

  /** Which seat a token opens in the game, or null for none. */
  async seatOf(id: string, token: string): Promise<Color | null> {
    const live = await this.#live(id);
    if (!live) return null;
    const hash = hashToken(token);
    if (live.stored.tokens.black === hash) return 'black';
    if (live.stored.tokens.white === hash) return 'white';
    return null;
  }

  /** The game in this process's memory, if it is there (no database read). */
  cached(id: string): LiveGame | undefined {
    return this.#cache.get(id);
  }

  /** A process stored `seq` of the game: the copy in memory, if another process made it older, is
   * dropped. (This process's own notice may come before its commit returns: its copy stays.) */
  noticed(id: string, seq: number, by: string): void {
    if (by === this.#process) return;
    const live = this.#cache.get(id);
    if (live && live.stored.seq < seq) this.#cache.delete(id);
  }

  /** Drops a game from memory (its last viewer here left). */
  forget(id: string): void {
    this.#cache.delete(id);
  }

  /**
   * Judges `action` and stores what it changes; the change reaches every viewer on every process
   * through the notice. Throws a ProtocolError when the game refuses it (nothing is stored).
   */
  act(id: string, action: Action, origin?: GameNotice['origin']): Promise<void> {
    const previous = this.#queues.get(id) ?? Promise.resolve();
    const run = previous.then(
      () => this.#act(id, action, origin),
      () => this.#act(id, action, origin),
    );
    const settled = run.catch(() => {});
    this.#queues.set(id, settled);
    void settled.then(() => {
      if (this.#queues.get(id) === settled) this.#queues.delete(id);
    });
    return run;
  }

  async #act(id: string, action: Action, origin?: GameNotice['origin']): Promise<void> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const live = await this.#live(id);
      if (!live)
        throw new ProtocolError(ErrorCode.NoGame, `Expected the id of a game on this server, received "${id}".`);
      const stored = live.stored;
      const now = Date.now();
      let change;
      try {
        change = await live.apply(action, now);
      } catch (error) {
        if (!(error instanceof ProtocolError)) this.#cache.delete(id);
        throw error;
      }
      if (change.announcements.length === 0) return;
      const seq = stored.seq + 1;
      const moves = change.move
        ? [...stored.moves, change.move]
        : stored.moves.slice(0, change.keepMoves ?? stored.moves.length);
      const tokens = change.tokenHash
        ? { ...stored.tokens, [change.tokenHash.seat]: change.tokenHash.hash }
        : stored.tokens;
      const next: StoredGame = { ...stored, seq, state: change.state, moves, tokens };
      const deadline = next.state.status === 'playing' ? deadlineOf(next.settings.clock, next.state.clock) : null;
      const notice: GameNotice = {
        id,
        seq,
        process: this.#process,
        deadline,
        messages: change.announcements.map((announcement) => stamp(announcement, seq)),
        ...(origin ? { origin } : {}),
      };
      let committed = false;
      try {
        committed = await this.#table.commit(stored, change, notice);
      } catch (error) {
        this.#cache.delete(id);
        throw new ProtocolError(
          ErrorCode.Unavailable,
          `The game could not be stored, try again (${(error as Error).message}).`,
        );
      }
      if (committed) {
        live.stored = next;
        return;
      }
      // Another process changed the game first: read it again and judge the action anew.
      this.#cache.delete(id);
    }
    throw new ProtocolError(
      ErrorCode.Unavailable,
      'The game is changing too fast to store this action: send it again.',
    );
  }

  /** The game in memory, read from the database when it is not; `keep` false reads it without
   * keeping it (a request over HTTP, which no viewer follows). */
  async #live(id: string, keep = true): Promise<LiveGame | null> {
    const cached = this.#cache.get(id);
    if (cached) return cached;
    const stored = await this.#table.load(id);
    if (!stored) return null;
    if (!keep) return new LiveGame(stored);
    // Another read may have finished first; keep one copy.
    const again = this.#cache.get(id);
    if (again && again.stored.seq >= stored.seq) return again;
    const live = new LiveGame(stored);
    this.#cache.set(id, live);
    return live;
  }

  get processId(): string {
    return this.#process;
  }
}
