import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

const BIN = fileURLToPath(new URL('../../bin/go-board-server.js', import.meta.url));

/** A server started as a user starts it: `node bin/go-board-server.js ...` in its own process. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves when the process has exited. */
  exited: Promise<number | null>;
  /** kill -9. */
  crash(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the server's command with `args` (and --port 0 unless a port is given), in `cwd`, and
 * resolves once it prints `listening on http://HOST:PORT`. */
export function startServerProcess(args: string[], cwd = tmpdir()): Promise<ServerProcess> {
  const child = spawn(process.execPath, [BIN, ...(args.includes('--port') ? [] : ['--port', '0']), ...args], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        child.stdout!.off('data', onData);
        resolve({
          url: match[1]!,
          child,
          output: () => output,
          exited,
          async crash() {
            child.kill('SIGKILL');
            await exited;
          },
          async stop() {
            if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
            await exited;
          },
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => reject(new Error(`go-board-server exited (${code}) before listening:\n${output}`)));
  });
}

/** The temporary folders the tests made, deleted by `removeTemporaryFolders()`. */
const folders: string[] = [];

/** Deletes the temporary folders made so far: each suite's afterAll, once its servers stopped. */
export function removeTemporaryFolders(): void {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
}

/** A new temporary folder, deleted by `removeTemporaryFolders()`. */
export function temporaryFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  folders.push(folder);
  return folder;
}

/** A new embedded database folder, copied from the one the global setup made (initdb once). */
export function freshPgliteFolder(): string {
  const folder = join(temporaryFolder('go-board-server-'), 'games');
  cpSync(inject('pgliteTemplate'), folder, { recursive: true });
  return folder;
}
