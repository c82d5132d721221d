// The README's test command. It prepares the machine (scripts/prepare.mjs: installs what the
// suites need as root on Debian, else stops at once naming what is missing), builds every package,
// then runs every suite to its end, whatever another suite did:
//   lane 1: checks (format, lint, import cycles, package checks and budgets), node, server
//   lane 2: chromium, wordpress, firefox, webkit (one browser at a time: two would starve each
//           other on two cores)
// and closes with the counts of every engine, every suite's outcome, and what failed or was
// skipped and why. Arguments go to every turbo run (`pnpm test -- --filter=@go-board/rules`; pnpm keeps the `--`).
// Exits non-zero when anything failed.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepare, SUITES } from './prepare.mjs';
import { countTests, summary } from './test-counts.mjs';

const started = Date.now();
// turbo and the tools the root scripts name, also when this file is run with node directly.
process.env.PATH = `${fileURLToPath(new URL('../node_modules/.bin', import.meta.url))}${delimiter}${process.env.PATH}`;
const extraArgs = process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === '--'));
const color = process.stdout.isTTY ? ['--color'] : [];
const rootScripts = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts;
const hasServer = existsSync(new URL('../packages/server/package.json', import.meta.url));

let output = '';
/** Runs a command, its output passed on whole lines at a time (two lanes share the terminal) and
 * kept for the closing counts, and in `kept.text` for the step's own closing lines; resolves with
 * its exit code. */
function run(command, args, kept = { text: '' }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    for (const [stream, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let pending = '';
      stream.on('data', (chunk) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop();
        if (lines.length === 0) return;
        const text = lines.join('\n') + '\n';
        to.write(text);
        output += text;
        kept.text += text;
      });
      stream.on('end', () => {
        if (pending) {
          to.write(pending + '\n');
          output += pending + '\n';
          kept.text += pending + '\n';
        }
      });
    }
    child.on('error', (error) => {
      console.error(`Could not start ${command} (installed by \`pnpm install\`): ${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const turbo = (args, kept) => run('turbo', ['run', ...args, ...color, ...extraArgs], kept);
/** A root package.json script, run as pnpm would (its node_modules/.bin is on PATH already). */
const script = (name, kept) => run('sh', ['-c', rootScripts[name]], kept);

/** Every suite: the steps that run it, each a name and a run that resolves with an exit code. */
const SUITE_STEPS = {
  checks: () => [
    ...['check-format', 'lint', 'check-cycles', 'test:scripts']
      .filter((name) => rootScripts[name])
      .map((name) => [`pnpm ${name}`, (kept) => script(name, kept)]),
    ['check-package', (kept) => turbo(['check-package', '--only', '--continue=always'], kept)],
  ],
  node: () => [
    [
      'test',
      (kept) =>
        turbo(['test', '--only', '--continue=always', ...(hasServer ? ['--filter=!@go-board/server'] : [])], kept),
    ],
  ],
  server: () => (hasServer ? [['test', (kept) => turbo(['test', '--only', '--filter=@go-board/server'], kept)]] : []),
  chromium: () => [
    [
      'test:browser',
      (kept) =>
        turbo(
          ['test:browser', '--only', '--continue=always', '--concurrency=1', '--filter=!@go-board/wordpress'],
          kept,
        ),
    ],
  ],
  wordpress: () => [
    ['test:browser', (kept) => turbo(['test:browser', '--only', '--filter=@go-board/wordpress'], kept)],
  ],
  firefox: () => [
    ['test:firefox', (kept) => turbo(['test:firefox', '--only', '--continue=always', '--concurrency=1'], kept)],
  ],
  webkit: () => [
    ['test:webkit', (kept) => turbo(['test:webkit', '--only', '--continue=always', '--concurrency=1'], kept)],
  ],
};
/** Suites that run inside another one's tests, skipped by those tests themselves. */
const INSIDE = { hugo: 'the examples site tests', jekyll: 'the examples site tests' };
/** How many of a failed step's last lines the close shows again. */
const FAILED_LINES = 15;
const LANES = [
  ['checks', 'node', 'server'],
  ['chromium', 'wordpress', 'firefox', 'webkit'],
];

let skipped;
try {
  skipped = prepare('test');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const outcomes = new Map();
/** Every step that failed, with its output. */
const failedSteps = [];
if ((await turbo(['build'])) !== 0) {
  console.error('\nThe build failed: no suite can run. The lines above say where.');
  process.exit(1);
}
await Promise.all(
  LANES.map(async (lane) => {
    for (const suite of lane) {
      if (skipped.has(suite)) continue;
      const steps = SUITE_STEPS[suite]();
      if (steps.length === 0) continue;
      console.log(`\n[${suite}] ${SUITES[suite]}: starting`);
      const failed = [];
      for (const [name, step] of steps) {
        const kept = { text: '' };
        if ((await step(kept)) === 0) continue;
        failed.push(name);
        failedSteps.push({ suite, name, text: kept.text });
      }
      outcomes.set(suite, failed);
    }
  }),
);

// The closing lines.
const failedTasks = [...new Set([...output.matchAll(/Failed:\s+(\S+#\S+)/g)].map((match) => match[1]))];
console.log(`\n${summary(countTests(output))}`);
console.log(
  `suites: ${Object.keys(SUITES)
    .map((suite) => {
      if (skipped.has(suite)) return `${suite} skipped`;
      if (INSIDE[suite]) return null;
      if (!outcomes.has(suite)) return null;
      const failed = outcomes.get(suite);
      return failed.length === 0 ? `${suite} passed` : `${suite} failed (${failed.join(', ')})`;
    })
    .filter(Boolean)
    .join(', ')}`,
);
for (const [suite, reason] of skipped) {
  console.log(
    `skipped: ${suite} (${SUITES[suite]}): ${reason}${INSIDE[suite] ? `; ${INSIDE[suite]} skip its tests` : ''}`,
  );
}
// A failed step's last lines again, so that a log read from its end says why (a turbo task's
// own summary names the task; a root script's, such as prettier's, names the files).
for (const { suite, name, text } of failedSteps) {
  const lines = text
    .replace(/\x1b\[[0-9;]*[A-Za-z]/g, '')
    .trimEnd()
    .split('\n')
    .slice(-FAILED_LINES);
  console.log(`\n[${suite}] ${name} failed; its last ${lines.length} lines:\n${lines.join('\n')}`);
}
const failedSuites = [...outcomes].filter(([, failed]) => failed.length > 0).map(([suite]) => suite);
if (failedSuites.length > 0) {
  console.log(`FAILED: ${failedSuites.join(', ')}${failedTasks.length ? ` (${failedTasks.join(', ')})` : ''}`);
}
const seconds = Math.round((Date.now() - started) / 1000);
console.log(`build and tests: ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
process.exit(failedSuites.length > 0 ? 1 : 0);
