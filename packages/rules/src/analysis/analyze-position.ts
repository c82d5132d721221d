// A review of one position by the light playouts, in the shape review tools show: the moves the
// tree search considered with their visits and win rates, a principal variation for the best of
// them, who is ahead and by how much, and who owns each point. It uses the same search as the
// bot and the same estimate as estimateOwnership(), each a job for the playout worker. Who is
// ahead and by how much are one evaluation: both read from the search's simulations, so the win
// rate and the lead never disagree on who leads.
import { Color, describe } from '../color.js';
import type { Game } from '../game/game.js';
import { checkGame, estimatePosition } from '../estimate/ownership.js';
import { pointOf, type Point } from '../point.js';
import type { MoveCandidate } from '../worker/jobs.js';
import {
  checkHooks,
  checkOptionsObject,
  checkPlayouts,
  checkSeed,
  type PlayoutOptions,
} from '../worker/playout-options.js';
import { snapshotOf } from '../worker/position.js';
import { runPlayoutJob } from '../worker/run.js';

/** Playouts of the search when none are asked for: about a third of a second on 19x19. */
export const DEFAULT_ANALYSIS_PLAYOUTS = 5000;

/** The most playouts the ownership estimate takes: a steady picture, whatever the search's budget. */
const OWNERSHIP_PLAYOUTS = 1000;

/** The longest principal variation asked for. */
export const MAX_PV_LENGTH = 20;

/** Options of `analyzePosition()`. `playouts` is the search's budget (default 5,000). */
export interface AnalyzePositionOptions extends PlayoutOptions {
  /** Moves in each principal variation, the candidate included: 1 (the default) to 20. */
  pvLength?: number;
  /** How many of the most visited candidates get a principal variation longer than their own
   * move (default 5): each further move is a short search of its own. */
  lines?: number;
}

/** One move the search considered. */
export interface AnalysedMove {
  /** The point, or `'pass'`. */
  move: Point | 'pass';
  /** Simulations through this move. */
  visits: number;
  /** The share of those simulations Black won, 0 to 1. */
  winRate: number;
  /** The expected continuation, this move first, then each side in turn. */
  pv: (Point | 'pass')[];
}

/** What `analyzePosition()` finds. Win rates and the lead are Black's, as KataGo's analysis
 * engine reports them by default. */
export interface PositionAnalysis {
  /** The side to move. */
  toMove: Color;
  /** Playouts the search ran. */
  playouts: number;
  /** Black's chance of winning: the share of the search's simulations Black won (a draw as half). */
  winRate: number;
  /** Black's lead in points: the median margin of the same simulations (area less komi), to the
   * half point. Above 0 only when `winRate` is above one half, below 0 only when it is below. */
  scoreLead: number;
  /** The legal moves the search tried, most visited first. */
  moves: AnalysedMove[];
  /** One value per point, row by row, from -1 (White's for sure) to +1 (Black's for sure). */
  ownership: Float32Array;
}

/** Checks a whole number from `low` to `high`, for an option named `name`. */
function checkCount(value: unknown, name: string, low: number, high: number, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < low || value > high) {
    const range = high === Infinity ? `${low} or more` : `from ${low} to ${high}`;
    throw new RangeError(`Expected ${name} to be a whole number ${range}, received ${describe(value)}.`);
  }
  return value;
}

/**
 * Black's chance and lead from the search's simulations counted by area score (`scores[s + area]`
 * simulations ended with area score s): the share Black won, a draw (a margin of 0) as half, and
 * the median margin (of the two middle margins of an even count, their mean, or 0 when they lie
 * on either side of it). The median is above 0 only when more than half were won, and below 0
 * only when fewer were, so the two agree on who leads.
 */
export function standingOf(scores: Uint32Array, area: number, komi: number): { winRate: number; scoreLead: number } {
  let total = 0;
  let wins = 0;
  scores.forEach((count, slot) => {
    const margin = slot - area - komi;
    total += count;
    wins += margin > 0 ? count : margin === 0 ? count / 2 : 0;
  });
  if (total === 0) return { winRate: 0.5, scoreLead: 0 };
  // The margins of the middle simulations (the one, or the two of an even count), by rank.
  const marginAt = (rank: number): number => {
    let seen = 0;
    for (let slot = 0; slot < scores.length; slot++) {
      seen += scores[slot]!;
      if (seen > rank) return slot - area - komi;
    }
    return scores.length - 1 - area - komi;
  };
  const low = marginAt(Math.floor((total - 1) / 2));
  const high = marginAt(Math.floor(total / 2));
  // Any margin between the two middle ones is a median: 0 when they lie on either side of it.
  const median = low < 0 && high > 0 ? 0 : (low + high) / 2;
  // + 0: a lead rounded to zero from below is 0, not -0.
  return { winRate: wins / total, scoreLead: Math.round(median * 2) / 2 + 0 };
}

