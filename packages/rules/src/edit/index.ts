// What an editor does to a game's tree, beyond playing moves and removing nodes (Game): setup,
// markup, annotations, a problem's lines, the order of variations, snapshots for undo, and
// another board size.
// Every edit goes through the nodes' setProperty() and deleteProperty(), or the game's own
// methods, so the game follows each one.
export { playerToMoveOf, setupNode, setupPoint, setPlayerToMove } from './setup.js';
export {
  hasMark,
  labelAt,
  nextLabel,
  setView,
  toggleDimmed,
  toggleLabel,
  toggleMark,
  toggleSegment,
  type MarkProperty,
  type SegmentProperty,
  type TerritoryProperty,
} from './markup.js';
export {
  moveAnnotationOf,
  positionAnnotationOf,
  setMoveAnnotation,
  setPositionAnnotation,
  type MoveAnnotation,
  type PositionAnnotation,
} from './annotations.js';
export { moveVariation, promoteVariation } from './variations.js';
export { markLine } from './line-marks.js';
export { nodeAtPath, restoreTree, snapshotTree, type TreeSnapshot } from './history.js';
export { gameFromSnapshot, resizedGame } from './resize.js';
