import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { init } from '@go-board/rules';
import { WebSocketServer } from 'ws';
import { GameService } from './games/game-service.js';
import { createRoutes, isAllowedOrigin } from './http/routes.js';
import { CloseCode, Connection } from './live/connection.js';
import { Hub } from './live/hub.js';
import { ErrorCode, PROTOCOL_VERSION } from './protocol/messages.js';
import { GAME_CHANNEL } from './storage/database.js';
import { GamesTable, type GameNotice } from './storage/games-table.js';
import { DEFAULT_DATABASE, openDatabase } from './storage/open.js';

/** Options of `startServer()`, as the command line gives them. */
export interface ServerOptions {
  /** The port to listen on (default 8080; 0 picks a free one). */
  port?: number;
  /** The address to listen on (default 127.0.0.1). */
  host?: string;
  /** A folder for the embedded database (default ./go-board-games/), or a postgres:// URL. */
  database?: string;
  /** The origins (https://my.site) whose pages may use the server; empty or absent for any. */
  origins?: string[];
  /** New games one address may create a minute (default 60). */
  gamesPerMinute?: number;
}

/** A running server. */
export interface GoBoardServer {
  /** http://HOST:PORT */
  readonly url: string;
  readonly port: number;
  /** Closes every socket (code 1001, the clients reconnect elsewhere or later), then the database. */
  close(): Promise<void>;
}

/** WebSocket frames above this are refused by `ws` itself (close code 1009); smaller messages
 * above the protocol's own limit get an error and the socket stays open. */
const MAX_FRAME_BYTES = 64 * 1024;
/** How often each socket is pinged; one that has not answered the last ping is dropped. */
const HEARTBEAT_MS = 30_000;

/**
 * Starts a game server: HTTP for creating and reading games, a WebSocket per viewer for live
 * play, the games in PGlite or PostgreSQL. Resolves once it accepts connections.
 */
export async function startServer(options: ServerOptions = {}): Promise<GoBoardServer> {
  await init();
  const origins = options.origins ?? [];
  const db = await openDatabase(options.database ?? DEFAULT_DATABASE);
  const table = new GamesTable(db);
  const service = new GameService(table, randomBytes(6).toString('base64url'));
  const hub = new Hub(service);
  await db.listen(
    GAME_CHANNEL,
    (payload) => {
      let notice: GameNotice;
      try {
        notice = JSON.parse(payload) as GameNotice;
      } catch {
        return;
      }
      hub.notice(notice);
    },
    () => {
      table.deadlines().then(
        (deadlines) => hub.resume(deadlines),
        () => hub.resume([]),
      );
    },
  );
  // Games whose clocks ran while no process served them end on time now; the others get timers.
  hub.setDeadlines(await table.deadlines());

  const route = createRoutes({
    service,
    origins,
    gamesPerMinute: options.gamesPerMinute ?? 60,
    async health() {
      try {
        await db.query('SELECT 1');
        return { ok: true, database: db.kind, connections: hub.connections };
      } catch (error) {
        return { ok: false, database: db.kind, error: (error as Error).message };
      }
    },
  });
  const http: Server = createServer((request, response) => void route(request, response));
  // Longer than a load balancer's idle keep-alive (nginx 60 s), so the server never closes a
  // connection the balancer or a client is about to reuse.
  http.keepAliveTimeout = 65_000;
  http.headersTimeout = 66_000;
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  http.on('upgrade', (request, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const match = /^\/games\/([A-Za-z0-9_-]{1,32})$/.exec(url.pathname);
    if (!match) {
      socket.end('HTTP/1.1 404 Not Found\r\nContent-Type: text/plain\r\n\r\nExpected a WebSocket to /games/:id.\n');
      return;
    }
    sockets.handleUpgrade(request, socket, head, (ws) => {
      const alive = { value: true };
      ws.on('pong', () => (alive.value = true));
      (ws as unknown as { alive: typeof alive }).alive = alive;
      const origin = request.headers.origin;
      if (!isAllowedOrigin(origins, origin)) {
        // Said on the socket, where a page's script can read it, then closed.
        ws.send(
          JSON.stringify({
            v: PROTOCOL_VERSION,
            type: 'error',
            code: ErrorCode.OriginNotAllowed,
            message: `Expected a page from one of the origins ${origins.join(', ')}, received a connection from ${origin}.`,
          }),
        );
        ws.close(CloseCode.Origin, ErrorCode.OriginNotAllowed);
        return;
      }
      const params = url.searchParams;
      const token = params.get('token');
      new Connection(
        ws,
        {
          gameId: match[1]!,
          token: token || null,
          seatWithoutToken: params.has('seat') && !token,
          watchOnly: params.has('watch'),
        },
        service,
        hub,
      );
    });
  });
  const heartbeat = setInterval(() => {
    for (const ws of sockets.clients) {
      const alive = (ws as unknown as { alive: { value: boolean } }).alive;
      if (!alive.value) {
        ws.terminate();
        continue;
      }
      alive.value = false;
      ws.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port ?? 8080, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = http.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${address.port}`,
    port: address.port,
    close() {
      closing ??= (async () => {
        clearInterval(heartbeat);
        hub.close();
        for (const ws of sockets.clients) ws.close(1001, 'server closing');
        const closed = new Promise<void>((resolve) => http.close(() => resolve()));
        http.closeAllConnections();
        await closed;
        await db.close();
      })();
      return closing;
    },
  };
}
