import { beforeAll, describe, expect, it } from 'vitest';
import { Game, init, moveProperty, playerToMoveOf, setPlayerToMove, setupNode, setupPoint } from '../index.js';
import { diagramOf, stateOf } from '../test-support/diagram.js';

beforeAll(async () => {
  await init();
});

describe('setupPoint', () => {
  it('should write setup stones into the root of a record without moves, and take them away again', () => {
    const game = new Game({ size: 5 });
    expect(setupPoint(game, { x: 0, y: 0 }, 'black')).toBe(true);
    expect(setupPoint(game, { x: 1, y: 0 }, 'white')).toBe(true);
    expect(game.root.props.AB).toEqual(['aa']);
    expect(game.root.props.AW).toEqual(['ba']);
    expect(diagramOf(game)[0]).toBe('XO...');
    // The same stone again changes nothing; another colour replaces it in one list.
    expect(setupPoint(game, { x: 0, y: 0 }, 'black')).toBe(false);
    expect(setupPoint(game, { x: 0, y: 0 }, 'white')).toBe(true);
    expect(game.root.props.AB).toBeUndefined();
    expect(game.root.props.AW).toEqual(['ba', 'aa']);
    expect(setupPoint(game, { x: 0, y: 0 }, null)).toBe(true);
    // Empty in the root needs no AE: the board starts empty.
    expect(game.root.props.AE).toBeUndefined();
    expect(game.toSgf()).toContain('AW[ba]');
    expect(game.node).toBe(game.root);
  });

  it('should put setup after a move into a new node, which the game goes to, and clear a played stone with AE', () => {
    const game = new Game({ size: 5 });
    game.play({ x: 2, y: 2 });
    const move = game.node;
    expect(setupPoint(game, { x: 2, y: 2 }, null)).toBe(true);
    const setup = game.node;
    expect(setup.parent).toBe(move);
    expect(setup.move).toBeNull();
    expect(setup.props).toEqual({ AE: ['cc'] });
    expect(game.at({ x: 2, y: 2 })).toBeNull();
    // Further setup goes into the same node; a second click brings the stone back.
    expect(setupPoint(game, { x: 0, y: 0 }, 'white')).toBe(true);
    expect(setupPoint(game, { x: 2, y: 2 }, 'black')).toBe(true);
    expect(game.node).toBe(setup);
    expect(setup.props).toEqual({ AW: ['aa'] });
    expect(game.toSgf()).toMatch(/;B\[cc\]\n?;AW\[aa\]\)/);
  });

  it('should split a rectangle of setup stones when one of its points changes', () => {
    const game = Game.fromSgf('(;SZ[5]AB[aa:bb])');
    expect(setupPoint(game, { x: 1, y: 1 }, null)).toBe(true);
    expect(game.root.props.AB).toEqual(['aa', 'ba', 'ab']);
    expect(diagramOf(game).slice(0, 2)).toEqual(['XX...', 'X....']);
  });

  it('should flag the moves after an edited root that the new setup makes illegal', () => {
    const game = Game.fromSgf('(;SZ[5];B[cc];W[dd])');
    setupPoint(game, { x: 3, y: 3 }, 'black');
    expect(game.root.children[0]!.children[0]!.illegal).toBe('occupied');
    setupPoint(game, { x: 3, y: 3 }, null);
    expect(game.root.children[0]!.children[0]!.illegal).toBeNull();
  });

  it('should refuse a point off the board or a stone that is no colour, changing nothing', () => {
    const game = new Game({ size: 5 });
    game.play({ x: 1, y: 1 });
    const before = stateOf(game);
    expect(() => setupPoint(game, { x: 5, y: 0 }, 'black')).toThrow(/on a 5x5 board/);
    expect(() => setupPoint(game, { x: 0, y: 0 }, 'red' as never)).toThrow(/Expected stone to be 'black' or 'white'/);
    expect(stateOf(game)).toEqual(before);
    expect(game.node.children).toEqual([]);
  });

  it('should still take the deprecated (x, y) form, as a point', () => {
    const game = new Game({ size: 5 });
    expect(setupPoint(game, 1, 0, 'white')).toBe(true);
    expect(setupPoint(game, 1, 0, 'white')).toBe(false);
    expect(game.root.props.AW).toEqual(['ba']);
    expect(setupPoint(game, 1, 0, null)).toBe(true);
    expect(game.root.props.AW).toBeUndefined();
    expect(() => setupPoint(game, 5, 0, 'black')).toThrow(/received \(5, 0\)/);
    expect(() => setupPoint(game, 0, 0, 'red' as never)).toThrow(/Expected stone to be 'black' or 'white'/);
  });
});

describe('setupNode and setPlayerToMove', () => {
  it('should set the side to move on the setup node, and take PL away with null', () => {
    const game = new Game({ size: 5 });
    setPlayerToMove(game, 'white');
    expect(game.root.props.PL).toEqual(['W']);
    expect(game.turn).toBe('white');
    game.play({ x: 0, y: 0 });
    setPlayerToMove(game, 'white');
    expect(game.node.parent!.move).toEqual({ color: 'white', x: 0, y: 0 });
    expect(game.node.props.PL).toEqual(['W']);
    expect(game.turn).toBe('white');
    setPlayerToMove(game, null);
    expect(game.turn).toBe('black');
    expect(() => setPlayerToMove(game, 'blue' as never)).toThrow(/the player to move/);
  });

  it('should give the current node when it has no move, else a new node after it', () => {
    const game = new Game({ size: 5 });
    expect(setupNode(game)).toBe(game.root);
    game.play({ x: 0, y: 0 });
    const node = setupNode(game);
    expect(node.parent!.move).not.toBeNull();
    expect(setupNode(game)).toBe(node);
  });
});

describe('playerToMoveOf', () => {
  it("should read the node's own PL, in FF[4] letters or FF[3] numbers, and null without one", () => {
    const game = Game.fromSgf('(;SZ[9]PL[w];B[aa]PL[1];W[bb]PL[x];B[cc])');
    const line = [game.root];
    while (line.at(-1)!.children.length > 0) line.push(line.at(-1)!.children[0]!);
    expect(line.map(playerToMoveOf)).toEqual(['white', 'black', null, null]);
    setPlayerToMove(game, 'black');
    expect(playerToMoveOf(game.root)).toBe('black');
  });
});

describe('moveProperty', () => {
  it('should name the property of a move of each colour, and refuse another value', () => {
    expect(moveProperty('black')).toBe('B');
    expect(moveProperty('white')).toBe('W');
    expect(() => moveProperty('B' as never)).toThrow(
      /Expected the colour of the move to be 'black' or 'white', received "B"/,
    );
  });
});
