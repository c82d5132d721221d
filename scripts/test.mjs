// The README's test command: turbo runs every package's tests, the browser suites in Chromium,
// then Firefox, then WebKit, one suite at a time (turbo.json chains them: two browsers would
// starve each other on two cores); then the counts per engine close the run. Arguments go to
// turbo (`pnpm test --filter @go-board/rules`). Exits with turbo's status.
import { spawn } from 'node:child_process';
import { countTests, summary } from './test-counts.mjs';

const tasks = ['test', 'test:browser', 'test:firefox', 'test:webkit'];
// Piped, turbo would drop its colours; a reader at a terminal keeps them.
const turbo = spawn(
  'turbo',
  ['run', ...tasks, ...(process.stdout.isTTY ? ['--color'] : []), ...process.argv.slice(2)],
  { stdio: ['inherit', 'pipe', 'pipe'] },
);
let output = '';
for (const [stream, to] of [
  [turbo.stdout, process.stdout],
  [turbo.stderr, process.stderr],
]) {
  stream.on('data', (chunk) => {
    to.write(chunk);
    output += chunk;
  });
}
turbo.on('error', (error) => {
  console.error(`Could not start turbo (installed by \`pnpm install\`): ${error.message}`);
  process.exit(1);
});
turbo.on('close', (code, signal) => {
  console.log(`\n${summary(countTests(output))}`);
  process.exit(code ?? (signal ? 1 : 0));
});
