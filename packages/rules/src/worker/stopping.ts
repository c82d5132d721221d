import type { MoveCandidate } from './jobs.js';

/** The share of its budget a search spends at least before it stops on a game that looks decided. */
export const DECIDED_AFTER = 0.25;
/** Win rates beyond which the game looks decided: the best move wins almost always, or every move
 * loses almost always. */
export const EASY_WIN_RATE = 0.92;
export const HOPELESS_WIN_RATE = 0.04;

/**
 * Whether a search may stop before its budget is spent: when its choice can no longer change (the
 * most visited move leads the next by more simulations than are left, or there is one move to
 * choose), or when the game looks decided a quarter of the way in (the most visited move wins
 * almost every simulation, or loses almost every one) and more thinking would change nothing but
 * the clock. `candidates` are the root's moves, most visited first.
 */
export function canStopEarly(candidates: readonly MoveCandidate[], done: number, total: number): boolean {
  const [best, second] = candidates;
  if (!best) return false;
  if (!second) return true;
  if (best.visits - second.visits > total - done) return true;
  if (done < total * DECIDED_AFTER || best.visits < done / 2) return false;
  return best.winRate > EASY_WIN_RATE || best.winRate < HOPELESS_WIN_RATE;
}
