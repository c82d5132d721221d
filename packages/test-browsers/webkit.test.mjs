// WebKitLauncher's driver start (startDriver) with a stand-in WebKitWebDriver: a Node script that
// answers /status as the real one does and prints on stderr what WebKitGTK's MiniBrowser prints
// when the page's process dies. `node --test` runs it (the test command's checks suite does).
import assert from 'node:assert/strict';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { after, describe, it } from 'node:test';
import { startDriver } from './webkit.mjs';

const folder = mkdtempSync(join(tmpdir(), 'go-board-webkit-test-'));
after(() => rmSync(folder, { recursive: true, force: true }));

/** A stand-in for WebKitWebDriver: it listens on its --port, answers /status ready, and writes
 * `message` to stderr in two pieces, the second once it has first answered. */
function standInDriver(message) {
  const script = join(folder, 'WebKitWebDriver');
  const half = Math.floor(message.length / 2);
  writeFileSync(
    script,
    `#!${process.execPath}
const port = Number(process.argv.find((arg) => arg.startsWith('--port=')).slice('--port='.length));
process.stderr.write(${JSON.stringify(message.slice(0, half))});
let answered = false;
require('node:http')
  .createServer((request, response) => {
    response.end(JSON.stringify({ value: { ready: true } }));
    if (!answered) process.stderr.write(${JSON.stringify(message.slice(half))});
    answered = true;
  })
  .listen(port, '127.0.0.1');
`,
  );
  chmodSync(script, 0o755);
  return script;
}

/** A port nothing listens on now. */
function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

describe('startDriver', () => {
  // The timeout bounds a wait for a line that never comes; a busy machine prints it in a second.
  it(
    "should pass each whole line the driver and its browser print on stderr to the run's output, marked as WebKitGTK's",
    { timeout: 60_000 },
    async () => {
      const crashed = '\n** (MiniBrowser:4242): WARNING **: 11:02:55.922: WebProcess CRASHED\n';
      let written = '';
      let sawCrash;
      const seen = new Promise((resolve) => (sawCrash = resolve));
      const output = new Writable({
        write(chunk, _encoding, done) {
          written += chunk;
          if (written.includes('WebProcess CRASHED')) sawCrash();
          done();
        },
      });
      const driver = await startDriver(await freePort(), standInDriver(crashed), { output });
      try {
        await seen;
        assert.equal(written, 'WebKitGTK: ** (MiniBrowser:4242): WARNING **: 11:02:55.922: WebProcess CRASHED\n');
      } finally {
        driver.kill();
      }
    },
  );
});
