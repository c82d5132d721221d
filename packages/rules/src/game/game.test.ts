import { beforeAll, describe, expect, it } from 'vitest';
import { Game, IllegalMoveError, init, type GameNode } from '../index.js';
import { diagramOf, gameFromDiagram, stateOf } from '../test-support/diagram.js';

beforeAll(async () => {
  await init();
});

/** Plays and expects the move to be refused for `reason`, changing nothing. */
function expectIllegal(game: Game, x: number, y: number, reason: string): void {
  const before = stateOf(game);
  let error: unknown;
  try {
    game.play({ x, y });
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(IllegalMoveError);
  expect((error as IllegalMoveError).reason).toBe(reason);
  expect(stateOf(game)).toEqual(before);
}

describe('Game', () => {
  it('should start with the seed defaults', () => {
    const game = new Game();
    expect(game.size).toBe(19);
    expect(game.komi).toBe(6.5);
    expect(game.rules).toBe('area');
    expect(game.ko).toBe('simple');
    expect(game.turn).toBe('black');
    expect(game.moveNumber).toBe(0);
    expect(game.captures).toEqual({ black: 0, white: 0 });
    expect(game.isOver).toBe(false);
    expect(game.result).toBeNull();
    expect(game.board).toHaveLength(361);
  });

  it('should resolve init() again at once', async () => {
    await expect(init()).resolves.toBeUndefined();
  });

  it('should refuse bad options with a RangeError that names the value', () => {
    expect(() => new Game({ size: 0 })).toThrow(/size.*0/);
    expect(() => new Game({ size: 26 })).toThrow(RangeError);
    expect(() => new Game({ size: 9.5 })).toThrow(/9\.5/);
    expect(() => new Game({ komi: Number.NaN })).toThrow(/komi.*NaN/);
    expect(() => new Game({ handicap: 1 })).toThrow(/handicap.*received 1/);
    expect(() => new Game({ handicap: 10 })).toThrow(/2\.\.9.*10/);
    expect(() => new Game({ size: 5, handicap: 2 })).toThrow(/no handicap points/);
    expect(() => new Game({ ko: 'japanese' as never })).toThrow(/"japanese"/);
    expect(() => new Game({ rules: 'ing' as never })).toThrow(/"ing"/);
  });

  it('should alternate turns, starting with Black', () => {
    const game = new Game({ size: 9 });
    game.play({ x: 2, y: 2 });
    expect(game.at({ x: 2, y: 2 })).toBe('black');
    expect(game.turn).toBe('white');
    game.play({ x: 6, y: 6 });
    expect(game.at({ x: 6, y: 6 })).toBe('white');
    expect(game.moveNumber).toBe(2);
    expect(game.lastMove).toEqual({ color: 'white', x: 6, y: 6 });
  });

  it('should check points: RangeError for queries, IllegalMoveError for moves', () => {
    const game = new Game({ size: 9 });
    expect(() => game.at({ x: 9, y: 0 })).toThrow(RangeError);
    expect(() => game.at({ x: 0, y: -1 })).toThrow(/\(0, -1\)/);
    expect(() => game.at({ x: Number.NaN, y: 0 })).toThrow(/NaN/);
    expect(game.isLegal({ x: 9, y: 0 })).toBe(false);
    expectIllegal(game, 9, 0, 'off-board');
    expectIllegal(game, 1.5, 0, 'off-board');
    expectIllegal(game, Number.NaN, 0, 'off-board');
  });

  it('should take a point as {x, y} everywhere, and refuse what is not one, changing nothing', () => {
    const game = new Game({ size: 9 });
    for (const bad of [null, undefined, 'D4', [3, 3], { x: 3 }, { x: '3', y: 3 }] as unknown[]) {
      expect(() => game.at(bad as { x: number; y: number })).toThrow(/Expected a point with integer x in 0\.\.8/);
      expect(() => game.chainAt(bad as { x: number; y: number })).toThrow(RangeError);
      expect(game.isLegal(bad as { x: number; y: number })).toBe(false);
      expect(game.whyIllegal(bad as { x: number; y: number })).toBe('off-board');
      expect(() => game.play(bad as { x: number; y: number })).toThrow(IllegalMoveError);
    }
    expect(game.moveNumber).toBe(0);
    expect([...game.board].every((stone) => stone === 0)).toBe(true);
  });

  it('should still take the deprecated (x, y) form, with the same answers as a point', () => {
    const game = gameFromDiagram(['.XO.', 'XO..', '.XO.', '....']);
    const point = { x: 1, y: 1 };
    expect(game.at(1, 1)).toBe(game.at(point));
    expect(game.chainAt(1, 1)).toEqual(game.chainAt(point));
    expect(game.libertiesAt(1, 1)).toEqual(game.libertiesAt(point));
    expect(game.regionAt(3, 3)).toEqual(game.regionAt({ x: 3, y: 3 }));
    expect(game.groupAt(1, 1, [])).toEqual(game.groupAt(point, []));
    expect(game.whyIllegal(1, 1)).toBe('occupied');
    expect(game.isLegal(3, 3)).toBe(game.isLegal({ x: 3, y: 3 }));
    expect(() => game.at(9, 0)).toThrow(/received \(9, 0\)/);
    game.play(3, 3);
    expect(game.lastMove).toMatchObject({ x: 3, y: 3 });
  });

  it('should refuse a move on an occupied point', () => {
    const game = new Game({ size: 9 });
    game.play({ x: 4, y: 4 });
    expect(game.whyIllegal({ x: 4, y: 4 })).toBe('occupied');
    expectIllegal(game, 4, 4, 'occupied');
  });
});

describe('captures', () => {
  it('should capture a stone in the corner and count the prisoner', () => {
    const game = gameFromDiagram(['O.', 'X.'], {}, 'black');
    game.play({ x: 1, y: 0 });
    expect(diagramOf(game)).toEqual(['.X', 'X.']);
    expect(game.captures).toEqual({ black: 1, white: 0 });
    expect(game.lastCaptures).toBe(1);
  });

  it('should capture a chain on the edge', () => {
    const game = gameFromDiagram(['.OOX.', '.XX..', '.....'], {}, 'black');
    expect(game.libertiesAt({ x: 1, y: 0 })).toEqual([{ x: 0, y: 0 }]);
    game.play({ x: 0, y: 0 });
    expect(diagramOf(game)).toEqual(['X..X.', '.XX..', '.....']);
    expect(game.captures.black).toBe(2);
  });

  it('should capture several chains with one move', () => {
    const game = gameFromDiagram(['.X.X.', 'XO.OX', '.XOX.', '..X..']);
    game.play({ x: 2, y: 1 });
    expect(diagramOf(game)).toEqual(['.X.X.', 'X.X.X', '.X.X.', '..X..']);
    expect(game.captures.black).toBe(3);
  });

  it('should allow a capturing move on a point with no liberties', () => {
    const game = gameFromDiagram(['.OX..', 'OX...', 'X....'], {}, 'black');
    // (0, 0) has no empty neighbour, but playing there takes the two white stones.
    expect(game.isLegal({ x: 0, y: 0 })).toBe(true);
    game.play({ x: 0, y: 0 });
    expect(diagramOf(game)).toEqual(['X.X..', '.X...', 'X....']);
    expect(game.captures.black).toBe(2);
  });

  it('should allow a snapback, which is not a ko', () => {
    const game = gameFromDiagram(['..XO.', 'XXXO.', 'OOOO.', '.....'], {}, 'white');
    game.play({ x: 0, y: 0 }); // White throws in.
    game.play({ x: 1, y: 0 }); // Black takes the stone...
    expect(game.captures.black).toBe(1);
    expect(game.koPoint).toBeNull();
    game.play({ x: 0, y: 0 }); // ...and White retakes five stones at once.
    expect(diagramOf(game)).toEqual(['O..O.', '...O.', 'OOOO.', '.....']);
    expect(game.captures.white).toBe(5);
  });
});

describe('suicide', () => {
  it('should forbid a single-stone suicide', () => {
    const game = gameFromDiagram(['.O', 'O.']);
    expect(game.whyIllegal({ x: 0, y: 0 })).toBe('suicide');
    expectIllegal(game, 0, 0, 'suicide');
  });

  it('should forbid a suicide that would take a whole chain', () => {
    const game = gameFromDiagram(['X.O.', 'OO..']);
    expectIllegal(game, 1, 0, 'suicide');
  });
});

describe('ko', () => {
  const KO = ['.XO...', 'XO.O..', '.XO...'];

  it('should forbid retaking a ko at once', () => {
    const game = gameFromDiagram(KO);
    game.play({ x: 2, y: 1 });
    expect(game.koPoint).toEqual({ x: 1, y: 1 });
    expect(game.whyIllegal({ x: 1, y: 1 })).toBe('ko');
    expectIllegal(game, 1, 1, 'ko');
  });

  it('should allow the recapture after a move elsewhere', () => {
    const game = gameFromDiagram(KO);
    game.play({ x: 2, y: 1 });
    game.play({ x: 5, y: 2 }); // White plays elsewhere,
    game.play({ x: 5, y: 0 }); // Black answers,
    game.play({ x: 1, y: 1 }); // and White may retake.
    expect(game.at({ x: 2, y: 1 })).toBeNull();
    expect(game.captures).toEqual({ black: 1, white: 1 });
  });

  it('should allow the recapture after a pass', () => {
    const game = gameFromDiagram(KO);
    game.play({ x: 2, y: 1 });
    game.pass();
    expect(game.koPoint).toBeNull();
    game.play({ x: 5, y: 0 });
    expect(game.isLegal({ x: 1, y: 1 })).toBe(true);
  });

  /** Three kos side by side; each move takes one of them, never the one just taken. */
  const TRIPLE_KO = ['............', '.XO..XO..XO.', 'XO.OXO.OX.XO', '.XO..XO..XO.', '............'];
  const CYCLE: [number, number][] = [
    [2, 2],
    [9, 2],
    [6, 2],
    [1, 2],
    [10, 2],
    [5, 2],
  ];

  it('should let a triple ko cycle forever under simple ko', () => {
    const game = gameFromDiagram(TRIPLE_KO, { ko: 'simple' });
    const start = game.hash;
    for (let round = 0; round < 3; round++) {
      for (const [x, y] of CYCLE) game.play({ x, y });
      expect(game.hash).toBe(start);
      expect(diagramOf(game)).toEqual(TRIPLE_KO);
    }
    expect(game.moveNumber).toBe(18);
  });

  it('should cut the triple ko cycle under positional superko', () => {
    const game = gameFromDiagram(TRIPLE_KO, { ko: 'positional' });
    for (const [x, y] of CYCLE.slice(0, 5)) game.play({ x, y });
    expect(game.whyIllegal({ x: 5, y: 2 })).toBe('superko');
    expectIllegal(game, 5, 2, 'superko');
  });

  it('should cut the triple ko cycle under situational superko', () => {
    const game = gameFromDiagram(TRIPLE_KO, { ko: 'situational' });
    for (const [x, y] of CYCLE.slice(0, 5)) game.play({ x, y });
    expectIllegal(game, 5, 2, 'superko');
  });

  it('should still call an immediate recapture a ko under superko', () => {
    const game = gameFromDiagram(KO, { ko: 'positional' });
    game.play({ x: 2, y: 1 });
    expectIllegal(game, 1, 1, 'ko');
  });
});

describe('the end of the game', () => {
  it('should end after two passes in a row and refuse further moves', () => {
    const game = new Game({ size: 5, komi: 0.5 });
    game.play({ x: 2, y: 2 });
    game.pass();
    expect(game.isOver).toBe(false);
    game.pass();
    expect(game.isOver).toBe(true);
    // Black owns the whole empty board around one stone.
    expect(game.result).toBe('B+24.5');
    expect(game.whyIllegal({ x: 0, y: 0 })).toBe('game-over');
    expectIllegal(game, 0, 0, 'game-over');
    expect(() => game.pass()).toThrow(IllegalMoveError);
  });

  it('should not end on two passes that are not in a row', () => {
    const game = new Game({ size: 5 });
    game.pass();
    game.play({ x: 1, y: 1 });
    game.pass();
    expect(game.isOver).toBe(false);
  });

  it('should end on a resignation, and undo should take it back', () => {
    const game = new Game({ size: 9 });
    game.play({ x: 4, y: 4 });
    game.resign();
    expect(game.isOver).toBe(true);
    expect(game.result).toBe('B+R');
    expect(game.resigned).toBe('white');
    expect(() => game.resign()).toThrow(IllegalMoveError);
    expect(game.undo()).toBe(true);
    expect(game.isOver).toBe(false);
    expect(game.at({ x: 4, y: 4 })).toBe('black');
  });
});

describe('undo', () => {
  it('should take every move back to the start, restoring captures and ko', () => {
    const game = gameFromDiagram(['.XO...', 'XO.O..', '.XO...']);
    const states = [stateOf(game)];
    const moves: [number, number][] = [
      [2, 1],
      [5, 2],
      [5, 0],
      [1, 1],
      [4, 0],
      [4, 2],
    ];
    for (const [x, y] of moves) {
      game.play({ x, y });
      states.push(stateOf(game));
    }
    game.pass();
    states.push(stateOf(game));
    for (let i = states.length - 1; i > 0; i--) {
      expect(stateOf(game)).toEqual(states[i]);
      expect(game.undo()).toBe(true);
    }
    expect(stateOf(game)).toEqual(states[0]);
    expect(game.undo()).toBe(false);
    expect(stateOf(game)).toEqual(states[0]);
  });

  it('should let a game that ended by passing go on after undo', () => {
    const game = new Game({ size: 5 });
    game.pass();
    game.pass();
    game.undo();
    expect(game.isOver).toBe(false);
    expect(game.turn).toBe('white');
  });
});

describe('queries', () => {
  it('should report chains, liberties and regions', () => {
    const game = gameFromDiagram(['XX...', 'X.O..', '.....']);
    expect(game.chainAt({ x: 0, y: 0 })).toHaveLength(3);
    expect(game.libertiesAt({ x: 0, y: 0 }).sort((a, b) => a.y - b.y || a.x - b.x)).toEqual([
      { x: 2, y: 0 },
      { x: 1, y: 1 },
      { x: 0, y: 2 },
    ]);
    expect(game.chainAt({ x: 3, y: 2 })).toEqual([]);
    const region = game.regionAt({ x: 4, y: 2 });
    expect(region.points).toHaveLength(11);
    expect(region.borders).toEqual(['black', 'white']);
  });

  it('should give equal hashes to equal positions reached in different orders', () => {
    const a = new Game({ size: 9 });
    const b = new Game({ size: 9 });
    for (const [x, y] of [
      [2, 2],
      [6, 6],
      [2, 6],
      [6, 2],
    ] as const)
      a.play({ x, y });
    for (const [x, y] of [
      [2, 6],
      [6, 2],
      [2, 2],
      [6, 6],
    ] as const)
      b.play({ x, y });
    expect(a.hash).toBe(b.hash);
    b.undo();
    expect(a.hash).not.toBe(b.hash);
  });

  it('should give a snapshot of the board', () => {
    const game = new Game({ size: 3 });
    game.play({ x: 0, y: 0 });
    game.play({ x: 2, y: 1 });
    expect([...game.board]).toEqual([1, 0, 0, 0, 0, 2, 0, 0, 0]);
  });

  it('should make independent clones', () => {
    const game = new Game({ size: 9, komi: 5.5, ko: 'positional' });
    game.play({ x: 4, y: 4 });
    const copy = game.clone();
    copy.play({ x: 3, y: 3 });
    expect(game.at({ x: 3, y: 3 })).toBeNull();
    expect(copy.at({ x: 3, y: 3 })).toBe('white');
    expect(copy.at({ x: 4, y: 4 })).toBe('black');
    expect(copy.komi).toBe(5.5);
    expect(copy.ko).toBe('positional');
    copy.dispose();
    expect(game.at({ x: 4, y: 4 })).toBe('black');
  });

  it('should play on rectangular boards', () => {
    const game = new Game({ width: 7, height: 3 });
    game.play({ x: 6, y: 2 });
    expect(game.at({ x: 6, y: 2 })).toBe('black');
    expect(() => game.at({ x: 2, y: 3 })).toThrow(RangeError);
    expect(game.board).toHaveLength(21);
  });
});

describe('the tree of a game that plays', () => {
  it('should show every move played to a root and a node held from before', () => {
    const game = new Game({ size: 9 });
    const root = game.root;
    game.play({ x: 2, y: 2 });
    const first = game.node;
    game.play({ x: 6, y: 6 });
    game.pass();
    game.play({ x: 4, y: 4 });
    expect(first.children.map((node) => node.move)).toEqual([{ color: 'white', x: 6, y: 6 }]);
    expect(first.chosenChild).toBe(first.children[0]);
    const line: unknown[] = [];
    for (let node: GameNode | null = root.children[0] ?? null; node; node = node.chosenChild) line.push(node.move);
    expect(line).toEqual([
      { color: 'black', x: 2, y: 2 },
      { color: 'white', x: 6, y: 6 },
      { color: 'black', pass: true },
      { color: 'white', x: 4, y: 4 },
    ]);
    expect(game.node.moveNumber).toBe(4);
    expect(game.node.parent?.parent?.parent).toBe(first);
  });

  it('should follow a variation already in the tree and add a new one beside it', () => {
    const game = new Game({ size: 9 });
    game.play({ x: 2, y: 2 });
    game.play({ x: 6, y: 6 });
    game.goToStart();
    game.play({ x: 2, y: 2 });
    game.play({ x: 5, y: 5 });
    const first = game.root.children[0]!;
    expect(game.root.children).toHaveLength(1);
    expect(first.children.map((node) => node.move)).toEqual([
      { color: 'white', x: 6, y: 6 },
      { color: 'white', x: 5, y: 5 },
    ]);
    expect(first.chosenChild).toBe(first.children[1]);
    expect(game.moveNumber).toBe(2);
    expect(game.lastMove).toEqual({ color: 'white', x: 5, y: 5 });
  });

  it('should put every move of long runs of play into the tree, run after run', () => {
    const game = new Game({ size: 19 });
    // Rows 0, 2, 4, ... filled from the left, Black and White in turn: nothing is captured.
    const point = (i: number) => ({ x: i % 19, y: 2 * Math.floor(i / 19) });
    const moves = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ color: i % 2 ? 'white' : 'black', ...point(i) }));
    for (let i = 0; i < 100; i++) game.play(point(i).x, point(i).y);
    expect(game.moves).toEqual(moves(100));
    for (let i = 100; i < 170; i++) game.play(point(i).x, point(i).y);
    expect(game.moves).toEqual(moves(170));
    expect(game.moveNumber).toBe(170);
    expect(game.root.children).toHaveLength(1);
  });

  it('should give the move number and the last captures of moves not yet read', () => {
    const game = new Game({ size: 5 });
    expect(game.lastCaptures).toBe(0);
    for (const [x, y] of [
      [1, 0],
      [0, 0],
      [0, 1],
    ] as const)
      game.play({ x, y });
    expect(game.moveNumber).toBe(3);
    expect(game.lastCaptures).toBe(1);
    expect(game.captures).toEqual({ black: 1, white: 0 });
  });
});
