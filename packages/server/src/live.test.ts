import { Game, init } from '@go-board/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './test-support/client.js';
import { createGame, gameState, playMoves, seenMoves, sitDown } from './test-support/games.js';
import {
  freshPgliteFolder,
  startServerProcess,
  type ServerProcess,
  removeTemporaryFolders,
} from './test-support/server-process.js';

let server: ServerProcess;
const clients: TestClient[] = [];

beforeAll(async () => {
  await init();
  server = await startServerProcess(['--database', freshPgliteFolder()]);
});
afterAll(async () => {
  for (const client of clients) client.close();
  await server?.stop();
  removeTemporaryFolders();
});

/** Black walls off the left, White the right; Black's stone at (4, 0) is dead in White's area. */
const WALLS: ([number, number] | 'pass')[] = [
  [1, 0],
  [3, 0],
  [1, 1],
  [3, 1],
  [1, 2],
  [3, 2],
  [1, 3],
  [3, 3],
  [1, 4],
  [3, 4],
  [4, 0],
  'pass',
  'pass',
];

describe('a live game', () => {
  it('should play a whole game: moves to every viewer in order, two passes, both mark and accept, RE written', async () => {
    const game = await createGame(server.url, { size: 5, komi: 6.5 });
    const players = await sitDown(game);
    clients.push(...players.all);
    const { black, white, watcher } = players;
    expect((await black.next('welcome')).seat).toBe('black');
    expect((await white.next('welcome')).seat).toBe('white');
    expect((await watcher.next('welcome')).seat).toBeNull();
    await black.request({ type: 'name', name: 'Shusaku' }, 'player');
    await white.request({ type: 'name', name: 'Gennan' }, 'player');

    await playMoves(players, WALLS);
    const counting = await watcher.next('count');
    expect(counting.count.accepted).toEqual({ black: false, white: false });
    expect((await gameState(server.url, game.id)).status).toBe('counting');

    // Black marks the dead stone; then a change resets an acceptance.
    let count = await black.request({ type: 'mark', x: 4, y: 0, dead: true }, 'count');
    if (count.type !== 'count') throw new Error(JSON.stringify(count));
    expect(count.count.dead).toEqual([{ x: 4, y: 0 }]);
    const accepted = await black.request({ type: 'accept', version: count.count.version }, 'count');
    expect(accepted).toMatchObject({ count: { accepted: { black: true, white: false } } });
    count = await white.request({ type: 'mark', x: 1, y: 1, dead: true }, 'count');
    if (count.type !== 'count') throw new Error(JSON.stringify(count));
    expect(count.count.accepted).toEqual({ black: false, white: false });
    expect(count.count.dead).toHaveLength(6);
    const stale = await black.request({ type: 'accept', version: count.count.version - 1 }, 'count');
    expect(stale).toMatchObject({ type: 'error', code: 'stale-count' });
    count = await white.request({ type: 'mark', x: 1, y: 1, dead: false }, 'count');
    if (count.type !== 'count') throw new Error(JSON.stringify(count));
    expect(count.count.dead).toEqual([{ x: 4, y: 0 }]);
    expect(count.count.score.result).toBe('W+6.5');

    await black.request({ type: 'accept', version: count.count.version }, 'count');
    const end = await white.request({ type: 'accept', version: count.count.version }, 'end');
    expect(end).toMatchObject({ type: 'end', result: 'W+6.5', reason: 'count', score: { black: 10, white: 16.5 } });
    await watcher.next('end');

    const record = Game.fromSgf(await (await fetch(`${server.url}/games/${game.id}.sgf`)).text());
    expect(record.root.props.RE).toEqual(['W+6.5']);
    expect(record.root.props.PB).toEqual(['Shusaku']);
    expect(record.root.props.PW).toEqual(['Gennan']);
    record.goToEnd();
    expect(record.moves).toHaveLength(WALLS.length);
    expect(seenMoves(watcher)).toEqual(seenMoves(black));
    expect(seenMoves(watcher)).toHaveLength(WALLS.length);
    const after = await black.request({ type: 'move', x: 2, y: 2 }, 'move');
    expect(after).toMatchObject({ type: 'error', code: 'wrong-phase' });
  });

  it('should take back a move when the opponent agrees, and not when they refuse', async () => {
    const game = await createGame(server.url, { size: 9 });
    const players = await sitDown(game);
    clients.push(...players.all);
    const { black, white, watcher } = players;
    await playMoves(players, [
      [2, 2],
      [6, 6],
    ]);
    expect(await black.request({ type: 'undo-request' }, 'undo-request')).toMatchObject({
      type: 'error',
      code: 'nothing-to-undo',
    });
    await white.request({ type: 'undo-request' }, 'undo-request');
    await black.next('undo-request');
    await black.request({ type: 'undo-answer', accept: false }, 'undo-answer');
    expect((await gameState(server.url, game.id)).moves).toHaveLength(2);
    await white.request({ type: 'undo-request' }, 'undo-request');
    const undo = await black.request({ type: 'undo-answer', accept: true }, 'undo');
    expect(undo).toMatchObject({ type: 'undo', moves: 1, turn: 'white' });
    await watcher.next('undo');
    await playMoves(players, [[5, 5]], 'white');
    expect(seenMoves(watcher)).toEqual(['black 2,2', 'white 5,5']);
    expect((await gameState(server.url, game.id)).moves).toEqual([
      { color: 'black', x: 2, y: 2 },
      { color: 'white', x: 5, y: 5 },
    ]);
  });

  it('should end the game when a player resigns', async () => {
    const game = await createGame(server.url, { size: 9 });
    const players = await sitDown(game);
    clients.push(...players.all);
    await playMoves(players, [[4, 4]]);
    const end = await players.white.request({ type: 'resign' }, 'end');
    expect(end).toMatchObject({ result: 'B+R', reason: 'resign' });
    const sgf = await (await fetch(`${server.url}/games/${game.id}.sgf`)).text();
    expect(sgf).toContain('RE[B+R]');
  });

  it('should sit the first two people to open an open game, and give the third the game to watch', async () => {
    const response = await fetch(`${server.url}/games`, {
      method: 'POST',
      body: JSON.stringify({ open: true, size: 9 }),
    });
    const { url } = (await response.json()) as { url: string };
    const first = new TestClient(url);
    const firstWelcome = await first.next('welcome');
    const second = new TestClient(url);
    const secondWelcome = await second.next('welcome');
    const third = new TestClient(url);
    const thirdWelcome = await third.next('welcome');
    clients.push(first, second, third);
    expect(firstWelcome).toMatchObject({ seat: 'black', token: expect.any(String) });
    expect(secondWelcome).toMatchObject({ seat: 'white', token: expect.any(String) });
    expect(thirdWelcome.seat).toBeNull();
    expect(thirdWelcome.token).toBeUndefined();
    // The token given at the door opens the seat again.
    first.close();
    const again = new TestClient(`${url}?token=${firstWelcome.token}`);
    clients.push(again);
    expect((await again.next('welcome')).seat).toBe('black');
    expect(await again.request({ type: 'move', x: 3, y: 3 }, 'move')).toMatchObject({ type: 'move', color: 'black' });
    await third.next('move');
  });
});
