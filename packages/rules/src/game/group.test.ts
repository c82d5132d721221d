import { beforeAll, describe, expect, it } from 'vitest';
import { init, type Point } from '../index.js';
import { gameFromDiagram, stateOf } from '../test-support/diagram.js';

beforeAll(async () => {
  await init();
});

const names = (points: Point[]): string[] => points.map(({ x, y }) => `${x},${y}`);

describe('Game.groupAt', () => {
  // Two white chains share an eye at (1,1) inside Black's area; a third white chain stands
  // alone at (4,4), in a region Black also borders.
  const rows = ['OOO..X', 'O.O..X', 'OO...X', '.....X', '....OX', 'XXXXXX'];

  it('should take the chain and the chains sharing an eye or territory of their own, row by row', () => {
    const game = gameFromDiagram(rows);
    expect(names(game.groupAt({ x: 0, y: 0 }))).toEqual(['0,0', '1,0', '2,0', '0,1', '2,1', '0,2', '1,2']);
    expect(game.groupAt({ x: 2, y: 1 })).toEqual(game.groupAt({ x: 0, y: 0 }));
  });

  it('should not join chains through a region the other colour borders', () => {
    expect(names(gameFromDiagram(rows).groupAt({ x: 4, y: 4 }))).toEqual(['4,4']);
  });

  it("should count stones of the other colour marked dead as empty, by default the game's dead stones", () => {
    // Two black chains either side of a white wall: joined once the wall is marked dead.
    const game = gameFromDiagram(['X.O.X', 'X.O.X', 'X.O.X']);
    const wall = [
      { x: 2, y: 0 },
      { x: 2, y: 1 },
      { x: 2, y: 2 },
    ];
    expect(game.groupAt({ x: 0, y: 0 })).toHaveLength(3);
    expect(game.groupAt({ x: 0, y: 0 }, wall)).toHaveLength(6);
    game.deadStones = wall;
    expect(game.groupAt({ x: 4, y: 2 })).toHaveLength(6);
    expect(game.groupAt({ x: 4, y: 2 }, [])).toHaveLength(3);
  });

  it('should give nothing for an empty point, and refuse a point off the board or bad dead stones, changing nothing', () => {
    const game = gameFromDiagram(rows);
    const before = stateOf(game);
    expect(game.groupAt({ x: 3, y: 3 })).toEqual([]);
    expect(() => game.groupAt({ x: 6, y: 0 })).toThrow(/Expected a point .* received \(6, 0\)/);
    expect(() => game.groupAt({ x: 0, y: 0 }, [{ x: 9, y: 9 }])).toThrow(RangeError);
    expect(() => game.groupAt({ x: 0, y: 0 }, 'all' as unknown as Point[])).toThrow(/dead/);
    expect(stateOf(game)).toEqual(before);
  });
});
