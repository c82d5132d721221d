// Browser tests in headless Chromium from Debian (CHROME_PATH, default /usr/bin/chromium): no test
// tool downloads a browser of its own. The served root is the repository, so the core's
// WebAssembly file loads from beside its module exactly as on a static host.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';

export default {
  rootDir: '../..',
  files: ['src/**/*.browser.test.ts'],
  nodeResolve: true,
  plugins: [esbuildPlugin({ ts: true, target: 'es2022' })],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
      },
    }),
  ],
  testFramework: { config: { timeout: 20000 } },
};
