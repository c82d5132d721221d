import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POOL_BOARDS } from '../board-pool.js';
import { ensureDisposeSymbol } from './dispose-symbol.js';
import { DisposedGameError, Game, init } from '../index.js';
import { getBoardPool, getCore } from '../init.js';
import { stateOf } from '../test-support/diagram.js';

beforeAll(async () => {
  await init();
});

/** Makes `count` games of `size` with a few stones each and drops them without dispose(), as a
 * loop that replays records does. */
function dropGames(count: number, size = 9): void {
  for (let i = 0; i < count; i++) {
    const game = new Game({ size });
    game.play({ x: i % size, y: 0 });
    game.play({ x: i % size, y: size - 1 });
    game.play((i + 1) % size, 1);
  }
}

/** Enough new games that the pool lends the board of every game not used meanwhile to another
 * (the pool spares a board at most once), even when the pool starts empty. */
function crowdThePool(): void {
  dropGames(3 * POOL_BOARDS);
}

/** Uses the game once and says whether that had to borrow a board from the pool again. */
function borrowsAgain(game: Game): boolean {
  const lend = vi.spyOn(getBoardPool(), 'lend');
  try {
    game.at({ x: 0, y: 0 });
    return lend.mock.calls.length > 0;
  } finally {
    lend.mockRestore();
  }
}

/** Everything observable about a position, with whether each point is legal and why not. */
function fullStateOf(game: Game): unknown {
  const reasons: (string | null)[] = [];
  for (let y = 0; y < game.height; y++) for (let x = 0; x < game.width; x++) reasons.push(game.whyIllegal({ x, y }));
  return { ...(stateOf(game) as object), reasons, lastCaptures: game.lastCaptures, lastMove: game.lastMove };
}

/** A state as text, hashes included, to count the distinct states of many games. */
function textOf(state: unknown): string {
  return JSON.stringify(state, (_, value: unknown) => (typeof value === 'bigint' ? `${value}` : value));
}

/** A 9x9 game under positional superko where Black may not play (2, 2): a setup node emptied the
 * board after Black's first move there, so playing it again would repeat that position. */
function superkoGame(): Game {
  const game = new Game({ size: 9, ko: 'positional', komi: 0.5 });
  game.play({ x: 2, y: 2 });
  game.setup({ empty: [{ x: 2, y: 2 }], turn: 'black' });
  return game;
}

/** A 5x5 game in which White has just taken a ko at (1, 1): Black may not retake at (2, 1). */
function koGame(): Game {
  const game = new Game({ size: 5, komi: 2 });
  // Black: (1,0) (0,1) (1,2); White: (2,0) (3,1) (2,2); then Black (2,1), White takes at (1,1).
  for (const [x, y] of [
    [1, 0],
    [2, 0],
    [0, 1],
    [3, 1],
    [1, 2],
    [2, 2],
    [2, 1],
    [1, 1],
  ] as const)
    game.play({ x, y });
  return game;
}

describe('Games without dispose()', () => {
  it('should keep the core memory the same however many games are made and dropped', () => {
    const memory = getCore().memory;
    dropGames(2 * POOL_BOARDS);
    dropGames(POOL_BOARDS, 19);
    const bytes = memory.buffer.byteLength;
    for (let round = 0; round < 10; round++) {
      dropGames(POOL_BOARDS);
      dropGames(POOL_BOARDS, 19);
      dropGames(POOL_BOARDS, 13);
    }
    expect(memory.buffer.byteLength).toBe(bytes);
    expect(getBoardPool().size).toBe(POOL_BOARDS);
  });

  it('should rebuild a game whose board was lent to newer games, superko history included', () => {
    const game = superkoGame();
    expect(game.whyIllegal({ x: 2, y: 2 })).toBe('superko');
    const before = fullStateOf(game);
    crowdThePool();
    expect(borrowsAgain(game)).toBe(true);
    expect(fullStateOf(game)).toEqual(before);
    expect(borrowsAgain(game)).toBe(false);
    expect(() => game.play({ x: 2, y: 2 })).toThrow(expect.objectContaining({ reason: 'superko' }));
    game.play({ x: 3, y: 3 });
    expect(game.at({ x: 3, y: 3 })).toBe('black');
  });

  it('should rebuild the ko, the captures and the side to move of a game whose board was lent', () => {
    const game = koGame();
    expect(game.whyIllegal({ x: 2, y: 1 })).toBe('ko');
    const before = fullStateOf(game);
    crowdThePool();
    expect(borrowsAgain(game)).toBe(true);
    expect(fullStateOf(game)).toEqual(before);
    expect(game.captures).toEqual({ black: 0, white: 1 });
    expect(game.koPoint).toEqual({ x: 2, y: 1 });
  });

  it('should answer as before for a game left while many others were made, its moves never read', () => {
    const moves = [
      [3, 3],
      [15, 15],
      [3, 15],
      [15, 3],
      [4, 3],
      [16, 15],
    ] as const;
    const game = new Game({ size: 19 });
    for (const [x, y] of moves.slice(0, 4)) game.play({ x, y });
    // Thousands of games after it, each taking a board, then it plays on.
    dropGames(10 * POOL_BOARDS, 19);
    for (const [x, y] of moves.slice(4)) game.play({ x, y });
    game.pass();
    const reference = new Game({ size: 19 });
    for (const [x, y] of moves) reference.play({ x, y });
    reference.pass();
    expect(fullStateOf(game)).toEqual(fullStateOf(reference));
    expect(game.moves).toEqual(reference.moves);
    expect(game.toSgf()).toBe(reference.toSgf());
    reference.dispose();
  });

  it('should keep every position exactly while other games take its board between moves', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 7 }),
        fc.constantFrom('simple' as const, 'positional' as const, 'situational' as const),
        fc.array(fc.record({ point: fc.nat(), crowd: fc.boolean() }), { minLength: 1, maxLength: 40, size: 'max' }),
        (size, ko, steps) => {
          const game = new Game({ size, ko });
          for (const { point, crowd } of steps) {
            const x = point % size;
            const y = Math.floor(point / size) % size;
            if (game.isLegal({ x, y })) game.play({ x, y });
            else if (game.moveNumber % 2 === 0) game.pass();
            const before = fullStateOf(game);
            if (crowd) {
              crowdThePool();
              expect(borrowsAgain(game)).toBe(true);
            }
            expect(fullStateOf(game)).toEqual(before);
            if (game.isOver) return;
          }
        },
      ),
      { numRuns: 20 },
    );
  });
});

