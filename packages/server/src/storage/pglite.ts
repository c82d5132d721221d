import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from './database.js';

/** PGlite, PostgreSQL compiled to WebAssembly, keeping its files in `directory`: the embedded
 * database of a single server process. LISTEN and NOTIFY work within the process. */
export async function openPglite(directory: string): Promise<Database> {
  mkdirSync(directory, { recursive: true });
  const db = await PGlite.create(directory);
  return {
    kind: 'pglite',
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await db.query<Row>(sql, params)).rows;
    },
    transaction(work) {
      return db.transaction((tx) => work(async (sql, params = []) => (await tx.query(sql, params)).rows as never));
    },
    async listen(channel, onNotice) {
      await db.listen(channel, onNotice);
    },
    async close() {
      await db.close();
    },
  };
}
