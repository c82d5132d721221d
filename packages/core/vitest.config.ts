import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // A bound for a machine under load (CI may be as busy as a soak run), not a pause.
    testTimeout: 300_000,
  },
});
