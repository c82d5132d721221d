import type { Color } from '../protocol/messages.js';
import type { GameSettings } from '../games/settings.js';
import type { GameState, StoredGame, StoredMove } from '../games/stored-game.js';
import { GAME_CHANNEL, type Database } from './database.js';
import { GroupCommit } from './group-commit.js';

/** What a stored change tells every server process, through NOTIFY. */
export interface GameNotice {
  id: string;
  seq: number;
  /** The process that stored the change: its own copy in memory is already up to date. */
  process: string;
  /** When the running side's time runs out, or null: every process keeps a timer for it. */
  deadline: number | null;
  /** The messages for the game's viewers; absent when they did not fit in one notice, and then
   * each process sends its viewers the whole game instead. */
  messages?: unknown[];
  /** The process and connection whose message made the change, and that message's `ref`. */
  origin?: { process: string; connection: number; ref?: string | number };
  /** The messages as JSON, written by the receiving process (never sent). */
  texts?: string[];
}

/** NOTIFY payloads must stay under 8000 bytes. */
const MAX_NOTICE_BYTES = 7900;

type GameRow = {
  id: string;
  settings: GameSettings;
  state: GameState;
  seq: number;
  black_token: string | null;
  white_token: string | null;
  created: number;
  moves: [Color, number, number, number | null][];
};

/** What a change stores besides the game's new state. */
type Change = { state: GameState; move?: StoredMove; keepMoves?: number; tokenHash?: { seat: Color; hash: string } };

/** A change waiting for its statement, with its NOTIFY payload. */
interface PendingChange {
  game: StoredGame;
  change: Change;
  deadline: number | null;
  payload: string;
}

/** Statements in flight at once: on PostgreSQL one can run while another is being committed;
 * PGlite runs one at a time in this process's thread, so the next waits and gathers more. */
const MAX_STATEMENTS_IN_FLIGHT = { postgres: 2, pglite: 1 } as const;
/** Changes in one statement at most. */
const MAX_CHANGES_A_STATEMENT = 1000;

/** The games and their moves, read and written only here. */
export class GamesTable {
  readonly #db: Database;
  readonly #commits: GroupCommit<PendingChange, boolean>;