/** The move a candidate of the search names: -1 is a pass, else y * width + x. */
function moveOf(candidate: MoveCandidate, width: number): Point | 'pass' {
  return candidate.move < 0 ? 'pass' : pointOf(candidate.move, width);
}

function play(game: Game, move: Point | 'pass'): void {
  if (move === 'pass') game.pass();
  else game.play(move);
}

function isLegal(game: Game, move: Point | 'pass'): boolean {
  return move === 'pass' || game.isLegal(move);
}

/**
 * Reviews the game's position with the light playouts: a Monte-Carlo tree search for the side to
 * move (the bot's), an ownership estimate, and for the most visited candidates a principal
 * variation, each further move the choice of a short search of its own (so a guess, cheaper and
 * rougher than the first move's). Everything is from Black's side: win rates are Black's chances,
 * `scoreLead` Black's lead in points (negative when White leads).
 *
 * ```ts
 * const review = await analyzePosition(game, { playouts: 8000, pvLength: 6, signal });
 * review.moves[0];          // { move: { x: 15, y: 3 }, visits: 3012, winRate: 0.56, pv: [...] }
 * review.scoreLead;         // 2.5: Black leads by 2.5 points
 * ```
 *
 * Runs where the other playout functions run (a Web Worker in browsers). Rejects with an Error
 * for a game that is over, a RangeError for a `playouts`, `pvLength` or `lines` out of range,
 * and with the signal's reason once `signal` aborts.
 */
export async function analyzePosition(game: Game, options?: AnalyzePositionOptions): Promise<PositionAnalysis> {
  checkGame(game, 'analyzePosition()');
  const given = checkOptionsObject(options, 'analyzePosition()');
  const playouts = given.playouts === undefined ? DEFAULT_ANALYSIS_PLAYOUTS : checkPlayouts(given.playouts);
  const pvLength = checkCount(given.pvLength, 'pvLength', 1, MAX_PV_LENGTH, 1);
  const lines = checkCount(given.lines, 'lines', 0, Infinity, 5);
  const seed = checkSeed(given.seed);
  checkHooks(given);
  if (game.isOver) {
    throw new Error(
      `Expected a game in progress for analyzePosition(), received a game that is over (${game.result}); undo() the last move to analyse the position before it.`,
    );
  }
  const { signal, onProgress } = given as AnalyzePositionOptions;
  const toMove = game.turn;
  const forBlack = (winRate: number, color: Color): number => (color === Color.Black ? winRate : 1 - winRate);
  const ownershipPlayouts = Math.min(OWNERSHIP_PLAYOUTS, playouts);
  // Each further move of a line is a search of about a fortieth of the budget, at least 100
  // playouts: the lines together cost about a quarter of the main search at the defaults.
  const stepPlayouts = Math.max(100, Math.round(playouts / 40));
  const lineSteps = lines * (pvLength - 1);
  const total = playouts + ownershipPlayouts + lineSteps * stepPlayouts;
  let finished = 0;
  const progress = (done: number): void => onProgress?.(finished + done, total);

  const outcome = await runPlayoutJob(
    { kind: 'search', position: snapshotOf(game), playouts, timeMs: null, seed, stopEarly: false, reuseTree: false },
    { signal, onProgress: progress },
  );
  finished += playouts;
  const estimate = await estimatePosition(
    game,
    { playouts: ownershipPlayouts, signal, seed: seed ?? undefined, onProgress: progress },
    'analyzePosition()',
  );
  finished += ownershipPlayouts;

  const moves: AnalysedMove[] = [];
  for (const candidate of outcome.candidates) {
    const move = moveOf(candidate, game.width);
    // The search knows only the simple ko: the game's superko rule has the last word.
    if (candidate.visits === 0 || !isLegal(game, move)) continue;
    moves.push({ move, visits: candidate.visits, winRate: forBlack(candidate.winRate, toMove), pv: [move] });
  }
  for (const [rank, analysed] of moves.slice(0, lines).entries()) {
    if (pvLength === 1) break;
    const line = game.clone();
    play(line, analysed.move);
    for (let step = 1; step < pvLength && !line.isOver; step++) {
      const reply = await runPlayoutJob(
        {
          kind: 'search',
          position: snapshotOf(line),
          playouts: stepPlayouts,
          timeMs: null,
          seed: seed === null ? null : seed + 101 * (rank + 1) + step,
          stopEarly: false,
          reuseTree: false,
        },
        { signal, onProgress: progress },
      );
      finished += stepPlayouts;
      const next = reply.candidates
        .map((candidate) => moveOf(candidate, line.width))
        .find((move) => isLegal(line, move));
      if (!next) break;
      analysed.pv.push(next);
      play(line, next);
    }
  }
  onProgress?.(total, total);

  return {
    toMove,
    playouts: outcome.playouts,
    ...standingOf(outcome.scores, game.width * game.height, game.komi),
    moves,
    ownership: estimate.ownership,
  };
}
