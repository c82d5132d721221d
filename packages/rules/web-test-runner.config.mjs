// Browser tests in one engine per run, each from Debian, never one a test tool downloads: Chromium
// (test:browser), Firefox ESR (test:firefox) or WebKitGTK (test:webkit, under xvfb-run), chosen by
// GO_BOARD_ENGINE (@go-board/test-browsers). The served root is the repository, so the core's
// WebAssembly file loads from beside its module exactly as on a static host.
import { engineOfThisRun, testRunnerBrowsers, testRunnerReporters } from '@go-board/test-browsers';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

// Serves a source .ts file for a request of the .js file beside it, as dist/ would hold it: the
// esbuild plugin rewrites `.js` imports itself, but `new Worker(new URL('./worker.js',
// import.meta.url))` is a plain request.
function typeScriptForMissingJavaScript(context, next) {
  const [path, query = ''] = context.url.split(/(?=\?)/);
  if (path.endsWith('.js') && !existsSync(root + path) && existsSync(root + path.replace(/\.js$/, '.ts'))) {
    context.url = path.replace(/\.js$/, '.ts') + query;
  }
  return next();
}

export default {
  rootDir: '../..',
  files: ['src/**/*.browser.test.ts'],
  nodeResolve: true,
  // One page at a time: the worker tests measure nothing, but two pages on two cores starve each
  // other's workers.
  concurrency: 1,
  middleware: [typeScriptForMissingJavaScript],
  plugins: [esbuildPlugin({ ts: true, target: 'es2022' })],
  reporters: testRunnerReporters(),
  browsers: testRunnerBrowsers(engineOfThisRun()),
  // A bound for a machine under load (CI may be as busy as a developer's), not a pause: every test
  // waits for states and events it can name.
  testFramework: { config: { timeout: 120000 } },
  browserStartTimeout: 120000,
  testsStartTimeout: 120000,
  testsFinishTimeout: 600000,
};
