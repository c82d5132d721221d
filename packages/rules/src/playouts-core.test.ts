import { defaultPlayoutsCoreUrl, isPlayoutsCore } from '@go-board/core';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The rules core is what init() loads; the playouts core comes when the bot or the estimate first
// runs, from init()'s `playouts`, or the same source when that was the full build, or the files
// beside @go-board/core. Each test loads the modules afresh, for an init() of its own.
type Modules = {
  init: typeof import('./init.js');
  playouts: typeof import('./playouts-core.js');
  index: typeof import('./index.js');
};

async function fresh(): Promise<Modules> {
  vi.resetModules();
  return {
    init: await import('./init.js'),
    playouts: await import('./playouts-core.js'),
    index: await import('./index.js'),
  };
}

const build = (name: string): URL => new URL(name, defaultPlayoutsCoreUrl());

/** Whether an estimate of a small position works with the cores as loaded. */
async function estimates({ index }: Modules): Promise<boolean> {
  // Black walls off the left two columns, White the right two.
  const game = new index.Game({ size: 5 });
  const column = (x: number) => Array.from({ length: 5 }, (_, y) => ({ x, y }));
  game.setup({ black: column(1), white: column(3) });
  const owner = await index.estimateOwnership(game, { playouts: 100, seed: 1 });
  return owner.length === 25 && owner[5]! > 0.3 && owner[9]! < -0.3;
}

afterEach(() => {
  vi.resetModules();
});

describe('the playouts core', () => {
  it('should not be loaded by init(), only by the first work that needs it, and then once', async () => {
    const modules = await fresh();
    await modules.index.init();
    expect(isPlayoutsCore(modules.init.getCore())).toBe(false);
    expect(modules.playouts.playoutsCoreSource()).toEqual(defaultPlayoutsCoreUrl());
    const first = modules.playouts.getPlayoutsCore();
    expect(modules.playouts.getPlayoutsCore()).toBe(first);
    expect(isPlayoutsCore(await first)).toBe(true);
    expect(await first).not.toBe(modules.init.getCore());
    expect(await estimates(modules)).toBe(true);
  });

  it('should reject before init() with the same advice as new Game()', async () => {
    const modules = await fresh();
    await expect(modules.playouts.getPlayoutsCore()).rejects.toThrow(/await init\(\)/);
  });

  it('should run on the rules core itself when init() was given the full build', async () => {
    const modules = await fresh();
    await modules.index.init(build('playouts.wasm'));
    expect(await modules.playouts.getPlayoutsCore()).toBe(modules.init.getCore());
    expect(modules.playouts.playoutsCoreSource()).toEqual(build('playouts.wasm'));
  });

  it('should load the JavaScript playouts build where the rules were given as JavaScript alone', async () => {
    const modules = await fresh();
    await modules.index.init({ javascript: true });
    expect(modules.playouts.playoutsCoreSource()).toEqual({ javascript: true });
    const core = await modules.playouts.getPlayoutsCore();
    expect(core.memory).not.toBeInstanceOf(WebAssembly.Memory);
    expect(await estimates(modules)).toBe(true);
  });

  it('should take the playouts from where init() says, in either form', async () => {
    for (const playouts of [
      build('playouts.wasm'),
      { javascript: build('playouts.js') },
      { webassembly: build('playouts.wasm'), javascript: true as const },
    ]) {
      const modules = await fresh();
      await modules.index.init({ webassembly: build('rules.wasm'), javascript: build('rules.js'), playouts });
      expect(modules.playouts.playoutsCoreSource()).toBe(playouts);
      expect(isPlayoutsCore(await modules.playouts.getPlayoutsCore())).toBe(true);
      expect(await estimates(modules)).toBe(true);
    }
  });

  it('should reject the work, saying which build it expected, when the playouts source is the rules build', async () => {
    const modules = await fresh();
    await modules.index.init({ playouts: build('rules.wasm') });
    const game = new modules.index.Game({ size: 5 });
    await expect(modules.index.estimateOwnership(game, { playouts: 10 })).rejects.toThrow(/playouts build/);
    // The games themselves do not need it.
    game.play({ x: 1, y: 1 });
    expect(game.at({ x: 1, y: 1 })).toBe('black');
  });
});
