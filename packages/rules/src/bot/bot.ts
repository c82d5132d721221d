import { Color, opposite } from '../color.js';
import type { Game } from '../game/game.js';
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

/** The chains of `color`, each as its stones, in the order of their first point row by row. */
function chainsOf(game: Game, color: Color): Point[][] {
  const { width, height } = game;
  const seen = new Uint8Array(width * height);
  const chains: Point[][] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (seen[pointIndex({ x, y }, width)] || game.at({ x, y }) !== color) continue;
      const stones = game.chainAt({ x, y });
      for (const stone of stones) seen[pointIndex(stone, width)] = 1;
      chains.push(stones);
    }
  }
  return chains;
}

/**
 * Whether a chain of `color` is in atari: passing then lets the opponent take it (a capture is
 * always legal once a pass has released the ko), as in a won game lost on a corner stone left in
 * atari, which GNU Go's count took off the board.
 */
function hasChainInAtari(game: Game, color: Color): boolean {
  return chainsOf(game, color).some(([stone]) => game.libertiesAt(stone!).length === 1);
}

/** What the playouts say of the position: each point's owner and which stones look dead. */
type Estimate = Awaited<ReturnType<typeof estimatePosition>>;

/** Which of the opponent's stones a count takes off as dead: those the playouts guess dead
 * (`guessed`), only those clearly dead (`sure`), or none. */
type TheirDead = 'guessed' | 'sure' | 'none';

/**
 * Whether `color` wins the count of the position as it stands, twice over: with the dead stones
 * the playouts guess, and with a pessimist's dead stones (its own groups dead if they lean to the
 * opponent at all, the opponent's as `theirDead` says). Light playouts misjudge capturing races
 * and unsettled shapes; passing on the hopeful count alone would end games that still need a move.
 */
function winsCount(game: Game, color: Color, estimate: Estimate, theirDead: TheirDead): boolean {
  const own = color === Color.Black ? 1 : 2;
  const stones = game.board;
  const none = new Uint8Array(stones.length);
  const deadOf = (ownDead: Uint8Array, opponentDead: Uint8Array) =>
    stones.map((stone, index) => (stone === own ? ownDead[index]! : opponentDead[index]!));
  const hopeful = deadOf(estimate.dead, theirDead === 'none' ? none : estimate.dead);
  const pessimistic = deadOf(
    estimate.deadIfLeaning,
    { guessed: estimate.dead, sure: estimate.deadIfSure, none }[theirDead],
  );
  return [hopeful, pessimistic].every((dead) => {
    const score = game.score({ dead: deadPointsOf(dead, game.width) });
    return color === Color.Black ? score.black > score.white : score.white > score.black;
  });
}

/**
 * A move of `color` that takes a liberty from one of the opponent's stones the playouts guess
 * dead, the chains with the fewest liberties first, so that the capture comes in as few moves as
 * the chain has liberties: a legal point where the new stone captures or keeps two liberties (no
 * self-atari the opponent could punish). Null when no dead stone is left to take.
 */
function takingMove(game: Game, color: Color, dead: Uint8Array): Point | null {
  const chains = chainsOf(game, opposite(color))
    .filter((stones) => stones.some((stone) => dead[pointIndex(stone, game.width)]))
    .map(([stone]) => game.libertiesAt(stone!));
  chains.sort((a, b) => a.length - b.length);
  for (const liberties of chains) {
    for (const point of liberties) {
      if (!game.isLegal(point)) continue;
      // The rules say what the move leaves: it is played on a copy of the game.
      const trial = game.clone();
      try {
        trial.play(point);
        if (trial.lastCaptures > 0 || trial.libertiesAt(point).length >= 2) return point;
      } finally {
        trial.dispose();
      }
    }
  }
  return null;
}

/**
 * The answer to the opponent's pass when it is worth more than a search: passing back, which ends
 * the game, when `color` wins the count; or, under area rules, first taking off the stones the
 * playouts guess dead. Taking them costs nothing there, and a referee who reads one of them alive
 * cannot give the game away once they are gone (GNU Go's count made a draw of a game the bot had
 * passed back on at W+34); a stone the playouts doubt is dead is settled by taking it too. Null
 * when the count is in doubt: then the search decides.
 */
async function answerPass(
  game: Game,
  color: Color,
  playouts: number,
  options: PlayoutOptions,
): Promise<SuggestedMove | null> {
  const estimate = await estimatePosition(
    game,
    { playouts, signal: options.signal, seed: options.seed },
    'suggestMove()',
  );
  if (game.rules !== 'area') return winsCount(game, color, estimate, 'sure') ? 'pass' : null;
  if (winsCount(game, color, estimate, 'none')) return 'pass';
  return winsCount(game, color, estimate, 'guessed') ? takingMove(game, color, estimate.dead) : null;
}

/**
 * A move for the side to move, from a Monte-Carlo tree search (UCT with RAVE) over light
 * playouts: a point `{ x, y }`, `'pass'` or `'resign'`. The move is always legal under the
 * game's ko rule and never fills one of the bot's own eyes.
 *
 * The bot passes when the search finds passing best, or when the opponent has just passed and
 * the count says the bot is ahead, with the dead stones the playouts guess and also with its own
 * doubtful groups counted dead, and none of its chains is in atari. Under area rules it first
 * takes off the opponent's stones it counts dead, one liberty at a time, and passes once the count
 * wins with every stone left on the board alive. It resigns only when clearly
 * lost: its best move wins under 8% of at least 1,000 simulations, a third of the way into the game.
 *
 * ```ts
 * const move = await suggestMove(game, { level: 7, timeMs: 2000, signal });
 * if (move === 'pass') game.pass(); else if (move === 'resign') game.resign(); else game.play(move);
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
    const answer = await answerPass(game, color, passCheckPlayouts(budget.playouts), {
      signal,
      seed: seed ?? undefined,
    });
    if (answer) return answer;
  }
  const outcome = await runSearchJob(
    {
      kind: 'search',
      position: snapshotOf(game),
      playouts: budget.playouts,
      timeMs: budget.timeMs,
      seed,
      stopEarly: true,
      reuseTree: true,
    },
    { signal, onProgress },
    threads,
  );
  const verdict = judgeSearch(outcome, game.moveNumber, game.width * game.height);
  if (verdict.kind === 'resign') return 'resign';
  for (const { move } of verdict.moves) {
    if (move < 0) return 'pass';
    const point = pointOf(move, game.width);
    // The search knows only the simple ko: the game's superko rule has the last word.
    if (game.isLegal(point)) return point;
  }
  return 'pass';
}
