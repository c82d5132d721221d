import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StoredGame } from '../games/stored-game.js';
import { startPostgres, type TestPostgres } from '../test-support/postgres.js';
import { storedGame } from '../test-support/stored-game.js';
import type { Database } from './database.js';
import { GamesTable, type GameNotice } from './games-table.js';
import { openDatabase } from './open.js';

const noticeOf = (game: StoredGame): GameNotice => ({ id: game.id, seq: 1, process: 'test', deadline: null });

describe('GamesTable on PostgreSQL', () => {
  let postgres: TestPostgres;
  let db: Database;
  const clients: pg.Client[] = [];

  beforeAll(async () => {
    postgres = await startPostgres();
    db = await openDatabase(postgres.url);
  });
  afterAll(async () => {
    for (const client of clients) await client.end();
    await db?.close();
    postgres?.stop();
  });

  async function connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    clients.push(client);
    return client;
  }

  it('should lock the rows of the games it stores in the order of their ids, whatever order they came in', async () => {
    const table = new GamesTable(db);
    // Made in the reverse order of their ids, and stored in that order too.
    const [late, early] = [storedGame('z-game'), storedGame('a-game')];
    await table.insert(late, null);
    await table.insert(early, null);
    const holder = await connect();
    await holder.query('BEGIN');
    await holder.query(`SELECT 1 FROM go_board_games WHERE id = 'a-game' FOR UPDATE`);

    const stored = Promise.all([
      table.commit(late, { state: late.state }, noticeOf(late)),
      table.commit(early, { state: early.state }, noticeOf(early)),
    ]);
    // The statement waits for the lock on a-game, the first in the order of ids...
    const observer = await connect();
    await vi.waitFor(
      async () => {
        const { rows } = await observer.query(
          `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE 'WITH input AS%'`,
        );
        expect(rows[0].waiting).toBe(1);
      },
      { timeout: 60_000, interval: 20 },
    );
    // ...holding none on z-game meanwhile: two processes that store the same games at once never
    // each hold a row the other waits for.
    await observer.query('BEGIN');
    await expect(
      observer.query(`SELECT 1 FROM go_board_games WHERE id = 'z-game' FOR NO KEY UPDATE NOWAIT`),
    ).resolves.toMatchObject({ rowCount: 1 });
    await observer.query('ROLLBACK');

    await holder.query('COMMIT');
    expect(await stored).toEqual([true, true]);
  });
});
