// What the review draws on the board: the engine's best moves as discs with their figure (the
// side to move's win rate or lead) and visits, coloured by how much each gives away against the
// best (a colour-blind-safe scale, the best ringed as well, so colour is never the only sign);
// a candidate's line as numbered translucent stones; and the ownership as a heat map.
import { nothing, svg, type SVGTemplateResult } from 'lit';
import { pointIndex, pointName, samePoint, type Color, type Point } from '@go-board/rules';
import { isShown, STONE_RADIUS, TEXT_DROP, type BoardGeometry } from '../../board/geometry.js';
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

export interface LayerState {
  evaluation: Evaluation;
  toMove: Color;
  metric: Metric;
  /** The candidate whose line is shown, or null. */
  preview: Candidate | null;
  /** The move the record plays next, ringed among the candidates. */
  played: Point | null;
}

/** The candidates and, while one is previewed, its line. */
export function renderCandidates(
  { evaluation, toMove, metric, preview, played }: LayerState,
  geometry: BoardGeometry,
): SVGTemplateResult {
  if (preview) return renderLine(preview, toMove, geometry);
  const candidates = shownCandidates(evaluation);
  const best = candidates[0];
  return svg`<g class="candidates">${candidates.map((candidate, rank) => {
    const point = candidate.point;
    if (!point || !best || !isShown(geometry, point.x, point.y)) return nothing;
    const isPlayed = samePoint(played, point);
    return svg`<g class="candidate ${grade(metric, candidate, best, toMove, rank)}${isPlayed ? ' played' : ''}" data-move=${pointName(point, geometry.height)}>
      <circle cx=${point.x} cy=${point.y} r=${STONE_RADIUS * 0.96}></circle>
      <text class="figure" x=${point.x} y=${point.y - 0.1}>${figure(metric, candidate, toMove)}</text>
      <text class="count" x=${point.x} y=${point.y + 0.22}>${compactCount(candidate.visits)}</text>
    </g>`;
  })}</g>`;
}

/** A candidate's line: translucent stones, each side in turn from the side to move, numbered. */
function renderLine(candidate: Candidate, toMove: Color, geometry: BoardGeometry): SVGTemplateResult {
  const seen = new Set<number>();
  const stones: SVGTemplateResult[] = [];
  candidate.pv.slice(0, MAX_LINE).forEach((point, index) => {
    const color = index % 2 === 0 ? toMove : toMove === 'black' ? 'white' : 'black';
    // A point played twice in a line (a ko, a capture and a move back) shows its first number.
    if (!point || !isShown(geometry, point.x, point.y) || seen.has(pointIndex(point, geometry.width))) return;
    seen.add(pointIndex(point, geometry.width));
    stones.push(svg`<g class="ghost ${color}" data-move=${pointName(point, geometry.height)}>
      <circle cx=${point.x} cy=${point.y} r=${STONE_RADIUS}></circle>
      <text x=${point.x} y=${point.y} dy=${TEXT_DROP}>${index + 1}</text>
    </g>`);
  });
  return svg`<g class="line">${stones}</g>`;
}

/** Who owns each point, as a heat map: each point's square, filled with the owner's colour as
 * strongly as the engine is sure. */
export function renderHeatMap(ownership: Float32Array, geometry: BoardGeometry): SVGTemplateResult {
  const cells: SVGTemplateResult[] = [];
  ownership.forEach((value, index) => {
    const x = index % geometry.width;
    const y = Math.floor(index / geometry.width);
    // Below a twentieth, the point is nobody's yet: left bare, as dame and seki are.
    if (Math.abs(value) < 0.05 || !isShown(geometry, x, y)) return;
    cells.push(
      svg`<rect class="owner ${value > 0 ? 'black' : 'white'}" x=${x - 0.5} y=${y - 0.5} width="1" height="1" fill-opacity=${Math.round(Math.abs(value) * 100) / 100}></rect>`,
    );
  });
  return svg`<g class="ownership heat-map">${cells}</g>`;
}
