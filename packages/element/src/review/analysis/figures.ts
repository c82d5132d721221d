// An evaluation's figures as the review shows and says them: win rates and leads for one side,
// how much a move lost against the best one, and numbers written the way the board's language
// writes them.
import { pointName, samePoint, type Color, type GameNode } from '@go-board/rules';
import { headed, list, sentence, sentences } from '../../words/compose.js';
import type { ReviewWords, Words } from '../../words/words.js';
import type { Candidate, Evaluation } from './katago.js';

/** What the review measures positions by: the chance of winning, or the lead in points. */
export type Metric = 'winrate' | 'score';

/** A move lost at least this much is a mistake, marked on the graph. */
export const MISTAKE = { winrate: 0.1, score: 3 } as const;

/** Whether an evaluation (and every candidate the board shows of it) has leads in points. */
export function hasScores(evaluation: Evaluation): boolean {
  return evaluation.scoreLead !== null;
}

/** The metric that can be shown for these figures: the score only where the engine gave one. */
export function metricFor(metric: Metric, scoreLead: number | null): Metric {
  return metric === 'score' && scoreLead !== null ? 'score' : 'winrate';
}

/** A figure of Black's turned to `color`'s side. */
export function forSide(metric: Metric, value: number, color: Color): number {
  if (color === 'black') return value;
  return metric === 'winrate' ? 1 - value : -value;
}

/** A candidate's figure for the side to move. */
export function candidateValue(metric: Metric, candidate: Candidate, toMove: Color): number {
  const shown = metricFor(metric, candidate.scoreLead);
  return forSide(shown, shown === 'score' ? candidate.scoreLead! : candidate.winRate, toMove);
}

/** A number with one decimal at most, as `words` writes numbers. */
export function decimal(words: Words, value: number): string {
  return words.number(Math.round(value * 10) / 10);
}

/** A win rate (0 to 1) as a percentage with one decimal at most. */
export function percentOf(words: Words, value: number): string {
  return decimal(words, value * 100);
}

/** Visits in a short form for the board: 850, 1.2k, 64k, 1.5M. */
export function compactCount(count: number): string {
  if (count < 1000) return String(count);
  if (count < 1_000_000)
    return `${count < 10_000 ? (Math.round(count / 100) / 10).toString() : String(Math.round(count / 1000))}k`;
  return `${Math.round(count / 100_000) / 10}M`;
}

/** "Black's win rate 62.4%" and "Black leads by 3.5 points" (or "even"): who is ahead, in the
 * review's words; the win rate is the leader's, or `side`'s when given (a candidate's, for the
 * side that would play it). */
export function standing(
  words: Words,
  review: ReviewWords,
  winRate: number,
  scoreLead: number | null,
  side: Color | null = null,
): string[] {
  const leader: Color = side ?? (winRate >= 0.5 ? 'black' : 'white');
  const parts = [review.winRateOf(leader, percentOf(words, leader === 'black' ? winRate : 1 - winRate))];
  if (scoreLead !== null) {
    parts.push(
      Math.abs(scoreLead) < 0.05
        ? review.even
        : review.leads(scoreLead > 0 ? 'black' : 'white', decimal(words, Math.abs(scoreLead))),
    );
  }
  return parts;
}

/** A candidate in words, its win rate for `toMove` (who would play it, as its disc and button
 * show it): "Q16: Black's win rate 54%, Black leads by 1.5 points, 1,200 visits. Line: Q16, D4". */
export function candidateText(
  words: Words,
  review: ReviewWords,
  candidate: Candidate,
  height: number,
  toMove: Color,
  withLine = true,
): string {
  const name = candidate.point ? pointName(candidate.point, height) : words.pass;
  const figures = list(words, [
    ...standing(words, review, candidate.winRate, candidate.scoreLead, toMove),
    review.visits(candidate.visits),
  ]);
  const line = candidate.pv.map((point) => (point ? pointName(point, height) : words.pass));
  const text = headed(words, name, figures);
  return withLine && line.length > 1
    ? sentences(words, sentence(words, text), sentence(words, review.line(list(words, line))))
    : text;
}

/** How much the move of `node` lost against the best move before it, in the metric both
 * evaluations share: at least 0. Null without both evaluations. */
export function lossOf(
  metric: Metric,
  node: GameNode,
  before: Evaluation | undefined,
  after: Evaluation | undefined,
): { metric: Metric; loss: number } | null {
  if (!before || !after || node.color === null) return null;
  const shown = metric === 'score' && before.scoreLead !== null && after.scoreLead !== null ? 'score' : 'winrate';
  const value = (evaluation: Evaluation): number => (shown === 'score' ? evaluation.scoreLead! : evaluation.winRate);
  return {
    metric: shown,
    loss: Math.max(0, forSide(shown, value(before), node.color) - forSide(shown, value(after), node.color)),
  };
}

/** Whether the move of `node` is the best candidate of the evaluation before it. */
export function playedBest(node: GameNode, before: Evaluation | undefined): boolean {
  const best = before?.candidates[0];
  if (!best || node.color === null) return false;
  return best.point === null ? node.x < 0 : samePoint(best.point, node);
}

/** The move of `node` against the best one, in words: "Black lost 4.5 points here; the best was
 * Q16" (in win rate where the engine gave no lead), or "Black played the best move"; null without
 * the two evaluations. */
export function verdict(
  words: Words,
  review: ReviewWords,
  node: GameNode,
  before: Evaluation | undefined,
  after: Evaluation | undefined,
  height: number,
): string | null {
  const lost = lossOf('score', node, before, after);
  if (!lost || node.color === null) return null;
  if (playedBest(node, before)) return review.playedBest(node.color);
  const amount =
    lost.metric === 'score'
      ? review.lostPoints(node.color, decimal(words, lost.loss))
      : review.lostWinRate(node.color, percentOf(words, lost.loss));
  const best = before!.candidates[0];
  if (!best) return amount;
  const name = best.point ? pointName(best.point, height) : words.pass;
  return list(words, [amount, review.bestWas(name)]);
}
