// Test commands that run a real game server (`go-board-server` of @go-board/server, started as a
// user starts it, in its own process, with a temporary embedded database) for the online boards.
// A command must answer within the runner's 20 s, and a server's start (PGlite making its database
// the first time) may take longer on a busy machine: so the commands answer at once with where
// the server is, and the tests wait for the state they need.
// - `game-server`: starts the run's one server the first time; answers { url } once it listens,
//   { starting: true } before.
// - `restart-game-server`: stops it (SIGTERM, which closes every socket) and starts it again on
//   the same port and database; answers { restarting: true }, then `game-server` says when it
//   listens again.
// The server is stopped, and its database folder deleted, when the test run ends.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const BIN = join(dirname(require.resolve('@go-board/server/package.json')), 'bin/go-board-server.js');

/** Starts the command and resolves with its URL once it prints `listening on http://HOST:PORT`. */
function startServer(port, folder) {
  const child = spawn(process.execPath, [BIN, '--port', String(port), '--database', join(folder, 'games')], {
    cwd: folder,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (!match) return;
      child.stdout.off('data', onData);
      // Drained, so a chatty server never blocks on a full pipe.
      child.stdout.resume();
      resolve({ url: match[1], child, exited, folder });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk.toString()));
    void exited.then((code) => reject(new Error(`go-board-server exited (${code}) before listening:\n${output}`)));
  });
}

async function stop(server, signal) {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  await server.exited;
}

export function gameServerPlugin() {
  let folder = null;
  /** The server as it starts, and once it listens. */
  let starting = null;
  let server = null;
  let failure = null;
  const start = (port) => {
    server = null;
    starting = startServer(port, folder).then(
      (started) => (server = started),
      (error) => (failure = error),
    );
  };
  return {
    name: 'go-board-game-server',
    async executeCommand({ command }) {
      if (command === 'game-server') {
        if (failure) throw failure;
        if (!starting) {
          folder = mkdtempSync(join(tmpdir(), 'go-board-element-server-'));
          start(0);
        }
        return server ? { url: server.url } : { starting: true };
      }
      if (command === 'restart-game-server') {
        if (!server) throw new Error('Expected a game server listening to restart, found none: ask game-server first.');
        const port = new URL(server.url).port;
        await stop(server, 'SIGTERM');
        start(port);
        return { restarting: true };
      }
      return undefined;
    },
    async serverStop() {
      await starting;
      if (server) await stop(server, 'SIGTERM');
      if (folder) rmSync(folder, { recursive: true, force: true });
    },
  };
}
