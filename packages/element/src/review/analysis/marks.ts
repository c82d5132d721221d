// What the review adds to the drawing in view mode, as marks (board/marks.ts): the ownership as a
// heat map, and the engine's best moves, each graded by how much it gives away against the best
// (a colour-blind-safe scale, the best ringed as well, so colour is never the only sign), or the
// line of the candidate previewed. Their drawers are the analysis's (drawers.ts).
import { pointIndex, samePoint, type Color, type Point } from '@go-board/rules';
import type { MarkLayer, MarkOf, SceneMark } from '../../board/marks.js';
import { candidateValue, compactCount, metricFor, type Metric } from './figures.js';
import type { Candidate, Evaluation } from './katago.js';

/** The most candidates drawn; fewer when the others had few visits. */
export const MAX_SHOWN = 10;
/** A candidate with fewer visits than this share of the best's is left off the board. */
const MIN_VISIT_SHARE = 0.02;
/** The most moves of a line drawn. */
const MAX_LINE = 12;

/** Steps of the colour scale, by what a candidate gives away against the best: in points, or in
 * win rate. The best is 'best'; beyond the last step, 'bad'. */
const STEPS = { score: [0.5, 2, 5], winrate: [0.01, 0.04, 0.1] } as const;
const GRADES = ['good', 'fair', 'poor', 'bad'] as const;

/** The candidates worth drawing: the best, and those the engine gave a fair share of visits. */
export function shownCandidates(evaluation: Evaluation): Candidate[] {
  const best = evaluation.candidates[0];
  if (!best) return [];
  return evaluation.candidates
    .filter(
      (candidate, rank) =>
        rank === 0 || (candidate.point !== null && candidate.visits >= best.visits * MIN_VISIT_SHARE),
    )
    .slice(0, MAX_SHOWN);
}

/** A candidate's grade on the colour scale. */
function grade(metric: Metric, candidate: Candidate, best: Candidate, toMove: Color, rank: number): string {
  if (rank === 0) return 'best';
  // Compare in the metric both can be read in.
  const shared = metricFor(metricFor(metric, best.scoreLead), candidate.scoreLead);
  const loss = candidateValue(shared, best, toMove) - candidateValue(shared, candidate, toMove);
  const steps = STEPS[shared];
  const step = steps.findIndex((limit) => loss <= limit);
  return GRADES[step < 0 ? steps.length : step]!;
}

/** The figure written on a candidate: a win rate in whole percent, or a lead such as +1.5. */
function figure(metric: Metric, candidate: Candidate, toMove: Color): string {
  const value = candidateValue(metric, candidate, toMove);
  if (metricFor(metric, candidate.scoreLead) === 'winrate') return String(Math.round(value * 100));
  const rounded = Math.round(value * 10) / 10;
  return `${rounded > 0 ? '+' : ''}${rounded}`;
}

export interface ReviewShown {
  evaluation: Evaluation;
  toMove: Color;
  metric: Metric;
  /** Whether the ownership shows as a heat map. */
  heatMap: boolean;
  /** The candidate whose line is shown, or null. */
  preview: Candidate | null;
  /** The move the record plays next, ringed among the candidates. */
  played: Point | null;
}

/** The candidates, graded and written as `metric` reads them. */
export function candidateMarks({ evaluation, toMove, metric, played }: ReviewShown): MarkOf<'candidates'> {
  const candidates = shownCandidates(evaluation);
  const best = candidates[0]!;
  return {
    kind: 'candidates',
    candidates: candidates.flatMap((candidate, rank) => {
      const point = candidate.point;
      return point
        ? [
            {
              x: point.x,
              y: point.y,
              grade: grade(metric, candidate, best, toMove, rank),
              figure: figure(metric, candidate, toMove),
              visits: compactCount(candidate.visits),
              played: samePoint(played, point),
            },
          ]
        : [];
    }),
  };
}

/** A candidate's line on a board `width` wide: its stones, each side in turn from the side to
 * move; a point played twice (a ko, a capture and a move back) keeps its first number. */
export function lineMarks(candidate: Candidate, toMove: Color, width: number): MarkOf<'line'> {
  const seen = new Set<number>();
  const stones: MarkOf<'line'>['stones'] = [];
  candidate.pv.slice(0, MAX_LINE).forEach((point, index) => {
    if (!point || seen.has(pointIndex(point, width))) return;
    seen.add(pointIndex(point, width));
    stones.push({
      x: point.x,
      y: point.y,
      color: index % 2 === 0 ? toMove : toMove === 'black' ? 'white' : 'black',
      number: index + 1,
    });
  });
  return { kind: 'line', stones };
}

/** The review layer on a board `width` wide: the heat map when asked for, then the candidates or,
 * while one is previewed, its line. */
export function reviewMarks(shown: ReviewShown, width: number): MarkLayer {
  const { evaluation, preview } = shown;
  const marks: SceneMark[] = [];
  if (shown.heatMap && evaluation.ownership)
    marks.push({ kind: 'ownership', values: evaluation.ownership, heat: true });
  marks.push(preview ? lineMarks(preview, shown.toMove, width) : candidateMarks(shown));
  return { name: 'review', marks };
}
