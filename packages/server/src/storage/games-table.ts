import type { Color } from '../protocol/messages.js';
import type { GameSettings } from '../games/settings.js';
import type { GameState, StoredGame, StoredMove } from '../games/stored-game.js';
import { GAME_CHANNEL, type Database } from './database.js';

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

/** The games and their moves, read and written only here. */
export class GamesTable {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
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
   * Stores a change made to the game at `seq`, in one statement: the game row, its moves and the
   * NOTIFY that tells every process. Returns false, storing nothing, when the game is no longer at
   * `seq` (another process changed it first): read it again and judge the action anew.
   */
  async commit(
    game: StoredGame,
    change: { state: GameState; move?: StoredMove; keepMoves?: number; tokenHash?: { seat: Color; hash: string } },
    notice: GameNotice,
  ): Promise<boolean> {
    let payload = JSON.stringify(notice);
    if (Buffer.byteLength(payload) > MAX_NOTICE_BYTES) payload = JSON.stringify({ ...notice, messages: undefined });
    const move = change.move;
    const rows = await this.#db.query(
      `WITH updated AS (
         UPDATE go_board_games SET seq = seq + 1, state = $3::jsonb, deadline = $4, updated_at = now(),
           black_token = CASE WHEN $5::text = 'black' THEN $6::text ELSE black_token END,
           white_token = CASE WHEN $5::text = 'white' THEN $6::text ELSE white_token END
         WHERE id = $1 AND seq = $2 RETURNING seq),
       removed AS (
         DELETE FROM go_board_moves
         WHERE game_id = $1 AND $7::integer IS NOT NULL AND number > $7::integer AND EXISTS (SELECT 1 FROM updated)),
       added AS (
         INSERT INTO go_board_moves (game_id, number, color, x, y, time_left)
         SELECT $1, $8::integer, $9::text, $10::smallint, $11::smallint, $12::double precision
         FROM updated WHERE $8::integer IS NOT NULL)
       SELECT seq, pg_notify($13, $14) FROM updated`,
      [
        game.id,
        game.seq,
        JSON.stringify(change.state),
        notice.deadline,
        change.tokenHash?.seat ?? null,
        change.tokenHash?.hash ?? null,
        change.keepMoves ?? null,
        move ? game.moves.length + 1 : null,
        move?.color ?? null,
        move?.x ?? null,
        move?.y ?? null,
        move?.left ?? null,
        GAME_CHANNEL,
        payload,
      ],
    );
    return rows.length === 1;
  }

  /** Every game whose clock runs, with the moment it runs out. */
  async deadlines(): Promise<{ id: string; deadline: number }[]> {
    return this.#db.query('SELECT id, deadline FROM go_board_games WHERE deadline IS NOT NULL');
  }
}
