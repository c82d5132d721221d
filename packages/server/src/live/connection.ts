import type { WebSocket } from 'ws';
import { hashToken, newToken, type GameService } from '../games/game-service.js';
import type { Action } from '../games/live-game.js';
import {
  ErrorCode,
  PROTOCOL_VERSION,
  type ClientMessage,
  type Color,
  type ServerMessage,
} from '../protocol/messages.js';
import { ProtocolError, parseClientMessage } from '../protocol/parse.js';
import type { Hub, Viewer } from './hub.js';
import { RateLimit } from './rate-limit.js';

/** Close codes: the error message sent just before says why. */
export const CloseCode = { BadSeat: 4401, Origin: 4403, NoGame: 4404, Flood: 1008, TooLarge: 1009 } as const;

/** Messages a socket may send: a burst of 20, then 10 a second. Past 200 refused in a row, the
 * socket is closed. */
const RATE_PER_SECOND = 10;
const RATE_BURST = 20;
const MAX_REFUSED = 200;

let connections = 0;

/** Where a socket asked to go: `/games/ID`, with `?token=` for a seat or `?watch` to only watch. */
export interface LiveRequest {
  gameId: string;
  token: string | null;
  /** `?seat=black` without a token: a seat URL that lost its token. */
  seatWithoutToken: boolean;
  watchOnly: boolean;
}

/**
 * One viewer's WebSocket: sits the player down (or makes a spectator), sends the welcome, then
 * reads the client's messages, each checked, rate limited and judged by the game service.
 */
export class Connection implements Viewer {
  readonly id = ++connections;
  seq = -1;
  welcomed = false;
  waiting: Viewer['waiting'] = [];
  readonly #socket: WebSocket;
  readonly #service: GameService;
  readonly #hub: Hub;
  readonly #gameId: string;
  readonly #limit = new RateLimit(RATE_PER_SECOND, RATE_BURST);
  #refused = 0;
  #seat: Color | null = null;
  #closed = false;

