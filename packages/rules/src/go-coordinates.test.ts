import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  COLUMN_LETTERS,
  Game,
  Stone,
  columnName,
  init,
  parsePointName,
  pointIndex,
  pointName,
  pointOf,
} from './index.js';

beforeAll(async () => {
  await init();
});

describe('point names', () => {
  it('should name points as Go players read them: columns without I, rows from the bottom', () => {
    expect(pointName({ x: 15, y: 3 }, 19)).toBe('Q16');
    expect(pointName({ x: 0, y: 18 }, 19)).toBe('A1');
    expect(pointName({ x: 8, y: 0 }, 9)).toBe('J9');
    expect(pointName({ x: 24, y: 0 }, 25)).toBe('Z25');
    expect(COLUMN_LETTERS).not.toContain('I');
    expect(columnName(7)).toBe('H');
    expect(columnName(8)).toBe('J');
    expect(columnName(18)).toBe('T');
    expect(pointName({ x: 3, y: 15 }, 19)).toBe('D4');
    expect(pointName({ x: 0, y: 8 }, 9)).toBe('A1');
  });

  it('should read back every name it writes, on every board up to 25x25, in either case', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 25 }),
        fc.integer({ min: 1, max: 25 }),
        fc.nat(),
        fc.nat(),
        (width, height, a, b) => {
          const point = { x: a % width, y: b % height };
          const name = pointName(point, height);
          expect(parsePointName(name, height)).toEqual(point);
          expect(parsePointName(name.toLowerCase(), height)).toEqual(point);
        },
      ),
    );
  });

  it('should give null for a text that is no point name, and the point as written for a row off the board', () => {
    for (const text of ['I5', 'D', '4D', 'D123', ' D4', 'D4 ', 'pass', '', 'dd'])
      expect(parsePointName(text, 19), text).toBeNull();
    expect(parsePointName('A20', 19)).toEqual({ x: 0, y: -1 });
    expect(parsePointName('A0', 19)).toEqual({ x: 0, y: 19 });
  });
});

describe('point indexes', () => {
  it('should number points row by row, as game.board, ownership and dead-stone masks do', () => {
    const game = new Game({ width: 7, height: 5 });
    game.play({ x: 5, y: 3 });
    const board = game.board;
    expect(pointIndex({ x: 5, y: 3 }, 7)).toBe(26);
    expect(board[pointIndex({ x: 5, y: 3 }, 7)]).toBe(Stone.Black);
    expect(board.filter((stone) => stone !== Stone.Empty)).toHaveLength(1);
    game.play({ x: 0, y: 0 });
    expect(game.board[0]).toBe(Stone.White);
  });

  it('should find the point of every index again', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 25 }), fc.integer({ min: 1, max: 25 }), fc.nat(), (width, height, n) => {
        const index = n % (width * height);
        const point = pointOf(index, width);
        expect(point.x).toBeLessThan(width);
        expect(point.y).toBeLessThan(height);
        expect(pointIndex(point, width)).toBe(index);
      }),
    );
  });
});
