import { describe, expect, it } from 'vitest';
import { samePoint } from './same-point.js';

describe('samePoint', () => {
  it('should compare points by place, and no point only with no point', () => {
    expect(samePoint({ x: 1, y: 2 }, { x: 1, y: 2 })).toBe(true);
    expect(samePoint({ x: 1, y: 2 }, { x: 2, y: 1 })).toBe(false);
    expect(samePoint(null, null)).toBe(true);
    expect(samePoint({ x: 0, y: 0 }, null)).toBe(false);
    expect(samePoint(null, { x: 0, y: 0 })).toBe(false);
  });
});
