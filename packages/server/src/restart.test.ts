import { afterAll, describe, expect, it } from 'vitest';
import type { ClockView } from './protocol/messages.js';
import { createGame, gameState, playMoves, seenMoves, sitDown } from './test-support/games.js';
import {
  freshPgliteFolder,
  startServerProcess,
  type ServerProcess,
  removeTemporaryFolders,
} from './test-support/server-process.js';
import type { TestClient } from './test-support/client.js';

const processes: ServerProcess[] = [];
const clients: TestClient[] = [];

afterAll(async () => {
  for (const client of clients) client.close();
  for (const server of processes) await server.stop();
  removeTemporaryFolders();
});

const OPENING: [number, number][] = [
  [2, 2],
  [6, 6],
  [2, 6],
  [6, 2],
  [4, 4],
];

describe('kill -9 in the middle of a game, then start again', () => {
  it('should keep every acknowledged move and both clocks, and the boards reconnect by themselves', async () => {
    const folder = freshPgliteFolder();
    const first = await startServerProcess(['--database', folder]);
    processes.push(first);
    const port = new URL(first.url).port;
    const live = await createGame(first.url, {
      size: 9,
      clock: { type: 'byo-yomi', main: 600, periods: 5, period: 30 },
    });
    const correspondence = await createGame(first.url, { size: 9, clock: { type: 'correspondence', days: 3 } });
    const liveGame = await sitDown(live, { reconnect: true });
    const letters = await sitDown(correspondence, { reconnect: true });
    clients.push(...liveGame.all, ...letters.all);
    await playMoves(liveGame, OPENING);
    await playMoves(letters, OPENING.slice(0, 2));
    const before = await gameState(first.url, live.id);
    const beforeLetters = await gameState(first.url, correspondence.id);
    const counts = liveGame.all.map((client) => client.messages.length);

    await first.crash();
    // The lock the killed process left is taken over; a running server's is not.
    const second = await startServerProcess(['--database', folder, '--port', port]);
    processes.push(second);
    await expect(startServerProcess(['--database', folder])).rejects.toThrow(
      new RegExp(`go-board-server process ${second.child.pid} uses it`),
    );

    // Every client comes back with a welcome of the game as stored.
    const welcomes = await Promise.all(liveGame.all.map((client, k) => client.next('welcome', () => true, counts[k])));
    for (const welcome of welcomes) {
      expect(welcome.game.moves).toEqual(before.moves);
      expect(welcome.game.seq).toBe(before.seq);
    }
    expect(welcomes.map((welcome) => welcome.seat)).toEqual(['black', 'white', null]);
    const after = welcomes[2]!.game.clock!;
    const stored = before.clock as ClockView;
    // Black's clock stands as stored; White's ran on from the moment stored, no more.
    expect(after.running).toBe('white');
    expect(after.black).toEqual(stored.black);
    const ran = after.at - stored.at;
    expect(after.white.main).toBeLessThanOrEqual(stored.white.main);
    expect(after.white.main).toBeGreaterThanOrEqual(stored.white.main - ran - 1);
    const lettersAfter = await gameState(second.url, correspondence.id);
    expect(lettersAfter.moves).toEqual(beforeLetters.moves);
    // Black's days run on from the moment stored; White's stand.
    expect(lettersAfter.clock).toMatchObject({ running: 'black', white: beforeLetters.clock.white });
    expect(lettersAfter.clock.black.main).toBeLessThanOrEqual(beforeLetters.clock.black.main);
    expect(lettersAfter.clock.black.main).toBeGreaterThan(
      beforeLetters.clock.black.main - (lettersAfter.clock.at - beforeLetters.clock.at) - 1,
    );

    // The game goes on where it stood.
    await playMoves(
      liveGame,
      [
        [3, 3],
        [5, 5],
      ],
      'white',
    );
    expect(seenMoves(liveGame.watcher)).toHaveLength(OPENING.length + 2);
    expect(await liveGame.black.request({ type: 'resign' }, 'end')).toMatchObject({ result: 'W+R' });
    expect(await (await fetch(`${second.url}/games/${live.id}.sgf`)).text()).toContain('RE[W+R]');
  });
});
