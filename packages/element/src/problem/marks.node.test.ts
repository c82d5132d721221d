// The problem layer's marks, made from the problem record without a board.
import { describe, expect, it } from 'vitest';
import { problemMarks } from './marks.js';

describe('problem marks', () => {
  it('should mark nothing while the reader solves without a hint', () => {
    expect(problemMarks({ hint: null, verdict: null })).toEqual({ name: 'problem', marks: [] });
  });

  it('should mark the hint, then the verdict on the last move', () => {
    expect(problemMarks({ hint: { x: 2, y: 16 }, verdict: { x: 3, y: 15, right: false } }).marks).toEqual([
      { kind: 'hint', x: 2, y: 16 },
      { kind: 'verdict', x: 3, y: 15, right: false },
    ]);
  });
});
