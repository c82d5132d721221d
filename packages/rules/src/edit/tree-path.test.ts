import { beforeAll, describe, expect, it } from 'vitest';
import { Game, init, nodeAtPath, pathTo } from '../index.js';

beforeAll(async () => {
  await init();
});

describe('pathTo and nodeAtPath', () => {
  it("should give a node's place as the children taken from the root, and find it again in a copy", () => {
    const text = '(;SZ[9](;B[aa];W[bb](;B[cc])(;B[dd]))(;B[ee]))';
    const game = Game.fromSgf(text);
    const node = game.root.children[0]!.children[0]!.children[1]!;
    expect(pathTo(node)).toEqual([0, 0, 1]);
    expect(pathTo(game.root)).toEqual([]);
    expect(pathTo(game.root.children[1]!)).toEqual([1]);
    const copy = Game.fromSgf(text);
    expect(nodeAtPath(copy.root, pathTo(node))).toMatchObject({ color: 'black', x: 3, y: 3 });
    expect(nodeAtPath(copy.root, [])).toBe(copy.root);
  });

  it('should stop where the tree ends when the path goes further', () => {
    const game = Game.fromSgf('(;SZ[9];B[aa];W[bb])');
    expect(nodeAtPath(game.root, [0, 3, 0])).toBe(game.root.children[0]);
  });
});
