import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expandPoints, formatPoint, parsePoint } from './points.js';

describe('parsePoint', () => {
  it('should count a-z as 0-25 from the top-left corner', () => {
    expect(parsePoint('aa')).toEqual({ x: 0, y: 0 });
    expect(parsePoint('pd')).toEqual({ x: 15, y: 3 });
    expect(parsePoint('sa')).toEqual({ x: 18, y: 0 });
  });

  it('should count A-Z as 26-51 for boards larger than 26', () => {
    expect(parsePoint('Aa', 52, 52)).toEqual({ x: 26, y: 0 });
    expect(parsePoint('zZ', 52, 52)).toEqual({ x: 25, y: 51 });
    expect(parsePoint('ZZ', 52, 52)).toEqual({ x: 51, y: 51 });
  });

  it('should read an empty value as a pass', () => {
    expect(parsePoint('')).toBeNull();
    expect(parsePoint('', 25, 25)).toBeNull();
  });

  it("should read 'tt' as a pass on boards up to 19x19", () => {
    expect(parsePoint('tt')).toBeNull();
    expect(parsePoint('tt', 19, 19)).toBeNull();
    expect(parsePoint('tt', 9, 13)).toBeNull();
  });

  it("should read 'tt' as the point (19, 19) on larger boards", () => {
    expect(parsePoint('tt', 21, 21)).toEqual({ x: 19, y: 19 });
    expect(parsePoint('tt', 20, 25)).toEqual({ x: 19, y: 19 });
  });

  it('should throw a RangeError naming a malformed value', () => {
    for (const value of ['a', 'abc', 'a1', '1a', ' a', 'é!', 'a:']) {
      expect(() => parsePoint(value)).toThrow(RangeError);
      expect(() => parsePoint(value)).toThrow(`'${value}'`);
    }
  });

  it('should throw a RangeError for a point off the given board', () => {
    expect(() => parsePoint('ja', 9, 9)).toThrow("Expected a point on the 9x9 board, received 'ja'");
    expect(() => parsePoint('tt', 19, 21)).toThrow(RangeError);
    expect(() => parsePoint('Aa')).toThrow(RangeError);
  });
});

describe('formatPoint', () => {
  it('should write the letters of a point', () => {
    expect(formatPoint({ x: 0, y: 0 })).toBe('aa');
    expect(formatPoint({ x: 15, y: 3 })).toBe('pd');
    expect(formatPoint({ x: 26, y: 51 })).toBe('AZ');
  });

  it('should be the inverse of parsePoint on every point of a 52x52 board', () => {
    for (let y = 0; y < 52; y++) {
      for (let x = 0; x < 52; x++) {
        expect(parsePoint(formatPoint({ x, y }), 52, 52)).toEqual({ x, y });
      }
    }
  });

  it('should throw a RangeError for coordinates SGF cannot write', () => {
    for (const point of [
      { x: -1, y: 0 },
      { x: 0, y: 52 },
      { x: 1.5, y: 2 },
      { x: Number.NaN, y: 0 },
    ]) {
      expect(() => formatPoint(point)).toThrow(RangeError);
    }
  });
});

describe('expandPoints', () => {
  it('should expand a compressed rectangle, both corners included, row by row', () => {
    expect(expandPoints(['aa:bc'])).toEqual([
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 0, y: 1 },
      { x: 1, y: 1 },
      { x: 0, y: 2 },
      { x: 1, y: 2 },
    ]);
  });

  it('should accept the corners of a rectangle in either order', () => {
    const expected = expandPoints(['ab:cd']);

    expect(expandPoints(['cd:ab'])).toEqual(expected);
    expect(expandPoints(['cb:ad'])).toEqual(expected);
    expect(expandPoints(['ad:cb'])).toEqual(expected);
    expect(expected).toHaveLength(9);
  });

  it('should mix single points and rectangles, each point once, skipping empty values', () => {
    expect(expandPoints(['dd', '', 'aa:ab', 'ab', 'dd'])).toEqual([
      { x: 3, y: 3 },
      { x: 0, y: 0 },
      { x: 0, y: 1 },
    ]);
  });

  it("should read 'tt' in a list as a point, not a pass", () => {
    expect(expandPoints(['tt'])).toEqual([{ x: 19, y: 19 }]);
  });

  it('should expand rectangles of the upper-case half of a 52x52 board', () => {
    const points = expandPoints(['AA:ZZ']);

    expect(points).toHaveLength(26 * 26);
    expect(points.at(-1)).toEqual({ x: 51, y: 51 });
  });

  it('should throw a RangeError naming a malformed value', () => {
    expect(() => expandPoints(['aa:b'])).toThrow("'aa:b'");
    expect(() => expandPoints(['a'])).toThrow(RangeError);
  });

  it('should give the points of a rectangle as many as its sides multiply to', () => {
    fc.assert(
      fc.property(fc.nat(51), fc.nat(51), fc.nat(51), fc.nat(51), (x1, y1, x2, y2) => {
        const value = `${formatPoint({ x: x1, y: y1 })}:${formatPoint({ x: x2, y: y2 })}`;
        const points = expandPoints([value]);

        expect(points).toHaveLength((Math.abs(x1 - x2) + 1) * (Math.abs(y1 - y2) + 1));
        for (const { x, y } of points) {
          expect(x).toBeGreaterThanOrEqual(Math.min(x1, x2));
          expect(x).toBeLessThanOrEqual(Math.max(x1, x2));
          expect(y).toBeGreaterThanOrEqual(Math.min(y1, y2));
          expect(y).toBeLessThanOrEqual(Math.max(y1, y2));
        }
      }),
      { numRuns: 100 },
    );
  });
});
