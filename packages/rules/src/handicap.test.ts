import { beforeAll, describe, expect, it } from 'vitest';
import { Game, handicapPoints, init } from './index.js';

beforeAll(async () => {
  await init();
});

const key = ({ x, y }: { x: number; y: number }) => `${x},${y}`;

describe('handicapPoints', () => {
  it('should follow the seed order on 19x19, the centre only for odd counts from five', () => {
    const order = [
      [15, 3],
      [3, 15],
      [15, 15],
      [3, 3],
      [9, 9],
      [3, 9],
      [15, 9],
      [9, 3],
      [9, 15],
    ].map(([x, y]) => ({ x, y }));
    const corners = order.slice(0, 4);
    const centre = order[4]!;
    expect(handicapPoints(19, 2)).toEqual(order.slice(0, 2));
    expect(handicapPoints(19, 3)).toEqual(order.slice(0, 3));
    expect(handicapPoints(19, 4)).toEqual(corners);
    expect(handicapPoints(19, 5)).toEqual([...corners, centre]);
    expect(handicapPoints(19, 6)).toEqual([...corners, order[5], order[6]]);
    expect(handicapPoints(19, 7)).toEqual([...corners, centre, order[5], order[6]]);
    expect(handicapPoints(19, 8)).toEqual([...corners, ...order.slice(5)]);
    expect(handicapPoints(19, 9)).toEqual(order);
    expect(handicapPoints(19, 0)).toEqual([]);
  });

  it('should use the star points 3 lines from the edge on 13x13 and 2 on 9x9', () => {
    expect(handicapPoints(13, 9).map(key).sort()).toEqual(
      ['3,3', '3,6', '3,9', '6,3', '6,6', '6,9', '9,3', '9,6', '9,9'].sort(),
    );
    expect(handicapPoints(9, 9).map(key).sort()).toEqual(
      ['2,2', '2,4', '2,6', '4,2', '4,4', '4,6', '6,2', '6,4', '6,6'].sort(),
    );
    expect(handicapPoints(13, 2)).toEqual([
      { x: 9, y: 3 },
      { x: 3, y: 9 },
    ]);
    expect(handicapPoints(9, 5)[4]).toEqual({ x: 4, y: 4 });
  });

  it('should refuse impossible handicaps, naming the value', () => {
    expect(() => handicapPoints(19, 1)).toThrow(/received 1/);
    expect(() => handicapPoints(19, 10)).toThrow(/2\.\.9.*10/);
    expect(() => handicapPoints(19, 2.5)).toThrow(RangeError);
    expect(() => handicapPoints(5, 2)).toThrow(/no handicap points/);
    expect(() => handicapPoints(8, 5)).toThrow(/2\.\.4/);
    expect(() => handicapPoints(0, 0)).toThrow(/size.*0/);
  });
});

describe('handicap games', () => {
  for (const size of [9, 13, 19]) {
    for (let stones = 2; stones <= 9; stones++) {
      it(`should place ${stones} stones on ${size}x${size} and let White move first`, () => {
        const game = new Game({ size, handicap: stones });
        const expected = handicapPoints(size, stones);
        expect(new Set(expected.map(key)).size).toBe(stones);
        for (const { x, y } of expected) expect(game.at({ x, y })).toBe('black');
        expect([...game.board].filter((cell) => cell === 1)).toHaveLength(stones);
        expect([...game.board].filter((cell) => cell === 2)).toHaveLength(0);
        expect(game.turn).toBe('white');
        expect(game.handicap).toBe(stones);
        expect(game.moveNumber).toBe(0);
        expect(game.undo()).toBe(false);
        expect([...game.board].filter((cell) => cell === 1)).toHaveLength(stones);
      });
    }
  }
});
