// Builds the plugin folder dist/go-board/: the PHP and the block as written, and the element's
// standalone script with the files it loads from beside it in assets/, so the plugin fetches
// nothing from elsewhere. Copy the folder into wp-content/plugins/.
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';

rmSync('dist', { recursive: true, force: true });
cpSync('plugin', 'dist/go-board', { recursive: true });
execFileSync('go-board-copy-standalone', ['dist/go-board/assets'], { stdio: 'inherit' });
