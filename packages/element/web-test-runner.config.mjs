// Browser tests in headless Chromium from Debian (CHROME_PATH, default /usr/bin/chromium): no test
// tool downloads a browser of its own. The served root is the repository, so the core's
// WebAssembly file loads from beside its module exactly as on a static host.
// esbuild reads its tsconfig raw, without "extends": test/tsconfig.esbuild.json repeats the
// options the element needs (legacy decorators and no define semantics for class fields).
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { visualRegressionPlugin } from '@web/test-runner-visual-regression/plugin';
import { forcedColorsPlugin } from './test/forced-colors-plugin.mjs';
import { serverRenderPlugin } from './test/server-render-plugin.mjs';
import { baselineOnFirstRun } from './test/visual-baseline.mjs';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const repository = fileURLToPath(new URL('../..', import.meta.url));

/** A script the page asks for by URL rather than by import (a Web Worker's, `new URL('./x.js',
 * import.meta.url)`) is named .js, as the build writes it: served from its .ts source here. */
function typeScriptForScripts(context, next) {
  const path = context.url.split('?')[0];
  if (/\/src\/.*\.js$/.test(path) && !existsSync(repository + path) && existsSync(repository + path.replace(/\.js$/, '.ts'))) {
    context.url = context.url.replace(/\.js(\?|$)/, '.ts$1');
  }
  return next();
}

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
    serverRenderPlugin(),
    visualRegressionPlugin({
      update: process.argv.includes('--update-visual-baseline'),
      ...baselineOnFirstRun('screenshots'),
    }),
  ],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--font-render-hinting=none'],
      },
    }),
  ],
  // A bound for a machine under load (CI may be as busy as a developer's), not a pause: every test
  // waits for states and events it can name.
  testFramework: { config: { timeout: 120000 } },
  browserStartTimeout: 120000,
  testsStartTimeout: 120000,
  testsFinishTimeout: 600000,
};