  constructor(socket: WebSocket, request: LiveRequest, service: GameService, hub: Hub) {
    this.#socket = socket;
    this.#service = service;
    this.#hub = hub;
    this.#gameId = request.gameId;
    socket.on('message', (data, isBinary) => this.#receive(data as Buffer, isBinary));
    socket.on('close', () => {
      this.#closed = true;
      hub.remove(this.#gameId, this);
    });
    socket.on('error', () => {});
    // Messages that come before the welcome wait for it: the socket is paused until then.
    socket.pause();
    void this.#open(request).finally(() => socket.resume());
  }

  send(message: ServerMessage): void {
    this.sendText(JSON.stringify(message));
  }

  sendText(text: string): void {
    if (!this.#closed) this.#socket.send(text);
  }

  /** Sends an error, then closes the socket with `code`. */
  refuse(code: ErrorCode, message: string, closeCode: number): void {
    this.send({ v: PROTOCOL_VERSION, type: 'error', code, message });
    this.#socket.close(closeCode, code);
    this.#closed = true;
  }

  async #open(request: LiveRequest): Promise<void> {
    const id = this.#gameId;
    try {
      let token: string | undefined;
      if (request.seatWithoutToken) {
        return this.refuse(
          ErrorCode.MissingToken,
          'Expected the seat URL with its token (?token=...), received a seat URL without one: open the link the game was created with.',
          CloseCode.BadSeat,
        );
      }
      this.#hub.add(id, this);
      if (request.token !== null) {
        this.#seat = await this.#service.seatOf(id, request.token);
        if (!this.#seat) {
          const exists = await this.#service.view(id);
          return exists
            ? this.refuse(
                ErrorCode.BadToken,
                `Expected a seat token of game ${id}, received a token that opens no seat of it.`,
                CloseCode.BadSeat,
              )
            : this.#noGame();
        }
      }
      let game = await this.#service.view(id);
      if (!game) return this.#noGame();
      if (this.#seat === null && game.open && !request.watchOnly) {
        // An open game's link: the first two people to open it sit down, each with a new token.
        for (const seat of ['black', 'white'] as const) {
          if (game.players[seat].joined) continue;
          const candidate = newToken();
          try {
            await this.#service.act(id, { type: 'join', seat, tokenHash: hashToken(candidate) });
            this.#seat = seat;
            token = candidate;
            break;
          } catch (error) {
            if (!(error instanceof ProtocolError) || error.code !== ErrorCode.NotAPlayer) throw error;
          }
        }
      } else if (this.#seat !== null && !game.players[this.#seat].joined) {
        await this.#service.act(id, { type: 'join', seat: this.#seat });
      }
      if (this.#seat !== null) game = (await this.#service.view(id))!;
      if (this.#closed) return;
      this.send({
        v: PROTOCOL_VERSION,
        type: 'welcome',
        seq: game.seq,
        seat: this.#seat,
        ...(token ? { token } : {}),
        game,
      });
      this.#hub.welcomed(id, this, game.seq);
    } catch (error) {
      const message =
        error instanceof ProtocolError ? error.message : `The game could not be read: ${(error as Error).message}`;
      this.refuse(ErrorCode.Unavailable, message, 1011);
    }
  }

  #noGame(): void {
    this.refuse(
      ErrorCode.NoGame,
      `Expected the id of a game on this server, received "${this.#gameId}".`,
      CloseCode.NoGame,
    );
  }

  #receive(data: Buffer, isBinary: boolean): void {
    if (this.#closed) return;
    if (!this.#limit.take()) {
      if (++this.#refused >= MAX_REFUSED) {
        return this.refuse(
          ErrorCode.RateLimited,
          `Expected at most ${RATE_PER_SECOND} messages a second, received a flood: closing.`,
          CloseCode.Flood,
        );
      }
      // One error per refused message would be a flood of our own: every 20th is answered.
      if (this.#refused % RATE_BURST === 1) {
        this.#error(
          ErrorCode.RateLimited,
          `Expected at most ${RATE_PER_SECOND} messages a second (${RATE_BURST} at once), received more: this message and the next ones are ignored until the rate falls.`,
        );
      }
      return;
    }
    this.#refused = 0;
    let message: ClientMessage;
    try {
      if (isBinary)
        throw new ProtocolError(
          ErrorCode.BadMessage,
          'Expected a text message holding JSON, received a binary message.',
        );
      message = parseClientMessage(data.toString('utf8'));
    } catch (error) {
      const refused = error as ProtocolError;
      return this.#error(refused.code ?? ErrorCode.BadMessage, refused.message, refused.ref);
    }
    void this.#handle(message);
  }

  async #handle(message: ClientMessage): Promise<void> {
    const ref = message.ref;
    if (message.type === 'ping')
      return this.send({ v: PROTOCOL_VERSION, type: 'pong', ...(ref !== undefined ? { ref } : {}) });
    const seat = this.#seat;
    if (seat === null) {
      return this.#error(
        ErrorCode.NotAPlayer,
        `Expected a player's connection (a seat URL with its token), received a "${message.type}" from a spectator.`,
        ref,
      );
    }
    if ('color' in message && message.color !== undefined && message.color !== seat) {
      return this.#error(
        ErrorCode.NotYourSeat,
        `Expected a "${message.type}" for your seat, ${seat}, received one for ${message.color}.`,
        ref,
      );
    }
    let action: Action;
    switch (message.type) {
      case 'move':
        action = { type: 'move', seat, x: message.x, y: message.y };
        break;
      case 'mark':
        action = { type: 'mark', seat, x: message.x, y: message.y, dead: message.dead };
        break;
      case 'undo-answer':
        action = { type: 'undo-answer', seat, accept: message.accept };
        break;
      case 'accept':
        action = { type: 'accept', seat, version: message.version };
        break;
      case 'name':
        action = { type: 'name', seat, name: message.name };
        break;
      default:
        action = { type: message.type, seat };
    }
    try {
      await this.#service.act(this.#gameId, action, {
        process: this.#service.processId,
        connection: this.id,
        ...(ref !== undefined ? { ref } : {}),
      });
    } catch (error) {
      if (error instanceof ProtocolError) this.#error(error.code, error.message, ref);
      else
        this.#error(ErrorCode.Unavailable, `The server could not judge this message: ${(error as Error).message}`, ref);
    }
  }

  #error(code: ErrorCode, message: string, ref?: string | number): void {
    this.send({ v: PROTOCOL_VERSION, type: 'error', code, message, ...(ref !== undefined ? { ref } : {}) });
  }
}
