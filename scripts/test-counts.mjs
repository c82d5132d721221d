// The test counts of a run of the README's test command, per engine: read from the output of
// turbo (every line prefixed with its package and task), where vitest closes each run with
// "Tests  N passed (N)" and web-test-runner redraws "… test files | N passed, M failed, K skipped"
// (the last one counts). The task names the engine: test runs in Node, test:browser in Chromium,
// test:firefox and test:webkit in those. `node scripts/test-counts.mjs < log` prints them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Which engine each task's tests run in. */
export const ENGINE_OF_TASK = {
  test: 'node',
  'test:browser': 'chromium',
  'test:firefox': 'firefox',
  'test:webkit': 'webkit',
};

const count = (text, word) => Number(new RegExp(`(\\d+) ${word}`).exec(text)?.[1] ?? 0);

/** { engine: { passed, failed, skipped } } from the lines of a run's output. */
export function countTests(output) {
  const vitest = [];
  const testRunner = new Map();
  for (const raw of output.split('\n')) {
    const line = raw.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');
    const prefixed = /^(\S+?):(test(?::[a-z]+)?): (.*)$/.exec(line);
    if (!prefixed || !(prefixed[2] in ENGINE_OF_TASK)) continue;
    const [, pkg, task, rest] = prefixed;
    const engine = ENGINE_OF_TASK[task];
    if (/^\s*Tests\s+\d/.test(rest)) vitest.push({ engine, text: rest });
    const progress = /test files \| (\d+ passed, \d+ failed(?:, \d+ skipped)?)/.exec(rest);
    if (progress) testRunner.set(`${pkg}:${task}`, { engine, text: progress[1] });
  }
  const engines = {};
  for (const { engine, text } of [...vitest, ...testRunner.values()]) {
    const total = (engines[engine] ??= { passed: 0, failed: 0, skipped: 0 });
    total.passed += count(text, 'passed');
    total.failed += count(text, 'failed');
    total.skipped += count(text, 'skipped');
  }
  return engines;
}

/** The closing lines: the whole run, then each engine (in the order the run starts them). */
export function summary(engines) {
  const sum = (key) => Object.values(engines).reduce((total, counts) => total + counts[key], 0);
  const describe = ({ passed, failed, skipped }) =>
    `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped (each says why it cannot run there)` : ''}`;
  const order = Object.values(ENGINE_OF_TASK).filter((engine) => engines[engine]);
  return [
    `tests: ${describe({ passed: sum('passed'), failed: sum('failed'), skipped: sum('skipped') })}`,
    ...order.map((engine) => `  ${engine}: ${describe(engines[engine])}`),
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(summary(countTests(readFileSync(0, 'utf8'))));
