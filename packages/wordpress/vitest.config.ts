import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // WordPress starts once for the file: a database, PHP's server and the install.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
