#!/usr/bin/env node
// web-test-runner, once more for a lost browser: runs `web-test-runner` with the arguments given,
// and when a test file ended because its browser or driver went away (not because a test failed),
// runs those files again, once, in a fresh browser, and says so. A file that fails again, or a
// test that failed, fails the run. The closing line gives the counts of the run as a whole, the
// rerun's files counted by their second run, in web-test-runner's own words
// ("N test files | P passed, F failed, S skipped"), which scripts/test-counts.mjs reads.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { engineOfThisRun } from '../engines.mjs';

/** Runs web-test-runner; resolves with its exit code and the outcome of every file it ran. */
function runOnce(args, resultsPath) {
  return new Promise((resolve) => {
    const child = spawn('web-test-runner', args, {
      stdio: 'inherit',
      env: { ...process.env, GO_BOARD_RESULTS: resultsPath },
    });
    child.on('error', (error) => {
      console.error(`Could not start web-test-runner (a devDependency of this package): ${error.message}`);
      resolve({ code: 1, files: null });
    });
    child.on('close', (code, signal) => {
      let files = null;
      try {
        files = JSON.parse(readFileSync(resultsPath, 'utf8'));
      } catch {
        // No results: web-test-runner itself did not get to the end.
      }
      resolve({ code: code ?? (signal ? 1 : 0), files });
    });
  });
}

/** The arguments without their `--files` option and its values. */
function withoutFiles(args) {
  const kept = [];
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === '--files') {
      while (i + 1 < args.length && !args[i + 1].startsWith('-')) i += 1;
    } else if (!args[i].startsWith('--files=')) kept.push(args[i]);
  }
  return kept;
}

const engine = engineOfThisRun();
const folder = mkdtempSync(join(tmpdir(), 'go-board-wtr-'));
const args = process.argv.slice(2);
let exitCode;
try {
  const first = await runOnce(args, join(folder, 'first.json'));
  let files = first.files;
  exitCode = first.code;
  if (files === null) {
    console.log(
      `\n${engine}: web-test-runner ended without results; running the whole suite again in a fresh browser.`,
    );
    const again = await runOnce(args, join(folder, 'again.json'));
    files = again.files ?? [];
    exitCode = again.code;
  } else {
    const lost = files.filter((file) => file.lostBrowser);
    if (lost.length > 0) {
      const names = lost.map((file) => relative(process.cwd(), file.file));
      for (const file of lost) {
        console.log(
          `\n${engine}: the browser was lost in ${relative(process.cwd(), file.file)} (${file.errors.join(' / ')}); running it again, once, in a fresh browser.`,
        );
      }
      const again = await runOnce([...withoutFiles(args), '--files', ...names], join(folder, 'again.json'));
      const rerun = again.files ?? lost.map((file) => ({ ...file, failed: Math.max(1, file.failed) }));
      files = [...files.filter((file) => !file.lostBrowser), ...rerun];
      const stillFailing = files.some((file) => !file.ok);
      console.log(
        `${engine}: the rerun of ${names.join(', ')} ${again.code === 0 ? 'passed' : 'failed'}${stillFailing ? '' : '; every file has passed'}.`,
      );
      exitCode = stillFailing ? 1 : 0;
    }
  }
  const total = (key) => files.reduce((sum, file) => sum + file[key], 0);
  console.log(
    `${engine}: ${files.length} test files | ${total('passed')} passed, ${total('failed')} failed, ${total('skipped')} skipped`,
  );
} finally {
  rmSync(folder, { recursive: true, force: true });
}
process.exit(exitCode);
