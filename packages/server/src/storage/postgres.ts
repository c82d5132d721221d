import pg from 'pg';
import type { Database } from './database.js';

/** Connections per process: commits in flight at once, which PostgreSQL flushes to disk together
 * (two processes take 64 of the default max_connections of 100). */
const POOL_SIZE = 32;
/** How long to wait before listening again after the listening connection was lost. */
const RELISTEN_DELAY_MS = 250;

/**
 * A PostgreSQL server through `pg`: a pool of connections for queries, and one connection of its
 * own that LISTENs, made again (and `onResume` called) whenever it is lost.
 */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  // An idle client's error (the server went away) is reported by the next query; not fatal.
  pool.on('error', () => {});
  await pool.query('SELECT 1');
  let closed = false;
  let listener: pg.Client | null = null;

  async function connectListener(channel: string, onNotice: (payload: string) => void, onResume: () => void) {
    while (!closed) {
      const client = new pg.Client({ connectionString: url });
      try {
        await client.connect();
        client.on('notification', (message) => {
          if (message.channel === channel && message.payload !== undefined) onNotice(message.payload);
        });
        client.on('error', () => {
          client.end().catch(() => {});
          if (listener === client) listener = null;
          if (!closed)
            setTimeout(() => void connectListener(channel, onNotice, onResume).then(onResume), RELISTEN_DELAY_MS);
        });
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        listener = client;
        return;
      } catch {
        await client.end().catch(() => {});
        await new Promise((resolve) => setTimeout(resolve, RELISTEN_DELAY_MS));
      }
    }
  }

  return {
    kind: 'postgres',
    async query<Row>(sql: string, params: unknown[] = [], name?: string) {
      return (await pool.query({ text: sql, values: params, ...(name ? { name } : {}) })).rows as Row[];
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(async (sql, params = []) => (await client.query(sql, params)).rows as never);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    listen: connectListener,
    async close() {
      closed = true;
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}
