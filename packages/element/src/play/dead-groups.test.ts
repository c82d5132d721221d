import { expect } from '@esm-bundle/chai';
import { Game, init, type Point } from '@go-board/rules';
import { toggleGroup } from './dead-groups.js';

/** A game with the stones of rows of '.', 'X' (black) and 'O' (white). */
function gameOf(rows: string[]): Game {
  const black: Point[] = [];
  const white: Point[] = [];
  rows.forEach((row, y) =>
    [...row].forEach((point, x) => (point === 'X' ? black : point === 'O' ? white : []).push({ x, y })),
  );
  const game = new Game({ width: rows[0]!.length, height: rows.length });
  game.setup({ black, white });
  return game;
}

// What a group is, the rules test (Game.groupAt); here, that a click toggles all of it.
describe('dead groups', () => {
  before(async () => {
    await init();
  });

  it('should toggle a whole group dead, and alive again', () => {
    // Three white chains around an eye at (1,1) are one group; the other empty points touch Black.
    const game = gameOf(['OO.X', 'O.OX', '.O.X', 'XXXX']);
    const dead = toggleGroup(game, new Set(), 1);
    expect([...dead].sort((a, b) => a - b)).to.deep.equal([0, 1, 4, 6, 9]);
    expect(toggleGroup(game, dead, 6).size).to.equal(0);
    expect(toggleGroup(game, dead, 2)).to.deep.equal(dead);
  });

  it('should count stones of the other colour marked dead as empty', () => {
    // Two black chains either side of a white wall: one group once the wall is marked dead.
    const game = gameOf(['X.O.X', 'X.O.X', 'X.O.X']);
    expect(toggleGroup(game, new Set(), 0).size).to.equal(3);
    expect(toggleGroup(game, new Set([2, 7, 12]), 0).size).to.equal(9);
  });
});
