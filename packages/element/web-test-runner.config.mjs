// Browser tests in one engine per run, each from Debian, never one a test tool downloads: Chromium
// (test:browser), Firefox ESR (test:firefox) or WebKitGTK (test:webkit, under xvfb-run), chosen by
// GO_BOARD_ENGINE (@go-board/test-browsers). A test an engine cannot run says why in the test
// (src/test-support/engines.ts). The served root is the repository, so the core's WebAssembly
// file loads from beside its module exactly as on a static host.
// esbuild reads its tsconfig raw, without "extends": test/tsconfig.esbuild.json repeats the
// options the element needs (legacy decorators and no define semantics for class fields).
import { engineOfThisRun, testRunnerBrowsers, testRunnerReporters } from '@go-board/test-browsers';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { visualRegressionPlugin } from '@web/test-runner-visual-regression/plugin';
import { forcedColorsPlugin } from './test/forced-colors-plugin.mjs';
import { gameServerPlugin } from './test/game-server-plugin.mjs';
import { serverRenderPlugin } from './test/server-render-plugin.mjs';
import { strictPagesPlugin } from './test/strict-pages-plugin.mjs';
import { touchPlugin } from './test/touch-plugin.mjs';
import { baselineOnFirstRun } from './test/visual-baseline.mjs';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const repository = fileURLToPath(new URL('../..', import.meta.url));

/** A script the page asks for by URL rather than by import (a Web Worker's, `new URL('./x.js',
 * import.meta.url)`) is named .js, as the build writes it: served from its .ts source here. */
function typeScriptForScripts(context, next) {
  const path = context.url.split('?')[0];
  if (
    /\/src\/.*\.js$/.test(path) &&
    !existsSync(repository + path) &&
    existsSync(repository + path.replace(/\.js$/, '.ts'))
  ) {
    context.url = context.url.replace(/\.js(\?|$)/, '.ts$1');
  }
  return next();
}

const engine = engineOfThisRun();

export default {
  rootDir: '../..',
  // *.node.test.ts run in Node under vitest.
  files: ['src/**/*.test.ts', '!src/**/*.node.test.ts'],
  nodeResolve: true,
  middleware: [typeScriptForScripts],
  // One page at a time: element screenshots and keyboard focus need the page in front, which a
  // second page in the same browser takes away (the screenshot then waits forever).
  concurrency: 1,
  filterBrowserLogs: ({ args }) => !String(args[0]).startsWith('Lit is in dev mode'),
  plugins: [
    esbuildPlugin({ ts: true, target: 'es2022', tsconfig: 'test/tsconfig.esbuild.json' }),
    forcedColorsPlugin(),
    gameServerPlugin(),
    serverRenderPlugin(),
    strictPagesPlugin(),
    touchPlugin(),
    visualRegressionPlugin({
      update: process.argv.includes('--update-visual-baseline'),
      // Each engine draws text with its own shaping and hinting: each has its own baselines.
      ...baselineOnFirstRun('screenshots', engine),
    }),
  ],
  reporters: testRunnerReporters(),
  browsers: testRunnerBrowsers(engine, { chromiumArgs: ['--font-render-hinting=none'] }),
  // A bound for a machine under load (CI may be as busy as a developer's), not a pause: every test
  // waits for states and events it can name.
  testFramework: { config: { timeout: 120000 } },
  browserStartTimeout: 120000,
  testsStartTimeout: 120000,
  testsFinishTimeout: 600000,
};
