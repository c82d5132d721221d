import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MoveCode,
  isPlayoutsCore,
  loadCore,
  loadPlayoutsCore,
  type PlayoutsCore,
  type RulesCore,
} from '../src/index.js';

// The core comes in two builds: the rules, which every page loads, and the playouts, which only
// the bot and the dead-stone guess load. The rules build is the playouts build's rules, compiled
// from the same sources, so the two must agree on every move, hash and count.
let rules: RulesCore;
let playouts: PlayoutsCore;

beforeAll(async () => {
  rules = await loadCore();
  playouts = await loadPlayoutsCore();
});

const file = (name: string): Uint8Array => readFileSync(new URL(`../build/${name}`, import.meta.url));

/** Plays a pseudo-random game of `moves` moves and returns what the core said after each. */
function replay(core: RulesCore, moves: number): unknown[] {
  const board = core.createBoard(9, 9);
  core.setKoRule(board, 1);
  const seen: unknown[] = [];
  let seed = 2026;
  for (let i = 0; i < moves; i++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const point = seed % 81;
    seen.push(
      core.playMove(board, point % 9, Math.floor(point / 9), 1 + (i % 2)),
      core.positionHash(board),
      core.koPoint(board),
    );
  }
  // No dead stones: the mask is the bytes buffer, which earlier calls have written.
  new Uint8Array(core.memory.buffer, core.bytesBuffer(), 81).fill(0);
  core.score(board, 1, 0, 1);
  seen.push([...new Int32Array(core.memory.buffer, core.scoreBuffer(), 11)]);
  // And settled first (assembly/settle.ts), which fills the neutral points of the random position.
  new Uint8Array(core.memory.buffer, core.bytesBuffer(), 81).fill(0);
  core.score(board, 1, 1, 1);
  seen.push([...new Int32Array(core.memory.buffer, core.scoreBuffer(), 11)]);
  core.destroyBoard(board);
  return seen;
}

describe('the two builds of the core', () => {
  it('should load the rules build by default, without the playouts', () => {
    expect(isPlayoutsCore(rules)).toBe(false);
    expect(typeof rules.groupAt).toBe('function');
    expect('ownership' in rules || 'searchRun' in rules || 'seedRandom' in rules).toBe(false);
    expect(isPlayoutsCore(playouts)).toBe(true);
  });

  it('should keep the rules build well under half the playouts build, gzipped', () => {
    const gzipped = (name: string) => gzipSync(file(name), { level: 9 }).length;
    expect(gzipped('rules.wasm')).toBeLessThan(gzipped('playouts.wasm') / 1.5);
  });

  it('should decide every move, ko, hash and count as the playouts build does', () => {
    const fromRules = replay(rules, 300);
    expect(fromRules.filter((seen) => seen === MoveCode.Ok).length).toBeGreaterThan(60);
    expect(fromRules).toEqual(replay(playouts, 300));
  });

  it('should refuse to take the rules build for the playouts, saying which build it expected', async () => {
    await expect(loadPlayoutsCore(new URL('../build/rules.wasm', import.meta.url))).rejects.toThrow(
      /playouts build.*rules build/,
    );
    await expect(loadPlayoutsCore({ javascript: new URL('../build/rules.js', import.meta.url) })).rejects.toThrow(
      /playouts build/,
    );
  });

  it('should load either JavaScript build, the playouts one with `true` for loadPlayoutsCore()', async () => {
    const rulesScript = await loadCore({ javascript: true });
    const playoutsScript = await loadPlayoutsCore({ javascript: true });
    expect(isPlayoutsCore(rulesScript)).toBe(false);
    expect(isPlayoutsCore(playoutsScript)).toBe(true);
    expect(replay(rulesScript, 120)).toEqual(replay(rules, 120));
  });

  it('should keep release.wasm, release.js and debug.wasm as the full build, for code that loads them by name', async () => {
    expect(file('release.wasm')).toEqual(file('playouts.wasm'));
    expect(file('release.js')).toEqual(file('playouts.js'));
    expect(file('debug.wasm')).toEqual(file('playouts.debug.wasm'));
    expect(isPlayoutsCore(await loadCore(new URL('../build/release.wasm', import.meta.url)))).toBe(true);
  });

  it('should load the debug builds, which check every invariant', async () => {
    for (const [name, full] of [
      ['rules.debug.wasm', false],
      ['playouts.debug.wasm', true],
    ] as const) {
      const core = await loadCore(new URL(`../build/${name}`, import.meta.url));
      expect(isPlayoutsCore(core)).toBe(full);
      expect(replay(core, 120)).toEqual(replay(rules, 120));
    }
  });
});
