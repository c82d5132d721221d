import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GameService } from '../games/game-service.js';
import { BadRequestError, readGameSettings } from '../games/settings.js';
import { RateLimit } from '../live/rate-limit.js';

/** The largest `POST /games` body read. */
const MAX_BODY_BYTES = 16 * 1024;

export interface RouteContext {
  service: GameService;
  /** Origins allowed to call the server from a page; empty for any. */
  origins: string[];
  /** Games one address may create: a burst, then so many a minute. */
  gamesPerMinute: number;
  health(): Promise<Record<string, unknown>>;
}

/** The address a request came from, for the per-address limit of new games. */
function addressOf(request: IncomingMessage): string {
  return request.socket.remoteAddress ?? 'unknown';
}

/** The base URL clients reach this server at, as the request names it (a proxy's included). */
export function publicBase(request: IncomingMessage): string {
  const forwarded = request.headers['x-forwarded-proto'];
  const encrypted = (request.socket as { encrypted?: boolean }).encrypted === true;
  const protocol = typeof forwarded === 'string' ? forwarded.split(',')[0]!.trim() : encrypted ? 'https' : 'http';
  return `${protocol === 'https' ? 'https' : 'http'}://${request.headers.host ?? 'localhost'}`;
}

/** Whether a page at `origin` (a request's Origin header) may use the server. */
export function isAllowedOrigin(origins: string[], origin: string | undefined): boolean {
  return origins.length === 0 || origin === undefined || origins.includes(origin);
}

/** Answers the HTTP requests: POST /games, GET /games/:id, GET /games/:id.sgf, GET /health. */
export function createRoutes(context: RouteContext) {
  const limits = new Map<string, RateLimit>();
  return async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const origin = request.headers.origin;
    try {
      if (!isAllowedOrigin(context.origins, origin)) {
        throw new BadRequestError(
          `Expected a request from one of the origins ${context.origins.join(', ')}, received one from ${origin}.`,
          403,
        );
      }
      if (origin !== undefined) {
        response.setHeader('Access-Control-Allow-Origin', context.origins.length === 0 ? '*' : origin);
        response.setHeader('Vary', 'Origin');
      }
      const url = new URL(request.url ?? '/', 'http://localhost');
      const path = url.pathname;
      if (request.method === 'OPTIONS') {
        response.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
        response.setHeader('Access-Control-Allow-Headers', 'Content-Type');
        response.setHeader('Access-Control-Max-Age', '86400');
        response.writeHead(204).end();
        return;
      }
      if (path === '/health' && request.method === 'GET') {
        const health = await context.health();
        return json(response, health.ok ? 200 : 503, health);
      }
      if (path === '/games' && request.method === 'POST') {
        const address = addressOf(request);
        let limit = limits.get(address);
        if (!limit) limits.set(address, (limit = new RateLimit(context.gamesPerMinute / 60, context.gamesPerMinute)));
        if (!limit.take())
          throw new BadRequestError(
            `Expected at most ${context.gamesPerMinute} new games a minute from one address, received more: wait a minute.`,
            429,
          );
        const settings = readGameSettings(await readJson(request));
        const { id, tokens } = await context.service.create(settings);
        const game = `${publicBase(request)}/games/${id}`;
        const body = settings.open
          ? { id, open: true, url: game, watch: { url: `${game}?watch` } }
          : {
              id,
              black: { url: `${game}?seat=black&token=${tokens.black}` },
              white: { url: `${game}?seat=white&token=${tokens.white}` },
              watch: { url: game },
            };
        return json(response, 201, body);
      }
      const match = /^\/games\/([A-Za-z0-9_-]{1,32})(\.sgf)?$/.exec(path);
      if (match && request.method === 'GET') {
        const [, id, sgf] = match;
        if (sgf) {
          const record = await context.service.record(id!);
          if (record === null)
            throw new BadRequestError(`Expected the id of a game on this server, received "${id}".`, 404);
          response.writeHead(200, {
            'Content-Type': 'application/x-go-sgf; charset=utf-8',
            'Content-Disposition': `inline; filename="${id}.sgf"`,
            'Cache-Control': 'no-store',
          });
          response.end(record);
          return;
        }
        const game = await context.service.view(id!, false);
        if (!game) throw new BadRequestError(`Expected the id of a game on this server, received "${id}".`, 404);
        return json(response, 200, game);
      }
      const known = path === '/games' || path === '/health' || match;
      throw new BadRequestError(
        known
          ? `Expected ${path === '/games' ? 'POST' : 'GET'} ${path}, received ${request.method}.`
          : `Expected POST /games, GET /games/:id, GET /games/:id.sgf or GET /health, received ${request.method} ${path}.`,
        known ? 405 : 404,
      );
    } catch (error) {
      if (error instanceof BadRequestError) return json(response, error.status, { error: { message: error.message } });
      return json(response, 500, { error: { message: `The server failed: ${(error as Error).message}` } });
    }
  };
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify(body));
}

/** Reads a JSON body of at most MAX_BODY_BYTES; an empty body is undefined. */
async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES)
      throw new BadRequestError(`Expected a body of at most ${MAX_BODY_BYTES} bytes, received more.`, 413);
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new BadRequestError(`Expected a JSON body, received text that is not JSON (${(error as Error).message}).`);
  }
}
