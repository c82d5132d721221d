import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // *.browser.test.ts run in Chromium under web-test-runner.
    exclude: [...configDefaults.exclude, 'src/**/*.browser.test.ts'],
    testTimeout: 60_000,
  },
});
