/**
 * The live protocol of @go-board/server: one JSON object per WebSocket text message, each with
 * the protocol version `v` and a `type`. The README documents every message. Its types and
 * constants are defined once, in `@go-board/rules/server-protocol`, which the `<go-board online>`
 * board reads too, and are exported here under the same names; parse.ts checks what a client sends.
 */
export {
  ErrorCode,
  PROTOCOL_VERSION,
  type ClientMessage,
  type ClientMessageType,
  type ClockSettings,
  type ClockView,
  type Color,
  type CountView,
  type EndReason,
  type GameStatus,
  type GameView,
  type PlayerClock,
  type Point,
  type RecordedMove,
  type SeatView,
  type ServerMessage,
  type ServerMessageType,
} from '@go-board/rules/server-protocol';
