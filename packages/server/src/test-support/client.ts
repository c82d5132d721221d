import WebSocket from 'ws';
import type { ClientMessage, ServerMessage } from '../protocol/messages.js';

type Matcher = (message: ServerMessage) => boolean;
type Outgoing = ClientMessage extends infer M ? (M extends unknown ? Omit<M, 'v'> : never) : never;

/** How long a test waits for a named message before it fails (a bound, not a pause). */
const WAIT_MS = 60_000;

/**
 * A WebSocket client as any program would write one, that reconnects by itself: when its socket
 * closes, it opens the next of its URLs (the same one, or another process's), as the board does.
 */
export class TestClient {
  readonly messages: ServerMessage[] = [];
  socket!: WebSocket;
  #urls: string[];
  #turn = 0;
  #reconnect: boolean;
  #waiters: { match: Matcher; resolve: (message: ServerMessage) => void; from: number }[] = [];
  #closed = false;
  #origin: string | undefined;
  /** Resolves with the close code when a socket of this client closes. */
  closed!: Promise<number>;

  constructor(urls: string | string[], options: { reconnect?: boolean; origin?: string } = {}) {
    this.#urls = (Array.isArray(urls) ? urls : [urls]).map((url) => url.replace(/^http/, 'ws'));
    this.#reconnect = options.reconnect ?? false;
    this.#origin = options.origin;
    this.#connect();
  }

  /** Points the next reconnection at other URLs (for example, another process). */
  set urls(urls: string[]) {
    this.#urls = urls.map((url) => url.replace(/^http/, 'ws'));
    this.#turn = 0;
  }

  #connect(): void {
    const url = this.#urls[this.#turn++ % this.#urls.length]!;
    const socket = new WebSocket(url, this.#origin ? { origin: this.#origin } : {});
    this.socket = socket;
    this.closed = new Promise((resolve) => socket.once('close', (code) => resolve(code)));
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as ServerMessage;
      this.messages.push(message);
      for (const waiter of [...this.#waiters]) {
        if (waiter.match(message)) {
          this.#waiters.splice(this.#waiters.indexOf(waiter), 1);
          waiter.resolve(message);
        }
      }
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      if (this.#reconnect && !this.#closed) setTimeout(() => this.#connect(), 50);
    });
  }

  send(message: Outgoing | Record<string, unknown>): void {
    this.socket.send(JSON.stringify({ v: 1, ...message }));
  }

  sendRaw(text: string): void {
    this.socket.send(text);
  }

  /** The first message of `type` that `match`es among those received from index `from` of
   * `messages` on (by default all of them), or the next one to come. */
  next<T extends ServerMessage['type']>(
    type: T,
    match: (message: Extract<ServerMessage, { type: T }>) => boolean = () => true,
    from = 0,
  ): Promise<Extract<ServerMessage, { type: T }>> {
    const matcher: Matcher = (message) =>
      message.type === type && match(message as Extract<ServerMessage, { type: T }>);
    const seen = this.messages.slice(from).find(matcher);
    if (seen) return Promise.resolve(seen as Extract<ServerMessage, { type: T }>);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#waiters.splice(this.#waiters.indexOf(waiter), 1);
        reject(
          new Error(
            `No "${type}" message came within ${WAIT_MS} ms; last messages: ${JSON.stringify(this.messages.slice(-3))}`,
          ),
        );
      }, WAIT_MS);
      const waiter = {
        match: matcher,
        from,
        resolve: (message: ServerMessage) => {
          clearTimeout(timer);
          resolve(message as Extract<ServerMessage, { type: T }>);
        },
      };
      this.#waiters.push(waiter);
    });
  }

  /** Sends `message` with a fresh ref and resolves with the answer echoing it: a `type` message,
   * or the error that refused it. */
  async request(message: Outgoing, type: ServerMessage['type']): Promise<ServerMessage> {
    const ref = `r${Math.random().toString(36).slice(2)}`;
    const from = this.messages.length;
    this.send({ ...message, ref });
    const answer = (candidate: ServerMessage) =>
      candidate.ref === ref && (candidate.type === type || candidate.type === 'error');
    const seen = this.messages.slice(from).find(answer);
    if (seen) return seen;
    return Promise.race([this.next('error', answer as never, from), this.next(type, answer as never, from)]);
  }

  close(): void {
    this.#closed = true;
    this.socket.close();
  }
}
