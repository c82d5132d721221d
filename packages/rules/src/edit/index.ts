// What an editor does to a game's tree, beyond playing moves and removing nodes (Game): setup,
// markup, annotations, a node's name and comment, the game information, a problem's lines, the
// order of variations, snapshots for undo (and a node's path, to find it in them), and another board
// size, each named in words.
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
  PointMark,
  type MarkProperty,
  type SegmentKind,
  type SegmentProperty,
  type TerritoryProperty,
} from './markup.js';
export {
  moveAnnotationOf,
  nodeAnnotations,
  positionAnnotationOf,
  PositionJudgement,
  setMoveAnnotation,
  setNodeAnnotations,
  setPositionAnnotation,
  type MoveAnnotation,
  type NodeAnnotations,
  type PositionAnnotation,
} from './annotations.js';
export {
  GAME_INFORMATION_FIELDS,
  gameInformationAsWritten,
  setGameInformation,
  type EditableGameInformation,
  type GameInformationField,
} from './game-information.js';
export { nodeTextAsWritten, setNodeText, type NodeTextField } from './node-text.js';
export { BOARD_SIZE_PROPERTY, moveProperty } from './property-names.js';
export { moveVariation, promoteVariation } from './variations.js';
export { markLine } from './line-marks.js';
export { restoreTree, snapshotTree, type TreeSnapshot } from './history.js';
export { nodeAtPath, pathTo } from './tree-path.js';
export { gameFromSnapshot, resizedGame } from './resize.js';
