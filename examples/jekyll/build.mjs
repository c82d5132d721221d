// Builds the site with Jekyll (Debian's `jekyll` package; `.ci/run` installs it) into dist/, and copies
// the element's standalone files beside it. Without Jekyll it says how to get it and builds nothing,
// so `pnpm build` works on machines without it; the tests then say the site is missing.
import { execFileSync } from 'node:child_process';
import { copyFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

rmSync('dist', { recursive: true, force: true });
try {
  execFileSync('jekyll', ['--version'], { stdio: 'ignore' });
} catch {
  console.warn('examples/jekyll: jekyll is not installed (apt-get install jekyll): the Jekyll site is not built.');
  process.exit(0);
}
// The include writes go-board.css into the page before its first board (_includes/go-board.html).
copyFileSync(fileURLToPath(import.meta.resolve('@go-board/element/go-board.css')), '_includes/go-board.css');
execFileSync('jekyll', ['build', '--quiet', '--destination', 'dist'], { stdio: 'inherit' });
execFileSync('go-board-copy-standalone', ['dist/go-board'], { stdio: 'inherit' });
