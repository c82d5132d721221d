// The element as it was before issue 12 ("light by default"), which the replay bench measures
// side by side with today's: main at 2e37e13, the standalone bundle in one file. Built once, in a
// git worktree of its own outside the repository (in the system's temporary folder, never in a
// checkout someone works in), and found there on the next run. GO_BOARD_BASELINE names another
// checkout of that commit whose element is built (such as a worktree made by hand).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The main of before issue 12. */
export const BASELINE_COMMIT = '2e37e13';

const repository = join(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The `dist` folder of the baseline's element, built first when it is not there yet. */
export function baselineDist() {
  const checkout = process.env.GO_BOARD_BASELINE || join(tmpdir(), `go-board-baseline-${BASELINE_COMMIT}`);
  const dist = join(checkout, 'packages/element/dist');
  if (existsSync(join(dist, 'go-board.standalone.js'))) return dist;
  if (process.env.GO_BOARD_BASELINE && existsSync(checkout)) {
    throw new Error(
      `Expected GO_BOARD_BASELINE (${checkout}) to hold a built element (packages/element/dist/go-board.standalone.js), found none: build it there first.`,
    );
  }
  const run = (command, args, cwd) => execFileSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
  console.log(`Building the baseline (${BASELINE_COMMIT}, before issue 12) in ${checkout}: once, a few minutes.`);
  if (!existsSync(checkout)) run('git', ['worktree', 'add', '--detach', checkout, BASELINE_COMMIT], repository);
  run('npx', ['pnpm@12.4.2', 'install', '--frozen-lockfile', '--prefer-offline'], checkout);
  run('npx', ['pnpm@12.4.2', '--filter', '@go-board/element...', 'run', 'build'], checkout);
  return dist;
}
