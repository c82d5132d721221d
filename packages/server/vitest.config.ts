import { defineConfig } from 'vitest/config';

// The suites start real server processes and a real PostgreSQL: one file at a time keeps the two
// cores for the processes under test. The timeouts bound a machine under load; they are not pauses.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test-support/global-setup.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
