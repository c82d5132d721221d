import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './test-support/client.js';
import { createGame, gameState, playMoves, sitDown } from './test-support/games.js';
import {
  freshPgliteFolder,
  startServerProcess,
  type ServerProcess,
  removeTemporaryFolders,
} from './test-support/server-process.js';

let server: ServerProcess;
const clients: TestClient[] = [];

beforeAll(async () => {
  server = await startServerProcess(['--database', freshPgliteFolder()]);
});
afterAll(async () => {
  for (const client of clients) client.close();
  await server?.stop();
  removeTemporaryFolders();
});

describe('clocks kept by the server', () => {
  it('should start the clock of the side to move once both players sat down', async () => {
    const game = await createGame(server.url, { size: 9, clock: { type: 'fischer', main: 600, increment: 10 } });
    expect((await gameState(server.url, game.id)).clock.running).toBeNull();
    const players = await sitDown(game);
    clients.push(...players.all);
    // Each seat's join is stored before its welcome: the game is in play now.
    expect(await gameState(server.url, game.id)).toMatchObject({ status: 'playing', clock: { running: 'black' } });
    await playMoves(players, [[4, 4]]);
    const move = await players.watcher.next('move');
    // Fischer: what Black spent is taken, the increment given, and White's clock runs.
    expect(move.clock!.running).toBe('white');
    expect(move.clock!.black.main).toBeGreaterThan(600_000);
    expect(move.clock!.black.main).toBeLessThanOrEqual(610_000);
  });

  it('should end the game on time, B+T or W+T, when nobody moves', async () => {
    const game = await createGame(server.url, { size: 9, clock: { type: 'absolute', main: 1 } });
    const players = await sitDown(game);
    clients.push(...players.all);
    const end = await players.watcher.next('end');
    expect(end).toMatchObject({ result: 'W+T', reason: 'time', clock: { running: null, black: { main: 0 } } });
    expect(await (await fetch(`${server.url}/games/${game.id}.sgf`)).text()).toContain('RE[W+T]');
    const late = await players.black.request({ type: 'move', x: 1, y: 1 }, 'move');
    expect(late).toMatchObject({ type: 'error', code: 'wrong-phase' });
  });

  it('should tell the viewers each byo-yomi period used, then end the game on time', async () => {
    const game = await createGame(server.url, { size: 9, clock: { type: 'byo-yomi', main: 1, periods: 2, period: 1 } });
    const players = await sitDown(game);
    clients.push(...players.all);
    const end = await players.watcher.next('end');
    expect(end).toMatchObject({ result: 'W+T', reason: 'time' });
    // Main time over (2 periods left), then the first period used (1 left): each told once, in
    // order, while Black's clock ran; a timer late under load may skip the first, never repeat.
    const ticks = players.watcher.messages.flatMap((message) => (message.type === 'clock' ? [message.clock] : []));
    expect([[2, 1], [1], [2]]).toContainEqual(ticks.map((clock) => clock.black.periods));
    for (const clock of ticks) expect(clock).toMatchObject({ running: 'black', black: { main: 0 } });
  });
});
