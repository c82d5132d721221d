export { defaultCoreUrl, defaultJavaScriptCoreUrl, loadCore, loadJavaScriptCore } from './load.js';
export type { CoreSource, JavaScriptCore } from './load.js';
export type { CoreExports, BoardPointer } from './exports.js';
export { CoreColor, KoRule, MAX_BOARD_SIZE, MoveCode, OwnerBit, ScoreSlot } from './codes.js';
