import { describe, expect, it } from 'vitest';
import { Game, init, isInitialized } from './index.js';

// This file never awaits init() before its first test: vitest gives each test file its own
// module instances, so the core is not loaded yet.
describe('init', () => {
  it('should make new Game() explain that init() must be awaited first', () => {
    expect(isInitialized()).toBe(false);
    expect(() => new Game()).toThrow(/await init\(\)/);
  });

  it('should load the core once and resolve every later call', async () => {
    const first = init();
    expect(init()).toBe(first);
    await first;
    expect(isInitialized()).toBe(true);
    await expect(init()).resolves.toBeUndefined();
    expect(new Game({ size: 9 }).size).toBe(9);
  });
});
