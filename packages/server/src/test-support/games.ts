import { expect } from 'vitest';
import type { ServerMessage } from '../protocol/messages.js';
import { TestClient } from './client.js';

/** The answer of POST /games. */
export interface CreatedGame {
  id: string;
  black: { url: string };
  white: { url: string };
  watch: { url: string };
}

export async function createGame(server: string, settings: Record<string, unknown> = {}): Promise<CreatedGame> {
  const response = await fetch(`${server}/games`, { method: 'POST', body: JSON.stringify(settings) });
  if (response.status !== 201) throw new Error(`POST /games answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as CreatedGame;
}

export async function gameState(server: string, id: string): Promise<Record<string, any>> {
  return (await fetch(`${server}/games/${id}`)).json() as Promise<Record<string, any>>;
}

/** Both players' clients (and a spectator's), each welcomed, the game in play. */
export async function sitDown(
  game: CreatedGame,
  options: { reconnect?: boolean; urls?: (url: string) => string[] } = {},
) {
  const urls = options.urls ?? ((url: string) => [url]);
  const black = new TestClient(urls(game.black.url), options);
  const white = new TestClient(urls(game.white.url), options);
  const watcher = new TestClient(urls(game.watch.url), options);
  await Promise.all([black.next('welcome'), white.next('welcome'), watcher.next('welcome')]);
  return { black, white, watcher, all: [black, white, watcher] };
}

/** Plays `moves` ([x, y] or 'pass') by turns from `first`, each confirmed to everyone before the
 * next is sent. */
export async function playMoves(
  players: { black: TestClient; white: TestClient; all: TestClient[] },
  moves: ([number, number] | 'pass')[],
  first: 'black' | 'white' = 'black',
): Promise<void> {
  let color = first;
  for (const move of moves) {
    const player = players[color];
    const type = move === 'pass' ? 'pass' : 'move';
    const answer = await player.request(
      move === 'pass' ? { type: 'pass' } : { type: 'move', x: move[0], y: move[1] },
      type,
    );
    expect(answer, JSON.stringify(answer)).toMatchObject({ type, color });
    await Promise.all(players.all.map((client) => client.next(type, (message) => message.seq === answer.seq, 0)));
    color = color === 'black' ? 'white' : 'black';
  }
}

/** The moves a client has seen, in the order it saw them (after its last welcome or game). */
export function seenMoves(client: TestClient): string[] {
  const moves: string[] = [];
  for (const message of client.messages as ServerMessage[]) {
    if (message.type === 'welcome' || message.type === 'game') {
      moves.length = 0;
      for (const move of message.game.moves)
        moves.push('pass' in move ? `${move.color} pass` : `${move.color} ${move.x},${move.y}`);
    } else if (message.type === 'move') moves.push(`${message.color} ${message.x},${message.y}`);
    else if (message.type === 'pass') moves.push(`${message.color} pass`);
    else if (message.type === 'undo') moves.length = message.moves;
  }
  return moves;
}
