import { defineConfig } from 'vitest/config';

// The timeout is a bound for a machine under load (CI may be as busy as a soak run), not a pause.
export default defineConfig({ test: { include: ['src/**/*.test.ts'], testTimeout: 60_000 } });
