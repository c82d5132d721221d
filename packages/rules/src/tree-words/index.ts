// The words of a game tree, read for a board that shows it: a node's name and comment, its
// move's judgement, the record's game information and result, and its markup. Whoever shows a
// record asks these rather than reading SGF property identifiers itself.
export { nodeComment, nodeName } from './node-text.js';
export { hasComment, moveJudgement, MoveJudgement } from './judgement.js';
export { gameInformation, type GameInformation, type PropertyHolder } from './game-information.js';
export { readResult, recordedResult, type GameResult, type WinningMargin } from './result.js';
export {
  MarkShape,
  nodeMarkup,
  viewPoints,
  type Label,
  type Mark,
  type NodeMarkup,
  type Segment,
  type TerritoryMark,
  type TreeNode,
} from './markup.js';
export { setupPoints, type SetupPoints } from './setup-points.js';
