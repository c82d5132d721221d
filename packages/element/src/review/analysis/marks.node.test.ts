// The review layer's marks, made from an evaluation and what the panel shows, without a board.
import { describe, expect, it } from 'vitest';
import type { Candidate, Evaluation } from './katago.js';
import { reviewMarks, type ReviewShown } from './marks.js';

const candidate = (x: number, visits: number, winRate: number, pv: Candidate['pv'] = []): Candidate => ({
  point: { x, y: 3 },
  visits,
  winRate,
  scoreLead: null,
  pv,
});

const best = candidate(3, 1000, 0.6);
const evaluation: Evaluation = {
  turnNumber: 0,
  winRate: 0.6,
  scoreLead: null,
  visits: 1200,
  candidates: [best, candidate(5, 150, 0.58), candidate(6, 50, 0.3), candidate(7, 1, 0.1)],
  ownership: Float32Array.from([1, -0.5, 0]),
};
const shown: ReviewShown = {
  evaluation,
  toMove: 'black',
  metric: 'winrate',
  heatMap: false,
  preview: null,
  played: { x: 5, y: 3 },
};

describe('review marks', () => {
  it('should grade the candidates with a fair share of visits, best first, ringing the move played', () => {
    const layer = reviewMarks(shown, 9);
    expect(layer.name).toBe('review');
    expect(layer.marks).toEqual([
      {
        kind: 'candidates',
        candidates: [
          { x: 3, y: 3, grade: 'best', figure: '60', visits: '1k', played: false },
          { x: 5, y: 3, grade: 'fair', figure: '58', visits: '150', played: true },
          { x: 6, y: 3, grade: 'bad', figure: '30', visits: '50', played: false },
        ],
      },
    ]);
  });

  it('should put the heat map under the candidates when asked for', () => {
    const [heat] = reviewMarks({ ...shown, heatMap: true }, 9).marks;
    expect(heat).toEqual({ kind: 'ownership', values: evaluation.ownership, heat: true });
  });

  it("should show a previewed candidate's line in turn from the side to move, a point played again keeping its first number", () => {
    const line = candidate(3, 10, 0.5, [{ x: 3, y: 3 }, { x: 4, y: 3 }, null, { x: 3, y: 3 }, { x: 5, y: 5 }]);
    expect(reviewMarks({ ...shown, toMove: 'white', preview: line }, 9).marks).toEqual([
      {
        kind: 'line',
        stones: [
          { x: 3, y: 3, color: 'white', number: 1 },
          { x: 4, y: 3, color: 'black', number: 2 },
          { x: 5, y: 5, color: 'white', number: 5 },
        ],
      },
    ]);
  });
});
