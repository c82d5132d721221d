export {
  defaultCoreUrl,
  defaultJavaScriptCoreUrl,
  defaultPlayoutsCoreUrl,
  defaultPlayoutsJavaScriptCoreUrl,
  isPlayoutsCore,
  loadCore,
  loadJavaScriptCore,
  loadPlayoutsCore,
} from './load.js';
export type { CoreBuilds, CoreSource, JavaScriptCore, WebAssemblyCore } from './load.js';
export type { BoardPointer, CoreExports, PlayoutsCore, RulesCore } from './exports.js';
export { CoreColor, KoRule, MAX_BOARD_SIZE, MoveCode, OwnerBit, ScoreSlot } from './codes.js';
