// A small, fast pseudo-random generator (xorshift64) for Zobrist keys and playouts.
// Deterministic from its seed, so tests and benchmarks can repeat a run exactly.

let state: u64 = 0x139408dcbbf7a44;

/** Sets the generator's seed; called by the host to repeat or vary playouts. */
export function seedRandom(seed: u64): void {
  state = seed != 0 ? seed : 0x139408dcbbf7a44;
}

/** Returns the next 64 random bits; used for Zobrist keys. */
export function nextRandom64(): u64 {
  let x = state;
  x ^= x << 13;
  x ^= x >> 7;
  x ^= x << 17;
  state = x;
  return x;
}

/** Returns a uniform integer in [0, n) without division; used by playouts on every move. */
// @ts-ignore: decorator
@inline
export function randomBelow(n: u32): u32 {
  return <u32>(((nextRandom64() >> 32) * <u64>n) >> 32);
}
