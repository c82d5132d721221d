import type { PlayoutsCore } from '@go-board/core';

/** Seeds the core's generator when the job asks for repeatable results. */
export function applySeed(core: PlayoutsCore, seed: number | null): void {
  if (seed === null) return;
  // The generator takes 64 bits; 0 would mean "the default seed", which is still repeatable.
  core.seedRandom(BigInt.asUintN(64, BigInt(seed)));
}

/**
 * Seeds the core's generator from the platform's randomness, once a core is loaded. The core
 * starts from a fixed seed, so without this every fresh page, worker or GTP engine played the
 * same games move for move: a match of fresh engines measured one game many times over.
 */
export function seedFromEntropy(core: PlayoutsCore): void {
  const words = new Uint32Array(2);
  globalThis.crypto.getRandomValues(words);
  core.seedRandom((BigInt(words[0]!) << 32n) | BigInt(words[1]!));
}
