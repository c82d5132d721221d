import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from './database.js';

/** The file naming the process that holds an embedded database folder. */
const LOCK_FILE = 'go-board-server.pid';

/** Takes the folder for this process: PGlite's files may have one process only. A lock left by a
 * process that no longer runs (killed with -9) is taken over. */
function lockFolder(directory: string): () => void {
  const lock = join(directory, LOCK_FILE);
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return () => rmSync(lock, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(lock, 'utf8'));
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
      throw new Error(
        `Expected the database folder ${directory} to be free, but go-board-server process ${holder} uses it: ` +
          'stop it, give each server its own --database folder, or use --database postgres://... for several processes.',
      );
    }
    rmSync(lock, { force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** PGlite, PostgreSQL compiled to WebAssembly, keeping its files in `directory`: the embedded
 * database of a single server process. LISTEN and NOTIFY work within the process. */
export async function openPglite(directory: string): Promise<Database> {
  mkdirSync(directory, { recursive: true });
  const unlock = lockFolder(directory);
  let db: PGlite;
  try {
    db = await PGlite.create(directory);
  } catch (error) {
    unlock();
    throw error;
  }
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
      try {
        await db.close();
      } finally {
        unlock();
      }
    },
  };
}
