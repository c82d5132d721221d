export { loadCore, defaultCoreUrl } from './load.js';
export type { CoreSource } from './load.js';
export type { CoreExports, BoardPointer } from './exports.js';
export { CoreColor, KoRule, MAX_BOARD_SIZE, MoveCode, OwnerBit, ScoreSlot } from './codes.js';
