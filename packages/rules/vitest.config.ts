import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // *.browser.test.ts run in Chromium under web-test-runner.
    exclude: [...configDefaults.exclude, 'src/**/*.browser.test.ts'],
    // A bound for a machine under load (CI may be as busy as a soak run), not a pause.
    testTimeout: 300_000,
  },
});
