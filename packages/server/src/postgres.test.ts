import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TestClient } from './test-support/client.js';
import { createGame, gameState, playMoves, seenMoves } from './test-support/games.js';
import { startPostgres, type TestPostgres } from './test-support/postgres.js';
import { startServerProcess, type ServerProcess } from './test-support/server-process.js';

// Two go-board-server processes on one real PostgreSQL (Debian's), as behind a load balancer.

let postgres: TestPostgres;
let first: ServerProcess;
let second: ServerProcess;
const clients: TestClient[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
  [first, second] = await Promise.all([
    startServerProcess(['--database', postgres.url]),
    startServerProcess(['--database', postgres.url]),
  ]);
});
afterAll(async () => {
  for (const client of clients) client.close();
  await Promise.all([first?.stop(), second?.stop()]);
  postgres?.stop();
});

/** A seat or watch URL of `game` on another process. */
function on(server: ServerProcess, url: string): string {
  const { pathname, search } = new URL(url);
  return `${server.url}${pathname}${search}`;
}

async function seat(place: { black: string[]; white: string[]; watchers: string[][] }) {
  const black = new TestClient(place.black, { reconnect: true });
  const white = new TestClient(place.white, { reconnect: true });
  const watchers = place.watchers.map((urls) => new TestClient(urls, { reconnect: true }));
  clients.push(black, white, ...watchers);
  const all = [black, white, ...watchers];
  await Promise.all(all.map((client) => client.next('welcome')));
  return { black, white, watchers, all };
}

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

async function countAndAccept(players: { black: TestClient; white: TestClient }) {
  const marked = await players.black.request({ type: 'mark', x: 4, y: 0, dead: true }, 'count');
  if (marked.type !== 'count') throw new Error(JSON.stringify(marked));
  await players.white.next('count', (message) => message.count.version === marked.count.version);
  await players.black.request({ type: 'accept', version: marked.count.version }, 'count');
  return players.white.request({ type: 'accept', version: marked.count.version }, 'end');
}

describe('two processes on PostgreSQL', () => {
  it('should answer its health with the database it uses', async () => {
    expect(await (await fetch(`${second.url}/health`)).json()).toMatchObject({ ok: true, database: 'postgres' });
  });

  it('should let players on different processes play a whole game, every viewer seeing every move in order', async () => {
    const game = await createGame(first.url, { size: 5 });
    const players = await seat({
      black: [game.black.url],
      white: [on(second, game.white.url)],
      watchers: [[game.watch.url], [on(second, game.watch.url)]],
    });
    await playMoves(players, WALLS);
    const end = await countAndAccept(players);
    expect(end).toMatchObject({ type: 'end', result: 'W+6.5', reason: 'count' });
    for (const watcher of players.watchers) {
      await watcher.next('end');
      expect(seenMoves(watcher)).toEqual(seenMoves(players.black));
    }
    expect(seenMoves(players.black)).toHaveLength(WALLS.length);
    expect(await (await fetch(`${second.url}/games/${game.id}.sgf`)).text()).toContain('RE[W+6.5]');
  });

  it('should judge moves sent at once on both processes one at a time', async () => {
    const game = await createGame(first.url, { size: 9 });
    const players = await seat({ black: [game.black.url], white: [on(second, game.white.url)], watchers: [] });
    // Black's move and White's early reply race through two processes: exactly one order holds.
    const [blackAnswer, whiteAnswer] = await Promise.all([
      players.black.request({ type: 'move', x: 4, y: 4 }, 'move'),
      players.white.request({ type: 'move', x: 3, y: 3 }, 'move'),
    ]);
    expect(blackAnswer).toMatchObject({ type: 'move', number: 1 });
    if (whiteAnswer.type === 'move') expect(whiteAnswer.number).toBe(2);
    else expect(whiteAnswer).toMatchObject({ type: 'error', code: 'not-your-turn' });
    // The second process hears of a move stored by the first through PostgreSQL's NOTIFY, a moment
    // after the first answered: its state has Black's move once the notice arrived.
    await vi.waitFor(
      async () => expect((await gameState(second.url, game.id)).moves[0]).toEqual({ color: 'black', x: 4, y: 4 }),
      { timeout: 30_000, interval: 50 },
    );
  });

  it('should let the players of a killed process reconnect to the other one and finish', async () => {
    const game = await createGame(first.url, {
      size: 5,
      clock: { type: 'byo-yomi', main: 600, periods: 3, period: 30 },
    });
    const players = await seat({
      // Black and a watcher on the first process; when it dies they go to the second.
      black: [game.black.url, on(second, game.black.url)],
      white: [on(second, game.white.url)],
      watchers: [[game.watch.url, on(second, game.watch.url)]],
    });
    await playMoves(players, WALLS.slice(0, 6));
    const counts = players.all.map((client) => client.messages.length);
    await first.crash();
    await Promise.all(
      [players.black, players.watchers[0]!].map((client, k) =>
        client.next('welcome', () => true, counts[k === 0 ? 0 : 2]),
      ),
    );
    expect((await gameState(second.url, game.id)).moves).toHaveLength(6);
    await playMoves(players, WALLS.slice(6));
    const end = await countAndAccept(players);
    expect(end).toMatchObject({ type: 'end', result: 'W+6.5' });
    expect(seenMoves(players.watchers[0]!)).toHaveLength(WALLS.length);
  });
});
