export {
  PROTOCOL_VERSION,
  type ClientMessage,
  type ClientMessageType,
  type ServerMessage,
  type ServerMessageType,
} from './messages.js';
export { ErrorCode } from './error-code.js';
export type {
  ClockSettings,
  ClockView,
  CountView,
  EndReason,
  GameStatus,
  GameView,
  PlayerClock,
  RecordedMove,
  SeatView,
} from './game-view.js';
export type { Color } from '../color.js';
export type { Point } from '../point.js';
