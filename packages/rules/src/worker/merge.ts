import type { MoveCandidate, SearchOutcome } from './jobs.js';

/**
 * One outcome from the searches of several workers over the same position (root parallelism):
 * each move's visits added up, its win rate the average over all of them, most visited first,
 * and their simulations' scores counted together.
 */
export function mergeSearches(outcomes: readonly SearchOutcome[]): SearchOutcome {
  const byMove = new Map<number, { visits: number; wins: number }>();
  let playouts = 0;
  for (const outcome of outcomes) {
    playouts += outcome.playouts;
    for (const { move, visits, winRate } of outcome.candidates) {
      const merged = byMove.get(move) ?? { visits: 0, wins: 0 };
      merged.visits += visits;
      merged.wins += winRate * visits;
      byMove.set(move, merged);
    }
  }
  const candidates: MoveCandidate[] = [...byMove].map(([move, { visits, wins }]) => ({
    move,
    visits,
    winRate: visits > 0 ? wins / visits : 0,
  }));
  candidates.sort((a, b) => b.visits - a.visits || b.winRate - a.winRate);
  const scores = new Uint32Array(outcomes[0]?.scores.length ?? 0);
  for (const outcome of outcomes) outcome.scores.forEach((count, index) => (scores[index]! += count));
  return { playouts, candidates, scores };
}
