import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { Game, gameFromSnapshot, init, resizedGame, restoreTree, snapshotTree, toggleMark } from '../index.js';
import { applyEdit, editArbitrary, pathOf, shapeOf } from '../test-support/edits.js';
import { stateOf } from '../test-support/diagram.js';

beforeAll(async () => {
  await init();
});

describe('snapshotTree and restoreTree', () => {
  it('should bring back the tree, the position and the settings, keeping the game and its root', () => {
    const game = Game.fromSgf('(;SZ[9]KM[6.5]PB[Shusaku]XX[kept];B[cc](;W[dd]C[main])(;W[ee]))');
    game.goToEnd();
    const root = game.root;
    const snapshot = snapshotTree(game);
    const before = { sgf: game.toSgf(), state: stateOf(game), path: pathOf(game) };
    game.removeNode(game.root.children[0]!);
    game.root.setProperty('KM', ['0.5']);
    game.root.deleteProperty('PB');
    game.play({ x: 4, y: 4 });
    toggleMark(game, 'TR', { x: 0, y: 0 });
    restoreTree(game, snapshot);
    expect(game.root).toBe(root);
    expect(game.toSgf()).toBe(before.sgf);
    expect(stateOf(game)).toEqual(before.state);
    expect(pathOf(game)).toEqual(before.path);
    expect(game.komi).toBe(6.5);
    // A snapshot can be restored again: the tree restored is a copy, not the snapshot's own.
    game.node.setProperty('C', ['changed']);
    restoreTree(game, snapshot);
    expect(game.toSgf()).toBe(before.sgf);
  });

  it('should refuse a snapshot of another size or anything else, changing nothing', () => {
    const game = Game.fromSgf('(;SZ[9];B[cc])');
    const small = snapshotTree(new Game({ size: 5 }));
    const before = game.toSgf();
    expect(() => restoreTree(game, small)).toThrow(/a 9x9 board, received one of 5x5/);
    expect(() => restoreTree(game, { ...small } as never)).toThrow(/made by snapshotTree/);
    expect(game.toSgf()).toBe(before);
    const made = gameFromSnapshot(small);
    expect([made.width, made.height]).toEqual([5, 5]);
  });

  it('should restore any snapshot after any edits, exactly (property)', () => {
    fc.assert(
      fc.property(
        fc.array(editArbitrary(5), { maxLength: 30 }),
        fc.array(editArbitrary(5), { maxLength: 30 }),
        (first, second) => {
          const game = new Game({ size: 5 });
          for (const edit of first) applyEdit(game, edit);
          const snapshot = snapshotTree(game);
          const expected = { sgf: game.toSgf(), state: stateOf(game), path: pathOf(game), komi: game.komi };
          for (const edit of second) applyEdit(game, edit);
          restoreTree(game, snapshot);
          expect({ sgf: game.toSgf(), state: stateOf(game), path: pathOf(game), komi: game.komi }).toEqual(expected);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('every edit through SGF', () => {
  it('should read back any edited tree from its SGF as the same tree (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(5, 9), fc.array(editArbitrary(9), { maxLength: 60 }), (size, edits) => {
        const game = new Game({ size });
        for (const edit of edits) {
          // Points off a 5x5 board are refused by the rules; the edit then changes nothing.
          applyEdit(game, edit);
        }
        const text = game.toSgf();
        const read = Game.fromSgf(text);
        expect(shapeOf(read.root)).toEqual(shapeOf(game.root));
        expect(read.toSgf()).toBe(text);
        expect(text.startsWith('(;FF[4]GM[1]CA[UTF-8]')).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe('resizedGame', () => {
  it('should put a record on another board when everything fits, at the same position', () => {
    const game = Game.fromSgf('(;SZ[19]GN[Corner]AB[aa][bb]TR[cc]LB[dd:A]AR[aa:ee];B[ff];W[gg])');
    game.next();
    const small = resizedGame(game, 9, 7);
    expect([small.width, small.height]).toEqual([9, 7]);
    expect(small.root.props.SZ).toEqual(['9:7']);
    expect(small.root.props.GN).toEqual(['Corner']);
    expect(small.node.move).toEqual({ color: 'black', x: 5, y: 5 });
    expect(shapeOf(small.root)).toEqual(shapeOf(game.root));
    // The game itself is left as it was.
    expect(game.width).toBe(19);
  });

  it('should refuse a board that a move, a stone or a mark would be off, naming it', () => {
    const game = Game.fromSgf('(;SZ[19]AB[aa];B[pp])');
    expect(() => resizedGame(game, 9, 9)).toThrow(/new 9x9 board, received B\[pp\]/);
    expect(() => resizedGame(Game.fromSgf('(;SZ[19]LB[kk:A])'), 9, 9)).toThrow(/received LB\[kk:A\]/);
    expect(() => resizedGame(Game.fromSgf('(;SZ[19]TR[aa:jj])'), 9, 9)).toThrow(/received TR\[aa:jj\]/);
    expect(() => resizedGame(game, 26, 9)).toThrow(/integer in 1..25/);
  });
});
