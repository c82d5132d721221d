import { beforeAll, describe, expect, it } from 'vitest';
import { Game, analyzePosition, init, type AnalysedMove } from '../index.js';
import { standingOf } from './analyze-position.js';
import { gameFromDiagram } from '../test-support/diagram.js';

beforeAll(async () => {
  await init();
});

/** Black to capture twelve stones in atari at the right edge (x 6, y 3). */
const ATARI = ['.......', '.XXXXX.', 'XOOOOOX', '.XXXXO.', '.....X.', '.......', '.......'];

/** Black walls off the left third of the board with a thick wall, White the rest: White far ahead. */
const WHITE_AHEAD = Array.from({ length: 9 }, () => '.XXOO....');

describe('analyzePosition', () => {
  it('should put the capture of a big group first, with a high win rate for the side to move', async () => {
    const review = await analyzePosition(gameFromDiagram(ATARI), { playouts: 3000, seed: 1 });
    expect(review.toMove).toBe('black');
    expect(review.moves[0]!.move).toEqual({ x: 6, y: 3 });
    expect(review.winRate).toBeGreaterThan(0.8);
    expect(review.playouts).toBe(3000);
  });

  it("should give win rates and the lead from Black's side, whoever is to move", async () => {
    for (const turn of ['black', 'white'] as const) {
      const review = await analyzePosition(gameFromDiagram(WHITE_AHEAD, { komi: 6.5 }, turn), {
        playouts: 1500,
        seed: 3,
      });
      expect(review.toMove).toBe(turn);
      // From the side to move, White's turn would read above one half.
      expect(review.winRate, turn).toBeLessThan(0.4);
      expect(review.scoreLead, turn).toBeLessThan(-8);
      for (const move of review.moves) expect(move.winRate).toBeGreaterThanOrEqual(0);
    }
  });

  it('should read the win rate and the lead from one evaluation, which never disagree on who leads', async () => {
    // A 9x9 amateur game (the review page's) at moves where the search and the ownership estimate
    // disagreed: the search gave Black 51-54%, the estimate's area had White ahead by 3.5 to 8.
    const record =
      '(;SZ[9]KM[6.5];B[ee];W[dd];B[fg];W[cg];B[de];W[ce];B[cd];W[cf];B[ec];W[cc];B[bd];W[dc];B[ed];W[bc];B[eh];W[gd])';
    for (const move of [12, 14]) {
      for (const seed of [1, 2]) {
        const game = Game.fromSgf(record);
        game.goToMove(move);
        const { winRate, scoreLead } = await analyzePosition(game, { playouts: 8000, seed });
        const what = `move ${move}, seed ${seed}: Black ${winRate}, lead ${scoreLead}`;
        if (scoreLead > 0) expect(winRate, what).toBeGreaterThan(0.5);
        if (scoreLead < 0) expect(winRate, what).toBeLessThan(0.5);
      }
    }
  });

  it("should take a position's win rate as the share of simulations won and its lead as their median margin", () => {
    // A 3x3 board (area 9, slots -9 to 9 at 0 to 18), komi 0.5: margins are the slot less 9.5.
    const scores = new Uint32Array(19);
    scores[9 + 3] = 3; // three simulations won by 2.5
    scores[9 + 1] = 1; // one won by 0.5
    scores[9 - 2] = 4; // four lost by 2.5
    expect(standingOf(scores, 9, 0.5)).toEqual({ winRate: 0.5, scoreLead: 0 });
    scores[9 + 5] = 1; // and one won by 4.5: five of nine won, the median simulation by 0.5
    expect(standingOf(scores, 9, 0.5)).toEqual({ winRate: 5 / 9, scoreLead: 0.5 });
    // An integer komi: a margin of 0 is a draw, half a win.
    expect(standingOf(Uint32Array.of(0, 2, 2), 1, 1)).toEqual({ winRate: 0.25, scoreLead: -0.5 });
    expect(standingOf(new Uint32Array(3), 1, 0.5)).toEqual({ winRate: 0.5, scoreLead: 0 });
  });

  it('should list only legal moves, most visited first, each line a legal sequence from the position', async () => {
    const game = new Game({ size: 9 });
    for (const [x, y] of [
      [2, 2],
      [6, 6],
      [6, 2],
      [2, 6],
      [4, 4],
    ] as const)
      game.play({ x, y });
    const review = await analyzePosition(game, { playouts: 2000, pvLength: 5, lines: 3, seed: 9 });
    expect(review.toMove).toBe('white');
    const visits = review.moves.map((move) => move.visits);
    expect(visits).toEqual([...visits].sort((a, b) => b - a));
    review.moves.forEach((analysed: AnalysedMove, rank) => {
      if (analysed.move !== 'pass') expect(game.isLegal(analysed.move)).toBe(true);
      expect(analysed.pv[0]).toEqual(analysed.move);
      expect(analysed.pv.length).toBeLessThanOrEqual(rank < 3 ? 5 : 1);
      const line = game.clone();
      for (const move of analysed.pv) {
        if (move === 'pass') line.pass();
        else line.play(move);
      }
    });
    expect(review.moves[0]!.pv).toHaveLength(5);
  });

  it('should report its progress up to the whole of its work', async () => {
    const reports: [number, number][] = [];
    await analyzePosition(new Game({ size: 9 }), {
      playouts: 400,
      pvLength: 3,
      lines: 2,
      seed: 2,
      onProgress: (done, total) => reports.push([done, total]),
    });
    const [done, total] = reports.at(-1)!;
    expect(done).toBe(total);
    // The search, the estimate (its playouts capped by the search's), and 2 lines of 2 short searches.
    expect(total).toBe(400 + 400 + 2 * 2 * 100);
    for (const [d, t] of reports) expect(d).toBeLessThanOrEqual(t);
  });

  it('should give the same review for the same seed', async () => {
    const game = gameFromDiagram(['.X...', '.X.O.', '.XO..', '..O..', '.....']);
    const first = await analyzePosition(game, { playouts: 600, pvLength: 3, seed: 11 });
    const second = await analyzePosition(game, { playouts: 600, pvLength: 3, seed: 11 });
    expect(second).toEqual(first);
  });

  it('should refuse a bad budget, a bad line length, a game that is over and an aborted signal, saying what it expected', async () => {
    const game = new Game({ size: 9 });
    await expect(analyzePosition(game, { playouts: 0 })).rejects.toThrow(/Expected playouts to be a positive integer/);
    await expect(analyzePosition(game, { pvLength: 21 })).rejects.toThrow(
      /Expected pvLength to be a whole number from 1 to 20, received 21/,
    );
    await expect(analyzePosition(game, { lines: -1 })).rejects.toThrow(
      /Expected lines to be a whole number 0 or more, received -1/,
    );
    await expect(analyzePosition('game' as unknown as Game)).rejects.toThrow(TypeError);
    const controller = new AbortController();
    controller.abort();
    await expect(analyzePosition(game, { signal: controller.signal })).rejects.toThrow();
    game.pass();
    game.pass();
    await expect(analyzePosition(game)).rejects.toThrow(/Expected a game in progress for analyzePosition\(\)/);
  });
});
