import { beforeAll, describe, expect, it } from 'vitest';
import { Game } from './game/game.js';
import { init } from './init.js';
import { shownMoveNumbers } from './move-numbers.js';

beforeAll(async () => {
  await init();
});

describe('shownMoveNumbers', () => {
  it('should count moves from the start, skipping nodes without a move', () => {
    const game = Game.fromSgf('(;SZ[9];B[aa];C[a comment];W[bb];B[cc])');
    game.goToEnd();
    expect([...shownMoveNumbers(game.node).values()]).toEqual([1, 2, 3]);
  });

  it('should go on counting from the number an MN gives', () => {
    const game = Game.fromSgf('(;SZ[9];B[aa];W[bb]MN[67];B[cc];W[dd]MN[100];B[ee])');
    game.goToEnd();
    expect([...shownMoveNumbers(game.node).values()]).toEqual([1, 67, 68, 100, 101]);
  });
});
