import { defineConfig } from 'vitest/config';

// Node tests (the DOM-free SVG renderer and its command); everything else runs in Chromium under
// web-test-runner.
export default defineConfig({
  // The timeout is a bound for a machine under load (CI may be as busy as a soak run), not a pause.
  test: { include: ['src/**/*.node.test.ts', 'scripts/**/*.node.test.mjs'], testTimeout: 120_000 },
});
