// The README's start command: prepares the machine for the example pages (scripts/prepare.mjs: as
// root on Debian it installs Hugo and Jekyll for the static sites, elsewhere it says what is
// missing and serves the rest), then builds every package, serves examples/ at
// http://localhost:8000 and runs a game server (go-board-server, with its embedded database in
// packages/server/go-board-games/) at http://localhost:8080 for the play page's "Play a friend"
// (turbo's `start` task). Arguments go to turbo.
import { spawn } from 'node:child_process';
import { prepare } from './prepare.mjs';

try {
  prepare('start');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const turbo = spawn('turbo', ['run', 'start', ...process.argv.slice(2)], { stdio: 'inherit' });
turbo.on('error', (error) => {
  console.error(`Could not start turbo (installed by \`pnpm install\`): ${error.message}`);
  process.exit(1);
});
turbo.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => turbo.kill(signal));
