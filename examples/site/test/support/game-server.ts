// A real game server for one test file: `go-board-server` of @go-board/server, started as a user
// starts it (its own process, a free port, a temporary embedded database, and `--origin` the
// examples site, so the pages' requests and sockets are checked as on a real site), before the
// file's tests; stopped, and its database folder deleted, after them.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

const require = createRequire(import.meta.url);
const BIN = join(dirname(require.resolve('@go-board/server/package.json')), 'bin/go-board-server.js');

/** Where the game server listens; filled in before the file's tests run. */
export interface GameServer {
  url: string;
}

/** Starts the command and resolves once it prints `listening on http://HOST:PORT`; rejects with
 * what it printed if it exits before. */
function start(folder: string, origin: string): Promise<{ url: string; child: ChildProcess; exited: Promise<void> }> {
  const child = spawn(
    process.execPath,
    [BIN, '--port', '0', '--host', '127.0.0.1', '--database', join(folder, 'games'), '--origin', origin],
    { cwd: folder, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (!match) return;
      child.stdout!.off('data', onData);
      // Drained, so a chatty server never blocks on a full pipe.
      child.stdout!.resume();
      resolve({ url: match[1]!, child, exited });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(() =>
      reject(
        new Error(`Expected go-board-server to print "listening on", but it exited (${child.exitCode}):\n${output}`),
      ),
    );
  });
}

/** A game server for the file's tests, serving pages of `origin()` (read once the site listens:
 * call this after useSite). */
export function useGameServer(origin: () => string): GameServer {
  const server = {} as GameServer;
  let folder: string | undefined;
  let running: Awaited<ReturnType<typeof start>> | undefined;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'go-board-examples-server-'));
    running = await start(folder, origin());
    server.url = running.url;
  });
  afterAll(async () => {
    if (running && running.child.exitCode === null && running.child.signalCode === null) {
      running.child.kill('SIGTERM');
      await running.exited;
    }
    if (folder) rmSync(folder, { recursive: true, force: true });
  });
  return server;
}
