// The messages of the live protocol of @go-board/server: one JSON object per WebSocket text
// message, each with the protocol version `v` and a `type`. The server's README documents every
// message; these types are the contract any client (the `<go-board online>` board, a bot, a test)
// speaks, and the server answers.
import type { Color } from '../color.js';
import type { ErrorCode } from './error-code.js';
import type { ClockView, CountView, EndReason, GameStatus, GameView, SeatView } from './game-view.js';

/** The protocol version the server speaks. A message with another `v` gets an error. */
export const PROTOCOL_VERSION = 1;

// ---- Client to server ----

/** Every client message may carry `ref`, which the answer (or error) to it echoes. */
interface ClientBase {
  v: typeof PROTOCOL_VERSION;
  ref?: string | number;
}

/** What a client sends: a player's move, pass, resignation, undo request or answer, a mark or
 * acceptance in the count, a new name; anyone's ping. An optional `color` must be the sender's own
 * seat (else the error `not-your-seat`). */
export type ClientMessage =
  | (ClientBase & { type: 'move'; x: number; y: number; color?: Color })
  | (ClientBase & { type: 'pass'; color?: Color })
  | (ClientBase & { type: 'resign'; color?: Color })
  | (ClientBase & { type: 'undo-request' })
  | (ClientBase & { type: 'undo-answer'; accept: boolean })
  | (ClientBase & { type: 'mark'; x: number; y: number; dead: boolean })
  | (ClientBase & { type: 'accept'; version: number })
  | (ClientBase & { type: 'name'; name: string })
  | (ClientBase & { type: 'ping' });

export type ClientMessageType = ClientMessage['type'];

// ---- Server to client ----

interface ServerBase {
  v: typeof PROTOCOL_VERSION;
  /** The game's `seq` after the change this message tells (absent on errors and pongs). */
  seq?: number;
  /** The `ref` of the client message this answers, on the connection that sent it. */
  ref?: string | number;
}

/** What the server sends: the whole game (on opening, and to resynchronise), each change of it as
 * it happens, an error, a pong. */
export type ServerMessage =
  | (ServerBase & { type: 'welcome'; seat: Color | null; token?: string; game: GameView })
  | (ServerBase & { type: 'game'; game: GameView })
  | (ServerBase & {
      type: 'move';
      color: Color;
      x: number;
      y: number;
      number: number;
      captures: { black: number; white: number };
      clock: ClockView | null;
    })
  | (ServerBase & { type: 'pass'; color: Color; number: number; clock: ClockView | null })
  | (ServerBase & { type: 'undo-request'; color: Color })
  | (ServerBase & { type: 'undo-answer'; color: Color; accept: boolean })
  | (ServerBase & { type: 'undo'; moves: number; turn: Color; clock: ClockView | null })
  | (ServerBase & { type: 'count'; count: CountView })
  | (ServerBase & { type: 'clock'; clock: ClockView })
  | (ServerBase & { type: 'player'; color: Color; player: SeatView })
  | (ServerBase & { type: 'status'; status: GameStatus; clock: ClockView | null })
  | (ServerBase & {
      type: 'end';
      result: string;
      reason: EndReason;
      score?: { black: number; white: number };
      clock: ClockView | null;
    })
  | (ServerBase & { type: 'error'; code: ErrorCode; message: string })
  | (ServerBase & { type: 'pong' });

export type ServerMessageType = ServerMessage['type'];
