import { expect } from '@esm-bundle/chai';
import { DisposedGameError, Game, IllegalMoveError, init } from './index.js';

describe('@go-board/rules in a browser', () => {
  before(async () => {
    await init();
  });

  it('should load the WebAssembly core and play a game with a capture', () => {
    const game = new Game({ size: 9 });
    // Black surrounds a white stone on the edge and takes it.
    for (const [x, y] of [
      [1, 0],
      [0, 0],
      [8, 8],
      [7, 8],
      [0, 1],
    ])
      game.play({ x: x!, y: y! });
    expect(game.at({ x: 0, y: 0 })).to.equal(null);
    expect(game.captures).to.deep.equal({ black: 1, white: 0 });
  });

  it('should refuse an illegal move with its reason', () => {
    const game = new Game({ size: 9 });
    game.play({ x: 4, y: 4 });
    try {
      game.play({ x: 4, y: 4 });
      expect.fail('the move on an occupied point was accepted');
    } catch (error) {
      expect(error).to.be.instanceOf(IllegalMoveError);
      expect((error as IllegalMoveError).reason).to.equal('occupied');
    }
  });

  it('should dispose a game at the end of its using block', () => {
    let seen: Game | undefined;
    {
      using game = new Game({ size: 9 });
      game.play({ x: 4, y: 4 });
      seen = game;
    }
    expect(seen.isDisposed).to.equal(true);
    expect(() => seen!.at({ x: 4, y: 4 })).to.throw(DisposedGameError);
  });
});
