// 64-bit Zobrist keys: one random key per point and colour, xored into the position hash
// whenever a stone appears or disappears, so the hash follows the board in O(1) per stone.

import { MAX_AREA } from './constants';
import { nextRandom64, seedRandom } from './random';

const KEYS = new StaticArray<u64>(2 * MAX_AREA);

/** Xored into a hash to tell positions with White to move from those with Black to move. */
export let WHITE_TO_MOVE_KEY: u64 = 0;

/** Fills the key table from a fixed seed, so hashes are the same in every run and build. */
export function initZobrist(): void {
  seedRandom(0x9e3779b97f4a7c15);
  for (let i = 0; i < 2 * MAX_AREA; i++) unchecked((KEYS[i] = nextRandom64()));
  WHITE_TO_MOVE_KEY = nextRandom64();
  seedRandom(0x2545f4914f6cdd1d);
}

/** The key of a stone of colour (1 or 2) at padded point p. */
// @ts-ignore: decorator
@inline
export function stoneKey(p: i32, color: u8): u64 {
  return unchecked(KEYS[(<i32>color - 1) * MAX_AREA + p]);
}
