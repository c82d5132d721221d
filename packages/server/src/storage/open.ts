import { resolve } from 'node:path';
import type { Database } from './database.js';
import { migrate } from './migrations.js';

/** The embedded database's folder when no --database is given, beside where the server starts. */
export const DEFAULT_DATABASE = './go-board-games/';

/** Opens the database `location` names (a postgres:// URL, else a folder for PGlite) and brings
 * its schema up to date. */
export async function openDatabase(location: string = DEFAULT_DATABASE): Promise<Database> {
  const db = /^postgres(ql)?:\/\//.test(location)
    ? await (await import('./postgres.js')).openPostgres(location)
    : await (await import('./pglite.js')).openPglite(resolve(location));
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
