// A @web/test-runner reporter that writes each test file's outcome to a JSON file, for the runner
// (bin/go-board-web-test-runner.mjs) to tell a browser that died from a test that failed. It writes
// only when GO_BOARD_RESULTS names the file; the default reporter still prints everything.

import { writeFileSync } from 'node:fs';

/** What a browser or its driver says when it, not the test, went away. */
export const LOST_BROWSER =
  /browser disconnected|WebDriverError|Could not parse script result|Target closed|Session closed|invalid session id|no such window|Browser (?:closed|crashed)|Protocol error|ECONNREFUSED|ECONNRESET|socket hang up/i;

/** The passed, failed and skipped tests of a session's results, suites within suites. */
function countTests(suite, counts = { passed: 0, failed: 0, skipped: 0 }) {
  if (!suite) return counts;
  for (const test of suite.tests ?? []) {
    if (test.skipped) counts.skipped += 1;
    else if (test.passed) counts.passed += 1;
    else counts.failed += 1;
  }
  for (const child of suite.suites ?? []) countTests(child, counts);
  return counts;
}

/** The outcome of one test file: whether it passed (`ok`), its tests passed, failed and skipped,
 * its errors, and whether its browser was lost. */
export function fileOutcome(session) {
  const errors = (session.errors ?? []).map((error) => String(error.message ?? error));
  const counts = countTests(session.testResults);
  return {
    file: session.testFile,
    ok: session.passed === true,
    lostBrowser: !session.passed && errors.some((message) => LOST_BROWSER.test(message)),
    errors,
    ...counts,
  };
}

/** The reporter: at the end of the run, every file's outcome to `path`. */
export function resultsReporter(path = process.env.GO_BOARD_RESULTS) {
  return {
    stop({ sessions }) {
      if (!path) return;
      writeFileSync(path, JSON.stringify(sessions.map(fileOutcome), null, 2));
    },
  };
}
