// The machine's preparation, run as the test command runs it, on a PATH that holds Node alone: no
// browser, Hugo, Jekyll, PHP, MariaDB, PostgreSQL or apt-get. (Files such as WordPress's, found by
// their place in the system, are whatever this machine has.) `node --test scripts/` runs it; the
// test command's checks suite does.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('./prepare.mjs', import.meta.url));
const bare = mkdtempSync(join(tmpdir(), 'go-board-bare-path-'));
symlinkSync(process.execPath, join(bare, 'node'));
after(() => rmSync(bare, { recursive: true, force: true }));

/** Runs the preparation for `purpose` with only Node on PATH. */
function prepare(purpose, environment = {}) {
  const started = Date.now();
  const result = spawnSync(join(bare, 'node'), [script, purpose], {
    env: { PATH: bare, HOME: process.env.HOME ?? '/tmp', ...environment },
    encoding: 'utf8',
  });
  return { ...result, seconds: (Date.now() - started) / 1000 };
}

describe('scripts/prepare.mjs', () => {
  it('should stop at once, naming each missing program with the command that installs it', () => {
    const { status, stderr, seconds } = prepare('test');
    assert.equal(status, 1);
    assert.ok(seconds < 10, `took ${seconds} s`);
    for (const [program, installs] of [
      ['Chromium', 'chromium'],
      ['Firefox ESR', 'firefox-esr'],
      ["WebKitGTK's WebDriver", 'webkit2gtk-driver'],
      ['Xvfb', 'xvfb'],
      ['PHP', 'php-cli'],
      ['Hugo', 'hugo'],
      ['Jekyll', 'jekyll'],
    ]) {
      assert.match(stderr, new RegExp(`^  ${program}[^\\n]*: [^\\n]*${installs}`, 'm'), `${program} in:\n${stderr}`);
    }
    assert.match(
      stderr,
      /run the rest knowingly: GO_BOARD_SKIP=[a-z,]*chromium[a-z,]*webkit[a-z,]* npx pnpm@12\.4\.2 test/,
    );
  });

  it('should let a contributor skip the suites whose programs are missing, and say which', () => {
    const skip = 'server,chromium,wordpress,hugo,jekyll,firefox,webkit';
    const { status, stdout, stderr } = prepare('test', { GO_BOARD_SKIP: skip });
    assert.equal(status, 0, stderr);
    assert.match(stdout, /skipping server, chromium, wordpress, hugo, jekyll, firefox, webkit/);
  });

  it('should refuse a suite name it does not know, saying which it knows', () => {
    const { status, stderr } = prepare('test', { GO_BOARD_SKIP: 'webkit,safari' });
    assert.equal(status, 1);
    assert.match(stderr, /GO_BOARD_SKIP: expected suite names from checks, node, .*; received 'safari'/);
  });

  it('should serve the examples without Hugo and Jekyll, saying what will be missing', () => {
    const { status, stderr } = prepare('start');
    assert.equal(status, 0);
    assert.match(stderr, /Hugo is missing, so the Hugo site under \/sites\/hugo\/ will not be there/);
    assert.match(stderr, /Jekyll is missing/);
  });

  it('should stop on a Firefox too old for the tests, saying which it found and where a newer one is', () => {
    const old = mkdtempSync(join(tmpdir(), 'go-board-old-firefox-'));
    try {
      const firefox = join(old, 'firefox-esr');
      writeFileSync(firefox, '#!/bin/sh\necho "Mozilla Firefox 140.5.0esr"\n');
      chmodSync(firefox, 0o755);
      const skip = 'server,chromium,wordpress,hugo,jekyll,webkit';
      const { status, stderr } = prepare('test', { GO_BOARD_SKIP: skip, FIREFOX_PATH: firefox });
      assert.equal(status, 1);
      assert.match(stderr, /Firefox ESR: expected Firefox 141 or newer, found Firefox 140 \(.*bookworm-security/);
      assert.match(stderr, /GO_BOARD_SKIP=firefox npx pnpm@12\.4\.2 test/);
    } finally {
      rmSync(old, { recursive: true, force: true });
    }
  });
});
