// Builds the site with Hugo (Debian's `hugo` package; `.ci/run` installs it) into dist/, and copies
// the element's standalone files beside it. Without Hugo it says how to get it and builds nothing,
// so `pnpm build` works on machines without it; the tests then say the site is missing.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

rmSync('dist', { recursive: true, force: true });
try {
  execFileSync('hugo', ['version'], { stdio: 'ignore' });
} catch {
  console.warn('examples/hugo: hugo is not installed (apt-get install hugo): the Hugo site is not built.');
  process.exit(0);
}
// The partial writes go-board.css into the page before its first board (layouts/partials/go-board.html).
mkdirSync('assets', { recursive: true });
copyFileSync(fileURLToPath(import.meta.resolve('@go-board/element/go-board.css')), 'assets/go-board.css');
execFileSync('hugo', ['--quiet', '--destination', 'dist'], { stdio: 'inherit' });
execFileSync('go-board-copy-standalone', ['dist/go-board'], { stdio: 'inherit' });
