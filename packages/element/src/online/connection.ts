// The board's WebSocket to the game server, kept open: a connection lost is opened again by
// itself, sooner first and then less often (a quarter second, doubling, at most every 5 seconds),
// until the server refuses the link for good (a wrong token, a game that does not exist, an
// origin it does not serve).
import { PROTOCOL_VERSION, type ClientMessage, type ServerMessage } from '@go-board/rules';

/** The close codes by which the server refuses a link for good: a token (4401), an origin
 * (4403), a game (4404). Anything else (a restart, a network hiccup) is worth another try. */
const REFUSED_FOR_GOOD = new Set([4401, 4403, 4404]);
const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 5000;

/** What the connection tells the online game. */
export interface ConnectionListener {
  /** The socket is open (again): the server's welcome follows. */
  opened(): void;
  message(message: ServerMessage): void;
  /** The socket closed unasked: it will be opened again. */
  lost(): void;
  /** The server refused the link for good: `reason` in its words. */
  refused(reason: string): void;
}

export type ClientBody = ClientMessage extends infer M ? (M extends unknown ? Omit<M, 'v'> : never) : never;

export class Connection {
  #url: string;
  readonly #listener: ConnectionListener;
  #socket: WebSocket | null = null;
  #retries = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #closed = false;
  /** The message of the last error the server sent, said when it then closes for good. */
  #lastError = '';

  constructor(url: string, listener: ConnectionListener) {
    this.#url = url;
    this.#listener = listener;
    this.#open();
  }

  get open(): boolean {
    return this.#socket?.readyState === WebSocket.OPEN;
  }

  /** Sends a message; false when the socket is not open (nothing is queued). */
  send(body: ClientBody): boolean {
    if (!this.open) return false;
    this.#socket!.send(JSON.stringify({ v: PROTOCOL_VERSION, ...body }));
    return true;
  }

  /** Opens the connection again now: the welcome brings the whole game. */
  reopen(): void {
    if (this.#closed) return;
    clearTimeout(this.#timer);
    const socket = this.#socket;
    this.#socket = null;
    socket?.close(1000);
    this.#open();
  }

  /** Closes for good. */
  close(): void {
    this.#closed = true;
    clearTimeout(this.#timer);
    this.#socket?.close(1000);
    this.#socket = null;
  }

  #open(): void {
    const socket = new WebSocket(this.#url);
    this.#socket = socket;
    socket.addEventListener('open', () => {
      if (this.#socket !== socket) return;
      this.#retries = 0;
      this.#listener.opened();
    });
    socket.addEventListener('message', (event) => {
      if (this.#socket !== socket || typeof event.data !== 'string') return;
      let message: ServerMessage;
      try {
        message = JSON.parse(event.data) as ServerMessage;
      } catch {
        return;
      }
      if (message.type === 'error') this.#lastError = message.message;
      // An open game's link seats whoever opens it while a seat is free: the token the welcome
      // gives the seat it sat down comes back with every later connection, to keep that seat.
      else if (message.type === 'welcome' && message.token) {
        const url = new URL(this.#url);
        url.searchParams.set('token', message.token);
        this.#url = url.href;
      }
      this.#listener.message(message);
    });
    socket.addEventListener('close', (event) => {
      if (this.#socket !== socket || this.#closed) return;
      this.#socket = null;
      if (REFUSED_FOR_GOOD.has(event.code)) {
        this.#closed = true;
        this.#listener.refused(this.#lastError || event.reason || String(event.code));
        return;
      }
      this.#listener.lost();
      const wait = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** this.#retries++);
      this.#timer = setTimeout(() => this.#open(), wait);
    });
  }
}
