import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Game, init, suggestMove, type SuggestedMove } from '../index.js';
import { gameFromDiagram } from '../test-support/diagram.js';
import { randomGame, seededRandom } from '../test-support/random-game.js';
import * as chunks from '../worker/chunks.js';

beforeAll(async () => {
  await init();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Whether (x, y) is an eye of the side to move, as the core's playouts define it: its four
 * neighbours are that side's stones or the edge, and it is not a false eye. */
function isOwnEye(game: Game, x: number, y: number): boolean {
  const color = game.turn;
  const onBoard = (px: number, py: number) => px >= 0 && py >= 0 && px < game.width && py < game.height;
  for (const [dx, dy] of [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ] as const) {
    if (onBoard(x + dx, y + dy) && game.at({ x: x + dx, y: y + dy }) !== color) return false;
  }
  let enemies = 0;
  let onEdge = 0;
  for (const [dx, dy] of [
    [1, 1],
    [1, -1],
    [-1, 1],
    [-1, -1],
  ] as const) {
    if (!onBoard(x + dx, y + dy)) onEdge = 1;
    else if (game.at({ x: x + dx, y: y + dy }) === (color === 'black' ? 'white' : 'black')) enemies++;
  }
  return enemies + onEdge < 2;
}

function play(game: Game, move: SuggestedMove): void {
  if (move === 'pass') game.pass();
  else if (move === 'resign') game.resign();
  else game.play(move);
}

describe('suggestMove', () => {
  it('should capture a big group in atari', async () => {
    const game = gameFromDiagram(['.......', '.XXXXX.', 'XOOOOOX', '.XXXXO.', '.....X.', '.......', '.......']);
    expect(await suggestMove(game, { playouts: 3000, seed: 1 })).toEqual({ x: 6, y: 3 });
  });

  it('should never play an illegal move or fill its own eye, in random positions', async () => {
    const random = seededRandom(2026);
    for (let round = 0; round < 20; round++) {
      const game = randomGame(random, 10 + Math.floor(random() * 70));
      if (game.isOver) continue;
      const move = await suggestMove(game, { playouts: 150, seed: round });
      if (typeof move === 'string') continue;
      expect(game.whyIllegal(move), `move ${move.x},${move.y} in round ${round}`).toBe(null);
      expect(isOwnEye(game, move.x, move.y), `own eye at ${move.x},${move.y} in round ${round}`).toBe(false);
    }
  });

  it('should not retake a ko at once', async () => {
    const game = gameFromDiagram(['.XO..', 'X.XO.', '.XO..', '.....', '.....'], { komi: 0 }, 'white');
    game.play({ x: 1, y: 1 }); // White takes the black stone at (2, 1): a ko
    for (const seed of [1, 2, 3]) {
      const move = await suggestMove(game, { playouts: 300, seed });
      expect(move).not.toEqual({ x: 2, y: 1 });
      if (typeof move !== 'string') expect(game.isLegal(move)).toBe(true);
    }
  });

  it('should pass back when the opponent passed and it is ahead on the count', async () => {
    // Black holds 45 points, White 36 + 7 komi.
    const game = gameFromDiagram(
      Array.from({ length: 9 }, () => '....XO...'),
      { komi: 7 },
      'white',
    );
    game.pass();
    expect(await suggestMove(game, { playouts: 500, seed: 3 })).toBe('pass');
  });

  it('should take dead stones off under area rules before it passes back', async () => {
    // Black is ahead only if the white stone at B5 is dead. A referee that counts it alive (GNU Go
    // did, in a match game the bot had "won" by 34) gives the game away; under area rules taking
    // it costs nothing, so the bot fills its four liberties, then passes.
    const rows = Array.from({ length: 9 }, (_, y) => (y === 4 ? '.O..XO...' : '....XO...'));
    const game = gameFromDiagram(rows, { komi: 7, rules: 'area' }, 'white');
    game.pass();
    const moves: SuggestedMove[] = [];
    while (moves.length < 12 && !game.isOver) {
      const move = await suggestMove(game, { playouts: 500, seed: moves.length + 1 });
      moves.push(move);
      play(game, move);
      if (!game.isOver) game.pass();
    }
    expect(moves).toHaveLength(5);
    expect(moves.slice(0, 4)).toEqual(
      expect.arrayContaining([
        { x: 0, y: 4 },
        { x: 2, y: 4 },
        { x: 1, y: 3 },
        { x: 1, y: 5 },
      ]),
    );
    expect(moves[4]).toBe('pass');
    expect(game.at({ x: 1, y: 4 })).not.toBe('white');
    const { black, white } = game.score();
    expect(black).toBeGreaterThan(white);
  });

  it('should play on after the opponent passed while the count hangs on a group in doubt', async () => {
    // From a game against GNU Go: Black's corner group at the top left and White's stones beside
    // it on the edge are in a capturing race the playouts read as a coin toss. Counting White's
    // stones alive, White is ahead; counting them dead, the game is even. Passing would gamble.
    const moves =
      'g6 d5 f3 d7 c3 f6 g7 g5 h5 f5 h4 e3 b5 g3 f2 g4 e4 d4 d3 e5 f4 g2 f1 e2 e1 f8 g8 f7 b7 h3 f9 g9 e9 h9 e8 e7 h8 d2 ' +
      'c2 d9 j9 g9 h9 d1 c1 d8 g9 j6 c6 h6 g1 h7 h1 j3 c4 j8 b8 j5 d6 j4 c8 c5 c7 a9 c9 e9 h2 f9 j2 g9 e6 h9 pass a8 pass ' +
      'g8 pass a7 pass g7 pass';
    const game = new Game({ size: 9, komi: 7 });
    for (const move of moves.split(' ')) {
      if (move === 'pass') game.pass();
      else game.play('abcdefghj'.indexOf(move[0]!), 9 - Number(move.slice(1)));
    }
    expect(game.turn).toBe('white');
    expect(await suggestMove(game, { playouts: 3000, seed: 8 })).not.toBe('pass');
  });

  it('should not pass back while one of its chains is in atari', async () => {
    // From a game against GNU Go: White, ahead by two on the count, passed with its stone at A1
    // in atari; GNU Go counted it captured and the game lost. Connecting at A2 costs nothing.
    const moves =
      'f6 d5 e4 d4 e3 e5 f5 f4 g4 d3 f3 e7 g8 e6 e2 d2 d1 e8 b1 c2 c1 b2 f8 e9 f7 c8 a2 a3 f9 b8 e1 a1 pass';
    const game = new Game({ size: 9, komi: 7 });
    for (const move of moves.split(' ')) {
      if (move === 'pass') game.pass();
      else game.play('abcdefghj'.indexOf(move[0]!), 9 - Number(move.slice(1)));
    }
    expect(game.turn).toBe('white');
    expect(await suggestMove(game, { playouts: 3000, seed: 9 })).toEqual({ x: 0, y: 7 });
  });

  it('should resign a hopeless game late enough in it', async () => {
    const random = seededRandom(7);
    const game = randomGame(random, 30);
    // Then White takes the whole board with living stones on every other line.
    const white: { x: number; y: number }[] = [];
    const empty: { x: number; y: number }[] = [];
    for (let y = 0; y < 9; y++) for (let x = 0; x < 9; x++) (x % 2 === 1 ? white : empty).push({ x, y });
    game.setup({ black: [], white, empty, turn: 'black' });
    expect(await suggestMove(game, { playouts: 2000, seed: 5 })).toBe('resign');
  });

  it('should play on a whole game against itself at level 1 without an illegal move', async () => {
    const game = new Game({ size: 7, komi: 7 });
    for (let turn = 0; turn < 120 && !game.isOver; turn++)
      play(game, await suggestMove(game, { level: 1, seed: turn }));
    expect(game.isOver).toBe(true);
  });

  it('should answer requests made at the same time, one after the other', async () => {
    const games = [new Game({ size: 9 }), new Game({ size: 13 }), new Game({ size: 7 })];
    const moves = await Promise.all(games.map((game, seed) => suggestMove(game, { playouts: 300, seed })));
    moves.forEach((move, index) => {
      if (typeof move === 'string') throw new Error(`expected a point on an empty board, received ${move}`);
      expect(games[index]!.isLegal(move)).toBe(true);
    });
  });

  it('should refuse a game that is over, saying so', async () => {
    const game = new Game({ size: 9 });
    game.pass();
    game.pass();
    await expect(suggestMove(game)).rejects.toThrow(/game that is over/);
  });

  it('should reject budgets that are not positive numbers, naming the value', async () => {
    const game = new Game({ size: 9 });
    for (const playouts of [0, -5, Number.NaN, 1.5]) {
      await expect(suggestMove(game, { playouts })).rejects.toThrow(new RegExp(`playouts.*received ${playouts}`));
    }
    for (const timeMs of [0, -100, Number.NaN]) {
      await expect(suggestMove(game, { timeMs })).rejects.toThrow(RangeError);
    }
    for (const level of [0, 11, 2.5]) {
      await expect(suggestMove(game, { level })).rejects.toThrow(new RegExp(`level.*1.*10.*received ${level}`));
    }
  });

  it('should stop at the time budget when only time is given', async () => {
    // A clock that moves 10 ms each time the search looks at it: the budget of 150 ms is spent
    // after a known number of looks, however fast the machine really is.
    let clock = 0;
    const looks = vi.spyOn(chunks, 'now').mockImplementation(() => (clock += 10));
    let playouts = 0;
    const move = await suggestMove(new Game({ size: 19 }), { timeMs: 150, onProgress: (done) => (playouts = done) });
    expect(looks.mock.calls.length).toBeLessThan(25);
    expect(clock).toBeGreaterThanOrEqual(150);
    expect(playouts).toBeGreaterThan(0);
    expect(typeof move === 'object' || move === 'pass').toBe(true);
  });

  it("should reject with the signal's reason when aborted", async () => {
    const game = new Game({ size: 19 });
    const controller = new AbortController();
    // Aborted in the middle of the work: after its first chunk of playouts.
    const work = suggestMove(game, {
      playouts: 1_000_000,
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    await expect(work).rejects.toMatchObject({ name: 'AbortError' });
  });
});
