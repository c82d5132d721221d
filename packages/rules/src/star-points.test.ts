import { describe, expect, it } from 'vitest';
import { starPoints } from './star-points.js';

const names = (width: number, height: number): string[] =>
  starPoints(width, height)
    .map(({ x, y }) => `${x},${y}`)
    .sort();

describe('star points', () => {
  it('should put nine on 19x19 at the 4-4 points, sides and centre', () => {
    expect(names(19, 19)).toEqual(['15,15', '15,3', '15,9', '3,15', '3,3', '3,9', '9,15', '9,3', '9,9']);
  });

  it('should put five on 13x13 and 9x9, and none on small boards', () => {
    expect(names(13, 13)).toEqual(['3,3', '3,9', '6,6', '9,3', '9,9']);
    expect(names(9, 9)).toEqual(['2,2', '2,6', '4,4', '6,2', '6,6']);
    expect(names(5, 5)).toEqual([]);
  });
});
