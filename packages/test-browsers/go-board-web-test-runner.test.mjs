// go-board-web-test-runner with a stand-in web-test-runner on PATH that reports, through the
// results reporter's file, what a real run would: a browser lost in one file, a test failing in
// another. `node --test` runs it (the test command's checks suite does).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { fileOutcome, LOST_BROWSER } from './results-reporter.mjs';

const runner = fileURLToPath(new URL('./bin/go-board-web-test-runner.mjs', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'go-board-wtr-test-'));
after(() => rmSync(folder, { recursive: true, force: true }));

/**
 * Puts a web-test-runner on PATH whose n-th run (counted in a file) writes `runs[n]` as its
 * results and exits with 1 when a file in them did not pass; each run's arguments are kept.
 */
function standIn(runs) {
  const bin = mkdtempSync(join(folder, 'bin-'));
  const script = join(bin, 'web-test-runner');
  writeFileSync(
    script,
    `#!${process.execPath}
const fs = require('node:fs');
const count = join => require('node:path').join(${JSON.stringify(bin)}, join);
const n = fs.existsSync(count('n')) ? Number(fs.readFileSync(count('n'), 'utf8')) : 0;
fs.writeFileSync(count('n'), String(n + 1));
fs.appendFileSync(count('args'), JSON.stringify(process.argv.slice(2)) + '\\n');
const results = ${JSON.stringify(runs)}[n];
fs.writeFileSync(process.env.GO_BOARD_RESULTS, JSON.stringify(results));
process.exit(results.every((file) => file.ok) ? 0 : 1);
`,
  );
  chmodSync(script, 0o755);
  return bin;
}

function run(runs) {
  const bin = standIn(runs);
  const result = spawnSync(process.execPath, [runner], {
    env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH}`, GO_BOARD_ENGINE: 'webkit' },
    encoding: 'utf8',
  });
  const args = spawnSync('cat', [join(bin, 'args')], { encoding: 'utf8' })
    .stdout.trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  return { ...result, args };
}

describe('go-board-web-test-runner', () => {
  it('should run a file whose browser was lost once more, in a fresh run, and count that run', () => {
    const lost = fileOutcome({
      testFile: join(process.cwd(), 'src/analysis.test.ts'),
      passed: false,
      errors: [{ message: 'Tests were interrupted because the browser disconnected.' }],
      testResults: { tests: [{ passed: true }], suites: [] },
    });
    const other = fileOutcome({
      testFile: join(process.cwd(), 'src/play.test.ts'),
      passed: true,
      testResults: { tests: [{ passed: true }, { passed: true }], suites: [{ tests: [{ skipped: true }] }] },
    });
    const again = fileOutcome({
      testFile: join(process.cwd(), 'src/analysis.test.ts'),
      passed: true,
      testResults: { tests: [{ passed: true }, { passed: true }, { passed: true }], suites: [] },
    });
    const { status, stdout, args } = run([[lost, other], [again]]);
    assert.equal(status, 0, stdout);
    assert.deepEqual(args, [[], ['--files', 'src/analysis.test.ts']]);
    assert.match(
      stdout,
      /webkit: the browser was lost in src\/analysis\.test\.ts \(Tests were interrupted because the browser disconnected\.\); running it again, once, in a fresh browser\./,
    );
    assert.match(stdout, /webkit: 2 test files \| 5 passed, 0 failed, 1 skipped\n*$/);
  });

  it('should fail the run when the file fails again, and never rerun a test that failed', () => {
    const lost = fileOutcome({
      testFile: join(process.cwd(), 'src/analysis.test.ts'),
      passed: false,
      errors: [{ message: 'WebDriverError: Could not parse script result when running "execute/sync"' }],
    });
    const failing = fileOutcome({
      testFile: join(process.cwd(), 'src/play.test.ts'),
      passed: false,
      testResults: { tests: [{ passed: false, error: { message: 'expected 1 to equal 2' } }], suites: [] },
    });
    const { status, stdout, args } = run([[lost, failing], [lost]]);
    assert.equal(status, 1);
    assert.deepEqual(args, [[], ['--files', 'src/analysis.test.ts']]);
    assert.match(stdout, /the rerun of src\/analysis\.test\.ts failed/);
    assert.match(stdout, /webkit: 2 test files \| 0 passed, 1 failed, 0 skipped/);
  });

  it('should tell a lost browser from a failed test by what the session says', () => {
    assert.ok(LOST_BROWSER.test('Tests were interrupted because the browser disconnected.'));
    assert.ok(LOST_BROWSER.test('WebDriverError: Could not parse script result when running "execute/sync"'));
    assert.ok(!LOST_BROWSER.test('AssertionError: expected 1 to equal 2'));
    const failedTest = fileOutcome({
      testFile: 'a.test.ts',
      passed: false,
      errors: [],
      testResults: { tests: [{ passed: false }], suites: [] },
    });
    assert.equal(failedTest.lostBrowser, false);
  });
});
