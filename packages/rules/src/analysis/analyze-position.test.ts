import { beforeAll, describe, expect, it } from 'vitest';
import { Game, analyzePosition, init, type AnalysedMove } from '../index.js';
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
    expect(review.winRate).toBe(review.moves[0]!.winRate);
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

  it('should count the lead as the area of the ownership less komi, to the half point', async () => {
    const game = gameFromDiagram(WHITE_AHEAD, { komi: 7.5 });
    const review = await analyzePosition(game, { playouts: 500, seed: 5 });
    expect(review.ownership).toHaveLength(81);
    const area = [...review.ownership].reduce((sum, value) => sum + value, 0);
    expect(review.scoreLead).toBe(Math.round((area - 7.5) * 2) / 2);
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
      game.play(x, y);
    const review = await analyzePosition(game, { playouts: 2000, pvLength: 5, lines: 3, seed: 9 });
    expect(review.toMove).toBe('white');
    const visits = review.moves.map((move) => move.visits);
    expect(visits).toEqual([...visits].sort((a, b) => b - a));
    review.moves.forEach((analysed: AnalysedMove, rank) => {
      if (analysed.move !== 'pass') expect(game.isLegal(analysed.move.x, analysed.move.y)).toBe(true);
      expect(analysed.pv[0]).toEqual(analysed.move);
      expect(analysed.pv.length).toBeLessThanOrEqual(rank < 3 ? 5 : 1);
      const line = game.clone();
      for (const move of analysed.pv) {
        if (move === 'pass') line.pass();
        else line.play(move.x, move.y);
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
