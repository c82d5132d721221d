import { Color } from '../color.js';
import type { Game } from '../game.js';
import { deadPointsOf } from '../estimate/dead-stones.js';
import { checkGame, estimatePosition } from '../estimate/ownership.js';
import { pointIndex, pointOf, type Point } from '../point.js';
import { checkHooks, checkOptionsObject, checkSeed, type PlayoutOptions } from '../worker/playout-options.js';
import { snapshotOf } from '../worker/position.js';
import { defaultSearchThreads, runSearchJob } from '../worker/run.js';
import { checkThreads, thinkingBudget } from './budget.js';
import { judgeSearch } from './choose.js';

/** Options of `suggestMove()`. */
export interface SuggestMoveOptions extends PlayoutOptions {
  /** Milliseconds to think at most; alone, the bot thinks for this long. */
  timeMs?: number;
  /** Strength from 1 (200 playouts) to 10 (30,000 playouts); default 5. `playouts` overrides it. */
  level?: number;
  /** Searches at once, each its own tree over the position, their visits merged (root
   * parallelism): by default, in pages one per core but one, up to 8, in Web Workers; in Node one,
   * unless the GTP engine started worker threads. The level's playouts are shared among them. */
  threads?: number;
}

/** What the bot plays: a point, a pass, or resignation. */
export type SuggestedMove = Point | 'pass' | 'resign';

/** Playouts spent finding dead stones before passing back: enough to see which groups live. */
function passCheckPlayouts(budget: number): number {
  return Math.min(1000, Math.max(200, Math.round(budget / 4)));
}

/**
 * Whether a chain of `color` is in atari: passing then lets the opponent take it (a capture is
 * always legal once a pass has released the ko), as in a won game lost on a corner stone left in
 * atari, which GNU Go's count took off the board.
 */
function hasChainInAtari(game: Game, color: Color): boolean {
  const { width, height } = game;
  const seen = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (seen[pointIndex({ x, y }, width)] || game.at(x, y) !== color) continue;
      for (const stone of game.chainAt(x, y)) seen[pointIndex(stone, width)] = 1;
      if (game.libertiesAt(x, y).length === 1) return true;
    }
  }
  return false;
}

/**
 * Whether `color` wins the count of the position as it stands, twice over: with the dead stones
 * the playouts guess, and with a pessimist's dead stones (its own groups dead if they lean to the
 * opponent at all, the opponent's only if clearly dead). Light playouts misjudge capturing races
 * and unsettled shapes; passing on the hopeful count alone would end games that still need a move.
 */
async function isSafelyAhead(game: Game, color: Color, playouts: number, options: PlayoutOptions): Promise<boolean> {
  const estimate = await estimatePosition(game, { playouts, signal: options.signal, seed: options.seed }, 'suggestMove()');
  const own = color === Color.Black ? 1 : 2;
  const stones = game.board;
  const pessimistic = stones.map((stone, index) => (stone === own ? estimate.deadIfLeaning[index]! : estimate.deadIfSure[index]!));
  return [estimate.dead, pessimistic].every((dead) => {
    const score = game.score({ dead: deadPointsOf(dead, game.width) });
    return color === Color.Black ? score.black > score.white : score.white > score.black;
  });
}

/**
 * A move for the side to move, from a Monte-Carlo tree search (UCT with RAVE) over light
 * playouts: a point `{ x, y }`, `'pass'` or `'resign'`. The move is always legal under the
 * game's ko rule and never fills one of the bot's own eyes.
 *
 * The bot passes when the search finds passing best, or when the opponent has just passed and
 * the count says the bot is ahead, with the dead stones the playouts guess and also with its own
 * doubtful groups counted dead, and none of its chains is in atari. It resigns only when clearly
 * lost: its best move wins under 8% of at least 1,000 simulations, a third of the way into the game.
 *
 * ```ts
 * const move = await suggestMove(game, { level: 7, timeMs: 2000, signal });
 * if (move === 'pass') game.pass(); else if (move === 'resign') game.resign(); else game.play(move.x, move.y);
 * ```
 *
 * Runs in module Web Workers in browsers, one search per worker (inline, in chunks, where none can
 * start), and inline in chunks in Node (in worker threads under the GTP engine's `--threads`).
 * Rejects with an Error for a game that is over, a RangeError for a `playouts`, `timeMs`, `level`
 * or `threads` out of range, and with the signal's reason once `signal` aborts.
 */
export async function suggestMove(game: Game, options?: SuggestMoveOptions): Promise<SuggestedMove> {
  checkGame(game, 'suggestMove()');
  const given = checkOptionsObject(options, 'suggestMove()');
  const budget = thinkingBudget(given);
  const threads = given.threads === undefined ? defaultSearchThreads() : checkThreads(given.threads);
  const seed = checkSeed(given.seed);
  checkHooks(given);
  if (game.isOver) {
    throw new Error(
      `Expected a game in progress for suggestMove(), received a game that is over (${game.result}); ` +
        'undo() the last move or start a new game.',
    );
  }
  const { signal, onProgress } = given as SuggestMoveOptions;
  const color = game.turn;
  const lastMove = game.lastMove;
  // After the opponent's pass, passing back ends the game: do it when that wins.
  if (lastMove?.pass && lastMove.color !== color && !hasChainInAtari(game, color)) {
    if (await isSafelyAhead(game, color, passCheckPlayouts(budget.playouts), { signal, seed: seed ?? undefined })) return 'pass';
  }
  const outcome = await runSearchJob(
    { kind: 'search', position: snapshotOf(game), playouts: budget.playouts, timeMs: budget.timeMs, seed, stopEarly: true },
    { signal, onProgress },
    threads,
  );
  const verdict = judgeSearch(outcome, game.moveNumber, game.width * game.height);
  if (verdict.kind === 'resign') return 'resign';
  for (const { move } of verdict.moves) {
    if (move < 0) return 'pass';
    const point = pointOf(move, game.width);
    // The search knows only the simple ko: the game's superko rule has the last word.
    if (game.isLegal(point.x, point.y)) return point;
  }
  return 'pass';
}
