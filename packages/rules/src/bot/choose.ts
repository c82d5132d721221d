import type { MoveCandidate, SearchOutcome } from '../worker/jobs.js';

/** Below this win rate for its best move, the bot may resign. */
export const RESIGN_WIN_RATE = 0.08;

/** Simulations the search needs before its win rates are trusted enough to resign on. */
export const RESIGN_MIN_PLAYOUTS = 1000;

/** The share of the board's points that must have been played before the bot resigns: early
 * estimates from light playouts are too rough to give up on. */
export const RESIGN_MIN_MOVES_PER_POINT = 1 / 3;

/** What the search's numbers decide, before the game's own rules have their say. */
export type SearchVerdict = { kind: 'resign' } | { kind: 'moves'; moves: MoveCandidate[] };

/**
 * Resign when clearly lost late in the game; otherwise the moves to try in order (most visited
 * first, pass among them where the search put it). The caller plays the first legal one.
 */
export function judgeSearch(outcome: SearchOutcome, moveNumber: number, area: number): SearchVerdict {
  const best = outcome.candidates[0];
  if (
    best &&
    outcome.playouts >= RESIGN_MIN_PLAYOUTS &&
    best.winRate < RESIGN_WIN_RATE &&
    moveNumber >= area * RESIGN_MIN_MOVES_PER_POINT
  ) {
    return { kind: 'resign' };
  }
  return { kind: 'moves', moves: outcome.candidates };
}