describe('A game on a board given back', () => {
  it('should start empty with its own settings, whatever the last game left', () => {
    const empty = new Game({ size: 9 });
    const emptyState = fullStateOf(empty);
    const emptyHash = empty.hash;
    empty.dispose();
    const old = superkoGame();
    old.play({ x: 4, y: 4 });
    old.play({ x: 4, y: 5 });
    old.dispose();
    const boards = getBoardPool().size;
    const game = new Game({ size: 9 });
    // No board was made: the new game has the one given back.
    expect(getBoardPool().size).toBe(boards);
    expect(fullStateOf(game)).toEqual(emptyState);
    expect(game.hash).toBe(emptyHash);
    expect(game.ko).toBe('simple');
    expect(game.komi).toBe(6.5);
    expect(game.captures).toEqual({ black: 0, white: 0 });
    // The old game's positions are not in this game's history.
    game.play({ x: 2, y: 2 });
    expect(game.at({ x: 2, y: 2 })).toBe('black');
  });

  it('should start empty on the board of a game dropped without dispose()', () => {
    const emptyState = fullStateOf(new Game({ size: 5, ko: 'positional' }));
    // Dropped games with captures, a ko and a superko history fill every board of the pool.
    for (let i = 0; i < POOL_BOARDS; i++) koGame();
    const states = new Set<string>();
    for (let i = 0; i < 2 * POOL_BOARDS; i++) {
      const game = new Game({ size: 5, ko: 'positional' });
      states.add(textOf(fullStateOf(game)));
      game.play({ x: 1, y: 1 });
    }
    expect(getBoardPool().size).toBe(POOL_BOARDS);
    expect([...states]).toEqual([textOf(emptyState)]);
  });

  it('should forget the old ko and captures', () => {
    const old = koGame();
    old.dispose();
    const game = new Game({ size: 5, ko: 'situational' });
    expect(game.koPoint).toBeNull();
    expect(game.captures).toEqual({ black: 0, white: 0 });
    expect(game.lastCaptures).toBe(0);
    expect(game.board.every((point) => point === 0)).toBe(true);
    game.play({ x: 2, y: 1 });
    expect(game.at({ x: 2, y: 1 })).toBe('black');
  });

  it("should judge repetitions by its own ko rule, not the last game's", () => {
    superkoGame().dispose();
    const game = new Game({ size: 9, ko: 'simple' });
    game.play({ x: 2, y: 2 });
    game.setup({ empty: [{ x: 2, y: 2 }], turn: 'black' });
    expect(game.whyIllegal({ x: 2, y: 2 })).toBeNull();
  });

  it('should take a board of another size given back', () => {
    const old = new Game({ size: 19 });
    old.play({ x: 18, y: 18 });
    old.dispose();
    const game = new Game({ width: 5, height: 3 });
    expect(game.board).toEqual(new Uint8Array(15));
    game.play({ x: 4, y: 2 });
    expect(game.at({ x: 4, y: 2 })).toBe('black');
    expect(() => game.play({ x: 5, y: 2 })).toThrow(expect.objectContaining({ reason: 'off-board' }));
  });
});

