import type { Point } from './point.js';
import type { ScoringRules } from './options.js';

/** Options of `Game.score()`. */
export interface ScoreOptions {
  /** The rules to count by; default the game's. */
  rules?: ScoringRules;
  /** Points whose stones are dead: taken off before counting; default the game's `deadStones`. */
  dead?: Point[];
}

/** What one side's score is made of. */
export interface ScoreBreakdown {
  /** Stones on the board after dead stones are removed (counted under area rules). */
  stones: number;
  /** Empty points (and points of removed dead stones) surrounded only by this side's stones. */
  territory: number;
  /** Stones this side captured during the game plus the dead stones of the other side
   * (counted under territory rules). */
  prisoners: number;
  /** Komi (White only, else 0). */
  komi: number;
}

/** The count at the end of a game. */
export interface Score {
  /** Black's points. */
  black: number;
  /** White's points, komi included. */
  white: number;
  /** 'B+3.5', 'W+0.5', or '0' for a draw (jigo). */
  result: string;
  /** The rules the count used. */
  rules: ScoringRules;
  /** What each side's points are made of. */
  breakdown: { black: ScoreBreakdown; white: ScoreBreakdown };
  /** Who owns each point, row by row: 1 Black, -1 White, 0 neither (dame or seki). */
  ownership: Int8Array;
}

/** The result string of a count: the winner and the margin, or '0' for a draw. */
export function formatResult(black: number, white: number): string {
  // Round away the binary noise of fractional komi such as 0.1.
  const margin = Math.round(Math.abs(black - white) * 1e6) / 1e6;
  if (margin === 0) return '0';
  return `${black > white ? 'B' : 'W'}+${margin}`;
}
