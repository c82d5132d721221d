import type { Point } from './point.js';
import type { ScoringRules } from './options.js';

/** Options of `Game.score()`. */
export interface ScoreOptions {
  /** The rules to count by; default the game's. */
  rules?: ScoringRules;
  /** Points whose stones are dead: taken off before counting; default the game's `deadStones`. */
  dead?: Point[];
  /**
   * Whether to count by territory as the players would once the game is played out: the neutral
   * points between the colours filled, and the moves a side then owes inside its own territory
   * (connecting a chain the filling leaves in atari) made, so a point a side must still fill is
   * not its territory. Default: when the game has not ended by two passes, as records saved
   * before the last neutral points were filled are counted. Changes nothing under area rules,
   * where a point filled inside one's own territory still counts.
   */
  settle?: boolean;
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
  /** Points White receives for Black's handicap stones when counting by area (White only, else
   * 0): see `handicapCompensation()`. */
  handicap: number;
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

/**
 * The points White receives for Black's handicap stones when the game is counted by area. Each
 * handicap stone stands on the board as a point of Black's area that White never had a move to
 * answer, so the area rules give them back: Chinese rules (and KGS under them) one point per
 * stone, the AGA's one per stone after the first (which makes area and territory counting agree);
 * New Zealand, Ing and Tromp-Taylor rules none. A handicap of one stone is no handicap, and
 * territory counting needs no compensation: there stones on the board score nothing.
 *
 * `ruleSet` is the record's RU (such as 'Chinese' or 'AGA'); any other area rule set is taken as
 * Chinese.
 */
export function handicapCompensation(rules: ScoringRules, ruleSet: string | undefined, handicap: number): number {
  if (rules !== 'area' || handicap < 2) return 0;
  const name = ruleSet ?? '';
  if (/\baga\b/i.test(name)) return handicap - 1;
  return /zealand|\b(nz|ing|goe)\b|tromp/i.test(name) ? 0 : handicap;
}
