import type { CoreExports } from '@go-board/core';

/** Seeds the core's generator when the job asks for repeatable results. */
export function applySeed(core: CoreExports, seed: number | null): void {
  if (seed === null) return;
  // The generator takes 64 bits; 0 would mean "the default seed", which is still repeatable.
  core.seedRandom(BigInt.asUintN(64, BigInt(seed)));
}