describe('dispose() and using', () => {
  it('should dispose a game at the end of its using block', () => {
    let seen: Game | undefined;
    {
      using game = new Game({ size: 9 });
      game.play({ x: 4, y: 4 });
      seen = game;
      expect(seen.isDisposed).toBe(false);
    }
    expect(seen.isDisposed).toBe(true);
  });

  it('should dispose a game when its using block throws', () => {
    let seen: Game | undefined;
    expect(() => {
      using game = new Game({ size: 9 });
      seen = game;
      game.play({ x: 4, y: 4 });
      game.play({ x: 4, y: 4 });
    }).toThrow(expect.objectContaining({ reason: 'occupied' }));
    expect(seen!.isDisposed).toBe(true);
  });

  it('should give the board back at once, so games in using blocks need no new board', () => {
    const pool = getBoardPool();
    {
      using first = new Game({ size: 9 });
      first.play({ x: 0, y: 0 });
    }
    const boards = pool.size;
    for (let i = 0; i < 3 * POOL_BOARDS; i++) {
      using game = new Game({ size: 9 });
      game.play({ x: i % 9, y: 4 });
    }
    expect(pool.size).toBe(boards);
  });

  it('should throw a DisposedGameError from every member of a disposed game but dispose() and isDisposed', () => {
    const game = new Game({ size: 9 });
    game.play({ x: 4, y: 4 });
    game.dispose();
    game.dispose();
    game[Symbol.dispose]();
    expect(game.isDisposed).toBe(true);
    const uses: [string, () => unknown][] = [
      ['play', () => game.play({ x: 3, y: 3 })],
      ['pass', () => game.pass()],
      ['resign', () => game.resign()],
      ['undo', () => game.undo()],
      ['setup', () => game.setup({ black: [{ x: 0, y: 0 }] })],
      ['at', () => game.at({ x: 4, y: 4 })],
      ['isLegal', () => game.isLegal({ x: 3, y: 3 })],
      ['whyIllegal', () => game.whyIllegal({ x: 3, y: 3 })],
      ['board', () => game.board],
      ['hash', () => game.hash],
      ['captures', () => game.captures],
      ['koPoint', () => game.koPoint],
      ['lastCaptures', () => game.lastCaptures],
      ['turn', () => game.turn],
      ['moveNumber', () => game.moveNumber],
      ['moves', () => game.moves],
      ['lastMove', () => game.lastMove],
      ['isOver', () => game.isOver],
      ['result', () => game.result],
      ['resigned', () => game.resigned],
      ['size', () => game.size],
      ['width', () => game.width],
      ['height', () => game.height],
      ['komi', () => game.komi],
      ['set komi', () => (game.komi = 7.5)],
      ['rules', () => game.rules],
      ['set rules', () => (game.rules = 'territory')],
      ['ko', () => game.ko],
      ['handicap', () => game.handicap],
      ['deadStones', () => game.deadStones],
      ['set deadStones', () => (game.deadStones = [])],
      ['root', () => game.root],
      ['node', () => game.node],
      ['variations', () => game.variations],
      ['next', () => game.next()],
      ['previous', () => game.previous()],
      ['goToStart', () => game.goToStart()],
      ['goToEnd', () => game.goToEnd()],
      ['goToMove', () => game.goToMove(0)],
      ['goTo', () => game.goTo(game.root)],
      ['chainAt', () => game.chainAt({ x: 4, y: 4 })],
      ['libertiesAt', () => game.libertiesAt({ x: 4, y: 4 })],
      ['regionAt', () => game.regionAt({ x: 0, y: 0 })],
      ['score', () => game.score()],
      ['clone', () => game.clone()],
      ['toSgf', () => game.toSgf()],
    ];
    for (const [name, use] of uses) {
      expect(use, name).toThrow(DisposedGameError);
    }
    expect(() => game.play({ x: 3, y: 3 })).toThrow(/Expected a game that is not disposed.*create a new Game/);
  });

  it('should leave the game that now has the board alone when a disposed game is used', () => {
    const old = new Game({ size: 9 });
    old.dispose();
    const game = new Game({ size: 9 });
    game.play({ x: 4, y: 4 });
    const before = fullStateOf(game);
    expect(() => old.play({ x: 3, y: 3 })).toThrow(DisposedGameError);
    expect(() => old.setup({ black: [{ x: 0, y: 0 }] })).toThrow(DisposedGameError);
    expect(fullStateOf(game)).toEqual(before);
  });
});

describe('ensureDisposeSymbol', () => {
  it('should keep the Symbol.dispose a runtime has', () => {
    expect(ensureDisposeSymbol()).toBe(Symbol.dispose);
    const own = Symbol('own');
    expect(ensureDisposeSymbol({ dispose: own })).toBe(own);
  });

  it('should define the registered Symbol.for("Symbol.dispose") where the runtime lacks one', () => {
    const symbols: { dispose?: symbol } = {};
    expect(ensureDisposeSymbol(symbols)).toBe(Symbol.for('Symbol.dispose'));
    expect(symbols.dispose).toBe(Symbol.for('Symbol.dispose'));
  });
});
