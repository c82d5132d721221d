import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from './protocol/messages.js';
import { TestClient } from './test-support/client.js';
import { createGame, gameState, playMoves, sitDown, type CreatedGame } from './test-support/games.js';
import {
  freshPgliteFolder,
  startServerProcess,
  type ServerProcess,
  removeTemporaryFolders,
} from './test-support/server-process.js';

// The README's table of bad input: each row's input, the error it gets, and the game unchanged.

let server: ServerProcess;
let game: CreatedGame;
let players: Awaited<ReturnType<typeof sitDown>>;
const others: TestClient[] = [];

beforeAll(async () => {
  server = await startServerProcess(['--database', freshPgliteFolder(), '--origin', 'https://go.example']);
  game = await createGame(server.url, { size: 9 });
  const origin = { origin: 'https://go.example' };
  const black = new TestClient(game.black.url, origin);
  const white = new TestClient(game.white.url, origin);
  const watcher = new TestClient(game.watch.url, origin);
  await Promise.all([black.next('welcome'), white.next('welcome'), watcher.next('welcome')]);
  players = { black, white, watcher, all: [black, white, watcher] };
  // A position with a ko for White to retake: Black just took it at (4, 3)... see below.
  await playMoves(players, [
    [3, 3],
    [4, 3],
    [4, 2],
    [5, 2],
    [4, 4],
    [5, 4],
    [2, 8],
    [6, 3],
    [5, 3],
  ]);
});
afterAll(async () => {
  for (const client of [...(players?.all ?? []), ...others]) client.close();
  await server?.stop();
  removeTemporaryFolders();
});

/** Runs `act`, then checks that the stored game is exactly what it was before. */
async function unchanged(act: () => Promise<void>): Promise<void> {
  const before = await gameState(server.url, game.id);
  await act();
  const after = await gameState(server.url, game.id);
  expect(after.seq).toBe(before.seq);
  expect(after.moves).toEqual(before.moves);
  expect(after.status).toBe(before.status);
}

async function refused(client: TestClient, message: Record<string, unknown>, code: string, words: RegExp) {
  await unchanged(async () => {
    const answer = await client.request(message as never, 'move');
    expect(answer).toMatchObject({ type: 'error', code });
    expect((answer as { message: string }).message).toMatch(words);
  });
}

function connect(url: string, origin = 'https://go.example'): TestClient {
  const client = new TestClient(url, { origin });
  others.push(client);
  return client;
}

