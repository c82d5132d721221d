import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Game, init, type GameNode } from '@go-board/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { KeptGame } from './kept-game.js';

// The garbage collector, asked for by name: whether a game at rest is let go is the point here.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
/** Collects what nothing holds, after the current task (a WeakRef read in it keeps its target to its end). */
const collected = async (): Promise<void> => {
  await new Promise((resolve) => setImmediate(resolve));
  collectGarbage();
  await new Promise((resolve) => setImmediate(resolve));
};

const RECORD = '(;SZ[9];B[ee];W[cc](;B[gc];W[cg];B[gg])(;B[cg];W[gc]))';
/** A game of RECORD at the second variation's last move. */
const atVariation = (): Game => {
  const game = Game.fromSgf(RECORD);
  game.goTo(game.root.children[0]!.children[0]!.children[1]!.children[0]!);
  return game;
};
/** The indices of the children from the root to `node`. */
const pathTo = (node: GameNode): number[] =>
  node.parent ? [...pathTo(node.parent), node.parent.children.indexOf(node)] : [];

describe('a game kept by a board', () => {
  beforeAll(async () => {
    await init();
  });

  it('should give the same game at rest while a node of its tree is held, and read it again at the same node once nothing holds it', async () => {
    const reopened: Game[] = [];
    const kept = new KeptGame(
      atVariation(),
      () => Game.fromSgf(RECORD),
      (game) => reopened.push(game),
    );
    const first = new WeakRef(kept.game);
    kept.rest();
    const held: GameNode[] = [kept.game.node];
    await collected();
    // A node names its tree's root, whose game it is: the game is still there, the same.
    expect(kept.game).toBe(first.deref());
    expect(reopened).toEqual([]);
    held.length = 0;
    await collected();
    expect(first.deref()).toBe(undefined);
    const again = kept.game;
    expect(reopened).toEqual([again]);
    expect(pathTo(again.node)).toEqual([0, 0, 1, 0]);
    expect(again.moveNumber).toBe(4);
    expect(again.board).toEqual(atVariation().board);
    // Read once: the game read again is the one given from then on, while it lives.
    expect(kept.game).toBe(again);
  });

  it("should hold a game for good once held, and never rest the board's own game", async () => {
    const kept = new KeptGame(
      atVariation(),
      () => Game.fromSgf(RECORD),
      () => undefined,
    );
    const held = new WeakRef(kept.hold());
    kept.rest();
    await collected();
    expect(held.deref()).toBeInstanceOf(Game);
    expect(kept.game).toBe(held.deref());
    const own = new KeptGame(new Game({ size: 9 }), null, () => undefined);
    const game = new WeakRef(own.game);
    own.rest();
    await collected();
    expect(own.game).toBe(game.deref());
  });
});
