import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/** Makes one embedded database with the schema (PGlite's initdb takes seconds), which each test
 * copies instead of making its own. */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'go-board-pglite-template-'));
  const { openDatabase } = await import('../storage/open.js');
  const db = await openDatabase(join(folder, 'games'));
  await db.close();
  project.provide('pgliteTemplate', join(folder, 'games'));
  return () => rmSync(folder, { recursive: true, force: true });
}
