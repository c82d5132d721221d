import { defineConfig } from 'vitest/config';

// Node tests (the DOM-free SVG renderer and its command); everything else runs in Chromium under
// web-test-runner.
export default defineConfig({
  test: { include: ['src/**/*.node.test.ts'], testTimeout: 30_000 },
});
