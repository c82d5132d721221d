import { Game, init } from '@go-board/rules';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshPgliteFolder,
  startServerProcess,
  temporaryFolder,
  type ServerProcess,
  removeTemporaryFolders,
} from './test-support/server-process.js';

let server: ServerProcess;

async function post(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/games`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

beforeAll(async () => {
  await init();
  server = await startServerProcess(['--database', freshPgliteFolder()]);
});
afterAll(async () => {
  await server?.stop();
  removeTemporaryFolders();
});

describe('go-board-server over HTTP', () => {
  it('should print where it listens, on 127.0.0.1 by default', () => {
    expect(server.output()).toMatch(/^listening on http:\/\/127\.0\.0\.1:\d+$/m);
  });

  it('should answer POST /games with the seat and watch URLs, and GET /games/:id with the game', async () => {
    const { status, body } = await post({
      size: 9,
      komi: 5.5,
      handicap: 0,
      rules: 'territory',
      ko: 'positional',
      clock: { type: 'fischer', main: 300, increment: 5 },
    });
    expect(status).toBe(201);
    expect(Object.keys(body).sort()).toEqual(['black', 'id', 'watch', 'white']);
    expect(body.black.url).toMatch(new RegExp(`/games/${body.id}\\?seat=black&token=[\\w-]{20,}$`));
    expect(body.white.url).toMatch(new RegExp(`/games/${body.id}\\?seat=white&token=[\\w-]{20,}$`));
    expect(body.watch.url).toBe(`${server.url.replace('127.0.0.1', '127.0.0.1')}/games/${body.id}`);
    expect(body.black.url).not.toBe(body.white.url);
    const game = await (await fetch(body.watch.url)).json();
    expect(game).toMatchObject({
      id: body.id,
      size: 9,
      komi: 5.5,
      rules: 'territory',
      ko: 'positional',
      status: 'waiting',
      moves: [],
      clockSettings: { type: 'fischer', main: 300, increment: 5 },
      clock: { black: { main: 300_000 }, white: { main: 300_000 }, running: null },
    });
    expect(JSON.stringify(game)).not.toContain(body.black.url.split('token=')[1]);
  });

  it('should fill in the standard game when the body is empty', async () => {
    const { status, body } = await post({});
    expect(status).toBe(201);
    const game = await (await fetch(body.watch.url)).json();
    expect(game).toMatchObject({ size: 19, komi: 6.5, handicap: 0, rules: 'area', ko: 'simple', clock: null });
  });

  it('should give one link for an open game', async () => {
    const { status, body } = await post({ open: true, size: 13 });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      open: true,
      url: `${server.url}/games/${body.id}`,
      watch: { url: `${server.url}/games/${body.id}?watch` },
    });
    expect(body.black).toBeUndefined();
  });

  it('should give the record as SGF, which the rules read back', async () => {
    const { body } = await post({ size: 9, handicap: 2 });
    const response = await fetch(`${server.url}/games/${body.id}.sgf`);
    expect(response.headers.get('content-type')).toBe('application/x-go-sgf; charset=utf-8');
    const record = Game.fromSgf(await response.text());
    expect(record.size).toBe(9);
    expect(record.handicap).toBe(2);
  });

  it('should report its health', async () => {
    const response = await fetch(`${server.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, database: 'pglite' });
  });

  it.each([
    [{ size: 1 }, /"size".*2\.\.25.*1/],
    [{ size: 26 }, /size.*1\.\.25.*26/],
    [{ komi: 'six' }, /"komi".*"six"/],
    [{ handicap: 10 }, /handicap/i],
    [{ rules: 'chinese' }, /rules.*'area' or 'territory'.*"chinese"/],
    [{ ko: 'none' }, /ko.*'simple'.*"none"/],
    [{ colour: 'black' }, /unknown field "colour"/],
    [{ clock: { type: 'hourglass' } }, /clock.type.*byo-yomi.*"hourglass"/],
    [{ clock: { type: 'byo-yomi', main: 600, periods: 0, period: 30 } }, /clock.periods.*integer above 0.*0/],
    [{ clock: { type: 'fischer', main: 60, increment: -1 } }, /clock.increment.*from 0.*-1/],
    [{ clock: { type: 'absolute', main: 60, extra: 1 } }, /unknown field "clock.extra"/],
    [[1, 2], /JSON object.*an array/],
    ['{"size": 9', /not JSON/],
  ])('should refuse %j with a 400 that says what was expected', async (body, words) => {
    const { status, body: answer } = await post(body);
    expect(status).toBe(400);
    expect(answer.error.message).toMatch(words);
  });

  it('should refuse a body too large, unknown paths and games, with their statuses', async () => {
    expect((await post(JSON.stringify({ size: 9, pad: 'x'.repeat(20_000) }))).status).toBe(413);
    expect((await fetch(`${server.url}/games/nothing-here`)).status).toBe(404);
    expect((await fetch(`${server.url}/games/nothing-here.sgf`)).status).toBe(404);
    expect((await fetch(`${server.url}/elsewhere`)).status).toBe(404);
    expect((await fetch(`${server.url}/games`)).status).toBe(405);
  });
});

describe('go-board-server without --database', () => {
  it('should keep its games in ./go-board-games/ beside where it starts', async () => {
    const folder = temporaryFolder('go-board-default-');
    const local = await startServerProcess([], folder);
    try {
      const created = await fetch(`${local.url}/games`, { method: 'POST', body: '{"size":9}' });
      expect(created.status).toBe(201);
      expect(readdirSync(join(folder, 'go-board-games')).length).toBeGreaterThan(0);
    } finally {
      await local.stop();
    }
  });

  it('should refuse a bad option with the usage', async () => {
    await expect(startServerProcess(['--port', 'eighty'])).rejects.toThrow(
      /Expected --port to be a port number.*"eighty"/,
    );
  });
});
