export {
  GoBoard,
  type ConfirmMoves,
  type DeadStoneGuess,
  type GamePhase,
  type GoBoardControls,
  type GoBoardMode,
  type GoBoardOpponent,
  type GoBoardPlayer,
  type GoBoardTheme,
  type GoBoardTool,
  type MoveTarget,
  type ProblemState,
} from './go-board.js';
export { GoNavigateEvent } from './events/go-navigate.js';
export { GoErrorEvent, type RecordOrigin } from './events/go-error.js';
export { GoLoadEvent } from './events/go-load.js';
export { GoMoveEvent, type GoMove } from './events/go-move.js';
export { GoGameEndEvent, type GoGameEnd } from './events/go-game-end.js';
export { GoScoreChangeEvent } from './events/go-score-change.js';
export { GoProblemResultEvent, type GoProblemResult } from './events/go-problem-result.js';
export { GoChangeEvent, type GoChange, type GoChangeAction } from './events/go-change.js';
export type { MoveNumbers } from './board/move-numbers.js';
export {
  en,
  registerWords,
  type BoardWords,
  type EditorWords,
  type ExportWords,
  type OnlineWords,
  type ReviewWords,
  type Words,
} from './words/index.js';
// Importing the package registers the element.
import './register.js';