  constructor(db: Database) {
    this.#db = db;
    this.#commits = new GroupCommit(
      (changes) => this.#write(changes),
      (pending) => pending.game.id,
      {
        maxInFlight: MAX_STATEMENTS_IN_FLIGHT[db.kind],
        maxItems: MAX_CHANGES_A_STATEMENT,
      },
    );
  }

  async insert(game: StoredGame, deadline: number | null): Promise<void> {
    await this.#db.query(
      `INSERT INTO go_board_games (id, settings, state, seq, black_token, white_token, deadline)
       VALUES ($1, $2::jsonb, $3::jsonb, 0, $4, $5, $6)`,
      [
        game.id,
        JSON.stringify(game.settings),
        JSON.stringify(game.state),
        game.tokens.black,
        game.tokens.white,
        deadline,
      ],
    );
  }

  /** The game with its moves, read in one statement so both belong to the same `seq`. */
  async load(id: string): Promise<StoredGame | null> {
    const rows = await this.#db.query<GameRow>(
      `SELECT g.id, g.settings, g.state, g.seq, g.black_token, g.white_token,
         extract(epoch FROM g.created_at) * 1000 AS created,
         coalesce((SELECT json_agg(json_build_array(m.color, m.x, m.y, m.time_left) ORDER BY m.number)
                   FROM go_board_moves m WHERE m.game_id = g.id), '[]'::json) AS moves
       FROM go_board_games g WHERE g.id = $1`,
      [id],
      'go_board_load',
    );
    const row = rows[0];
    if (!row) return null;
    return {
      id: row.id,
      settings: row.settings,
      state: row.state,
      seq: row.seq,
      tokens: { black: row.black_token, white: row.white_token },
      createdAt: Number(row.created),
      moves: row.moves.map(([color, x, y, left]): StoredMove => ({ color, x, y, left })),
    };
  }

  /**
   * Stores a change made to the game at `seq`: the game row, its moves and the NOTIFY that tells
   * every process, committed together. Resolves once committed; false, storing nothing, when the
   * game is no longer at `seq` (another process changed it first): read it again and judge the
   * action anew. Changes of several games that come while others are being committed share the
   * next statement (group commit).
   */
  commit(game: StoredGame, change: Change, notice: GameNotice): Promise<boolean> {
    let payload = JSON.stringify(notice);
    if (Buffer.byteLength(payload) > MAX_NOTICE_BYTES) payload = JSON.stringify({ ...notice, messages: undefined });
    return this.#commits.add({ game, change, deadline: notice.deadline, payload });
  }

  /** Stores the changes of different games in one statement; each one's answer, in order. The
   * games' rows are locked in the order of their ids (`locked`), the same in every process, so
   * two processes storing changes of the same games at once wait for each other, never deadlock. */
  async #write(changes: PendingChange[]): Promise<boolean[]> {
    const column = <T>(value: (pending: PendingChange) => T) => changes.map(value);
    const rows = await this.#db.query<{ id: string }>(
      `WITH input AS (
         SELECT * FROM unnest($1::text[], $2::integer[], $3::jsonb[], $4::double precision[], $5::text[], $6::text[],
           $7::integer[], $8::integer[], $9::text[], $10::smallint[], $11::smallint[], $12::double precision[], $13::text[])
         AS t(id, seq, state, deadline, token_seat, token_hash, keep_moves, number, color, x, y, time_left, payload)),
       locked AS (
         SELECT id FROM go_board_games WHERE id = ANY($1::text[]) ORDER BY id FOR NO KEY UPDATE),
       updated AS (
         UPDATE go_board_games g SET seq = g.seq + 1, state = i.state, deadline = i.deadline, updated_at = now(),
           black_token = CASE WHEN i.token_seat = 'black' THEN i.token_hash ELSE g.black_token END,
           white_token = CASE WHEN i.token_seat = 'white' THEN i.token_hash ELSE g.white_token END
         FROM input i JOIN locked l ON l.id = i.id WHERE g.id = i.id AND g.seq = i.seq RETURNING g.id),
       removed AS (
         DELETE FROM go_board_moves m USING input i JOIN updated u ON u.id = i.id
         WHERE m.game_id = i.id AND i.keep_moves IS NOT NULL AND m.number > i.keep_moves),
       added AS (
         INSERT INTO go_board_moves (game_id, number, color, x, y, time_left)
         SELECT i.id, i.number, i.color, i.x, i.y, i.time_left
         FROM input i JOIN updated u ON u.id = i.id WHERE i.number IS NOT NULL)
       SELECT i.id, pg_notify($14, i.payload) FROM input i JOIN updated u ON u.id = i.id`,
      [
        column(({ game }) => game.id),
        column(({ game }) => game.seq),
        column(({ change }) => JSON.stringify(change.state)),
        column(({ deadline }) => deadline),
        column(({ change }) => change.tokenHash?.seat ?? null),
        column(({ change }) => change.tokenHash?.hash ?? null),
        column(({ change }) => change.keepMoves ?? null),
        column(({ game, change }) => (change.move ? game.moves.length + 1 : null)),
        column(({ change }) => change.move?.color ?? null),
        column(({ change }) => change.move?.x ?? null),
        column(({ change }) => change.move?.y ?? null),
        column(({ change }) => change.move?.left ?? null),
        column(({ payload }) => payload),
        GAME_CHANNEL,
      ],
      'go_board_commit',
    );
    const stored = new Set(rows.map((row) => row.id));
    return changes.map(({ game }) => stored.has(game.id));
  }

  /** Every game whose clock runs, with the moment it runs out. */
  async deadlines(): Promise<{ id: string; deadline: number }[]> {
    return this.#db.query('SELECT id, deadline FROM go_board_games WHERE deadline IS NOT NULL');
  }
}
