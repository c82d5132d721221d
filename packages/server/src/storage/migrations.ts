import type { Database } from './database.js';

/**
 * The schema, one migration after the other, the same for PGlite and PostgreSQL. A migration once
 * released never changes; a new one is added at the end. They run in one transaction under an
 * advisory lock, so several processes starting at once on one PostgreSQL apply each once.
 */
const MIGRATIONS: string[] = [
  `CREATE TABLE go_board_games (
    id text PRIMARY KEY,
    settings jsonb NOT NULL,
    state jsonb NOT NULL,
    seq integer NOT NULL DEFAULT 0,
    black_token text,
    white_token text,
    deadline double precision,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX go_board_games_deadline ON go_board_games (deadline) WHERE deadline IS NOT NULL;
  CREATE TABLE go_board_moves (
    game_id text NOT NULL REFERENCES go_board_games (id) ON DELETE CASCADE,
    number integer NOT NULL,
    color text NOT NULL CHECK (color IN ('black', 'white')),
    x smallint NOT NULL,
    y smallint NOT NULL,
    time_left double precision,
    played_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (game_id, number)
  );`,
];

/** The advisory lock key under which migrations run: "go-boar" in ASCII as an integer, rounded to
 * the nearest double (its last byte 0x70, not 0x72), the key every version has locked. */
const MIGRATION_LOCK = 0x676f2d626f6170;

/** Brings the schema up to date. */
export async function migrate(db: Database): Promise<void> {
  await db.transaction(async (query) => {
    await query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await query(
      'CREATE TABLE IF NOT EXISTS go_board_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const rows = await query<{ version: number }>(
      'SELECT coalesce(max(version), 0) AS version FROM go_board_migrations',
    );
    for (let version = rows[0]!.version + 1; version <= MIGRATIONS.length; version++) {
      for (const statement of MIGRATIONS[version - 1]!.split(/;\s*$/m).filter((text) => text.trim()))
        await query(statement);
      await query('INSERT INTO go_board_migrations (version) VALUES ($1)', [version]);
    }
  });
}
