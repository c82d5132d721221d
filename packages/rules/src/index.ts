export { init, isInitialized, type InitSource, type InitSources } from './init.js';
export { Game } from './game/game.js';
export type { Region } from './game/core-calls.js';
export type { FromSgfOptions } from './game/read-record.js';
export type { SetupStones } from './game/setup.js';
export { GameNode, type Move, type NodeProperties, type Resignation } from './game/node.js';
export { Color, opposite } from './color.js';
export { DisposedGameError, IllegalMoveError, IllegalMoveReason, explainIllegalMove } from './errors.js';
export { handicapPoints, maxHandicap } from './handicap.js';
export { starPoints } from './star-points.js';
export { KoRule, ScoringRules, type GameOptions } from './options.js';
export { pointIndex, pointOf, type Point, type PointIndex } from './point.js';
export { samePoint } from './same-point.js';
export { COLUMN_LETTERS, columnName, parsePointName, pointName } from './go-coordinates.js';
export { Stone } from './stone.js';
export { handicapCompensation } from './score.js';
export type { Score, ScoreBreakdown, ScoreOptions } from './score.js';
export * from './sgf/index.js';
export * from './tree-words/index.js';
export { Problem } from './problem.js';
export { LineMark, markOf, solverOf } from './problem-marks.js';
export * from './edit/index.js';
export { estimateOwnership, type EstimateOptions } from './estimate/ownership.js';
export { guessDeadStones } from './estimate/dead-stones.js';
export { suggestMove, type SuggestMoveOptions, type SuggestedMove } from './bot/bot.js';
export { LEVEL_PLAYOUTS } from './bot/budget.js';
export {
  analyzePosition,
  type AnalyzePositionOptions,
  type AnalysedMove,
  type PositionAnalysis,
} from './analysis/analyze-position.js';
export type { PlayoutOptions } from './worker/playout-options.js';
export { GtpEngine, serveGtp, type GtpEngineOptions } from './gtp/index.js';
// The server protocol's error codes as an object (`ErrorCode.BadJson`) are only on
// '@go-board/rules/server-protocol', where the server reads them; here they are a type.
export {
  PROTOCOL_VERSION,
  type ClientMessage,
  type ClientMessageType,
  type ClockSettings,
  type ClockView,
  type CountView,
  type EndReason,
  type ErrorCode,
  type GameStatus,
  type GameView,
  type PlayerClock,
  type RecordedMove,
  type SeatView,
  type ServerMessage,
  type ServerMessageType,
} from './server-protocol/index.js';
export { parseDiagram, readDiagram, toDiagram, DiagramError, type DiagramRecord } from './diagram/index.js';
export { shownMoveNumbers } from './move-numbers.js';
export { recordFileName } from './record-file-name.js';