describe('bad input', () => {
  it('a move out of turn', () =>
    refused(
      players.black,
      { type: 'move', x: 0, y: 0 },
      'not-your-turn',
      /Expected a move by white.*received one by black/,
    ));

  it('a move on an occupied point', () =>
    refused(players.white, { type: 'move', x: 3, y: 3 }, 'illegal-move', /already holds a stone/));

  it('retaking a ko at once', () => refused(players.white, { type: 'move', x: 4, y: 3 }, 'illegal-move', /ko/));

  it('a move off the board', () =>
    refused(
      players.white,
      { type: 'move', x: 9, y: 0 },
      'illegal-move',
      /x in 0\.\.8 and y in 0\.\.8, received \(9, 0\)/,
    ));

  it("a move for someone else's seat", () =>
    refused(
      players.black,
      { type: 'move', x: 0, y: 0, color: 'white' },
      'not-your-seat',
      /your seat, black, received one for white/,
    ));

  it("a spectator's move", () => refused(players.watcher, { type: 'pass' }, 'not-a-player', /spectator/));

  it('a wrong token', async () => {
    await unchanged(async () => {
      const client = connect(game.black.url.replace(/token=.*/, 'token=not-the-token'));
      expect(await client.next('error')).toMatchObject({
        code: 'bad-token',
        message: expect.stringMatching(/opens no seat/),
      });
      expect(await client.closed).toBe(4401);
    });
  });

  it('a missing token', async () => {
    await unchanged(async () => {
      const client = connect(game.black.url.replace(/&token=.*/, ''));
      expect(await client.next('error')).toMatchObject({ code: 'missing-token' });
      expect(await client.closed).toBe(4401);
    });
  });

  it('a game that does not exist', async () => {
    const client = connect(game.watch.url.replace(game.id, 'no-such-game'));
    expect(await client.next('error')).toMatchObject({
      code: 'no-game',
      message: expect.stringMatching(/"no-such-game"/),
    });
    expect(await client.closed).toBe(4404);
  });

  it('malformed JSON', () =>
    unchanged(async () => {
      const from = players.black.messages.length;
      players.black.sendRaw('{"v":1,"type":"move","x":');
      expect(await players.black.next('error', () => true, from)).toMatchObject({
        code: 'bad-json',
        message: expect.stringMatching(/not JSON/),
      });
    }));

  it('JSON that is not an object', () =>
    unchanged(async () => {
      const from = players.black.messages.length;
      players.black.sendRaw('[1,2]');
      expect(await players.black.next('error', () => true, from)).toMatchObject({
        code: 'bad-message',
        message: expect.stringMatching(/an array/),
      });
    }));

  it('an oversized message', () =>
    unchanged(async () => {
      const from = players.white.messages.length;
      players.white.sendRaw(JSON.stringify({ v: 1, type: 'move', x: 0, y: 0, ref: 'x'.repeat(5000) }));
      expect(await players.white.next('error', () => true, from)).toMatchObject({
        code: 'too-large',
        message: expect.stringMatching(/at most 4096 bytes/),
      });
    }));

  it('a message above the frame limit closes the socket with 1009', async () => {
    await unchanged(async () => {
      const client = connect(game.watch.url);
      await client.next('welcome');
      client.sendRaw('x'.repeat(100_000));
      expect(await client.closed).toBe(1009);
    });
  });

  it('an unknown message type', () =>
    refused(players.white, { type: 'teleport', x: 1, y: 1 }, 'unknown-type', /one of move, pass.*"teleport"/));

  it('another protocol version', () =>
    unchanged(async () => {
      const answer = await new Promise<ServerMessage>((resolve) => {
        const from = players.white.messages.length;
        players.white.sendRaw(JSON.stringify({ v: 2, type: 'pass', ref: 'v2' }));
        void players.white.next('error', () => true, from).then(resolve);
      });
      expect(answer).toMatchObject({
        code: 'unsupported-version',
        message: expect.stringMatching(/"v": 1, received number 2/),
      });
    }));

  it('a field of the wrong type', () =>
    refused(players.white, { type: 'move', x: 'D4', y: 1 }, 'bad-message', /"x".*integer.*"D4"/));

  it('a flood of messages', () =>
    unchanged(async () => {
      const client = players.watcher;
      const from = client.messages.length;
      for (let i = 0; i < 60; i++) client.send({ type: 'ping' });
      expect(await client.next('error', () => true, from)).toMatchObject({
        code: 'rate-limited',
        message: expect.stringMatching(/at most 10 messages a second/),
      });
      await client.next('pong', () => true, from);
      const pongs = client.messages.slice(from).filter((message) => message.type === 'pong').length;
      expect(pongs).toBeLessThan(60);
    }));

  it('a connection from an origin not in --origin', async () => {
    await unchanged(async () => {
      const client = connect(game.black.url, 'https://evil.example');
      expect(await client.next('error')).toMatchObject({
        code: 'origin-not-allowed',
        message: expect.stringMatching(/https:\/\/go.example.*https:\/\/evil.example/),
      });
      expect(await client.closed).toBe(4403);
    });
    const response = await fetch(`${server.url}/games`, {
      method: 'POST',
      body: '{}',
      headers: { Origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });

  it('leaves the game playable after all of it', async () => {
    const answer = await players.white.request({ type: 'move', x: 0, y: 8 }, 'move');
    expect(answer).toMatchObject({ type: 'move', color: 'white', number: 10 });
  });
});
