import { beforeAll, describe, expect, it } from 'vitest';
import { Game, GameNode, init } from '../index.js';
import { diagramOf, stateOf } from '../test-support/diagram.js';

beforeAll(async () => {
  await init();
});

/** A 5x5 game after Black C3, White D3, Black C4. */
function shortGame(): Game {
  const game = new Game({ size: 5 });
  game.play({ x: 2, y: 2 });
  game.play({ x: 3, y: 2 });
  game.play({ x: 2, y: 1 });
  return game;
}

describe('editing the game tree', () => {
  it('should write RU when the rules change, as KM when komi does, keeping an RU that already counts that way', () => {
    const game = new Game({ size: 9 });
    game.rules = 'territory';
    expect(game.root.props.RU).toEqual(['Japanese']);
    game.komi = 0.5;
    expect(game.root.props.KM).toEqual(['0.5']);
    const record = Game.fromSgf('(;SZ[9]RU[AGA]KM[7.5])');
    record.rules = 'area';
    expect(record.root.props.RU).toEqual(['AGA']);
    expect(Game.fromSgf(record.toSgf()).rules).toBe('area');
  });

  it('should take the settings from KM, RU and HA set on the root, and refuse another board size or a KM that is no number', () => {
    const game = shortGame();
    game.root.setProperty('KM', ['0,5']);
    game.root.setProperty('RU', ['Korean']);
    game.root.setProperty('HA', ['2']);
    expect([game.komi, game.rules, game.handicap]).toEqual([0.5, 'territory', 2]);
    game.root.deleteProperty('KM');
    game.root.deleteProperty('RU');
    expect([game.komi, game.rules]).toEqual([0, 'area']);
    const before = stateOf(game);
    expect(() => game.root.setProperty('SZ', ['9'])).toThrow(/Expected SZ to stay 5/);
    expect(() => game.root.deleteProperty('SZ')).toThrow(RangeError);
    expect(() => game.root.setProperty('KM', ['six'])).toThrow(/Expected KM to be a number/);
    expect(game.root.props.SZ).toEqual(['5']);
    expect(game.komi).toBe(0);
    expect(stateOf(game)).toEqual(before);
  });

  it('should replay the position when setup stones change on the current line, and flag the moves they make illegal', () => {
    const game = shortGame();
    game.root.setProperty('AW', ['aa', 'bb']);
    expect(diagramOf(game)).toEqual(['O....', '.OX..', '..XO.', '.....', '.....']);
    // A setup stone where a later move plays: the move still stands as recorded, flagged.
    game.root.setProperty('AW', ['cd']);
    expect(game.at({ x: 2, y: 3 })).toBe('white');
    game.root.setProperty('AB', ['dc']);
    expect(game.root.children[0]!.children[0]!.illegal).toBe('occupied');
    game.root.deleteProperty('AB');
    expect(game.root.children[0]!.children[0]!.illegal).toBeNull();
    expect(() => game.root.setProperty('AB', ['ff'])).toThrow(/AB points on the 5x5 board/);
    expect(() => game.root.setProperty('AE', ['a'])).toThrow(RangeError);
  });

  it('should change a move through B and W, renumbering the moves after it, and write it back as a move', () => {
    const game = shortGame();
    const second = game.root.children[0]!.children[0]!;
    second.setProperty('W', ['ee']);
    expect(game.at({ x: 3, y: 2 })).toBeNull();
    expect(game.at({ x: 4, y: 4 })).toBe('white');
    expect(second.move).toEqual({ color: 'white', x: 4, y: 4 });
    second.setProperty('W', ['']);
    expect(second.isPass).toBe(true);
    second.deleteProperty('B');
    expect(second.color).toBe('white');
    second.deleteProperty('W');
    expect(second.move).toBeNull();
    expect(game.moveNumber).toBe(2);
    expect(game.turn).toBe('white');
    expect(game.toSgf()).toContain(';B[cc];;B[cb])');
    second.setProperty('B', ['dc']);
    expect(game.node.moveNumber).toBe(3);
    expect(game.node.illegal).toBeNull();
    expect(game.toSgf()).toContain(';B[cc];B[dc];B[cb])');
    expect(() => second.setProperty('B', ['ff'])).toThrow(/on the 5x5 board/);
    expect(() => second.setProperty('B', ['dc', 'dd'])).toThrow(/Expected one value for B/);
    expect(second.move).toEqual({ color: 'black', x: 3, y: 2 });
  });

  it('should leave the position alone when a node off the current line is edited', () => {
    const game = shortGame();
    game.previous();
    game.play({ x: 0, y: 0 });
    const shown = stateOf(game);
    const other = game.root.children[0]!.children[0]!.children[0]!;
    other.setProperty('B', ['ae']);
    other.setProperty('C', ['a comment']);
    expect(stateOf(game)).toEqual(shown);
    expect(other.props.C).toEqual(['a comment']);
  });

  it('should refuse a property name or values that are not SGF, changing nothing', () => {
    const game = shortGame();
    const node = game.node;
    expect(() => node.setProperty('c', ['x'])).toThrow(/capital letters/);
    expect(() => node.setProperty('C', 'x' as unknown as string[])).toThrow(/array of strings/);
    expect(() => node.setProperty('C', [1] as unknown as string[])).toThrow(TypeError);
    expect(node.props).toEqual({});
  });

  it('should edit a tree of no game freely', () => {
    const root = new GameNode(null, null);
    const child = new GameNode(root, null);
    root.children.push(child);
    child.setProperty('B', ['ss']);
    root.setProperty('SZ', ['9']);
    expect(child.moveNumber).toBe(1);
    expect(child.move).toEqual({ color: 'black', x: 18, y: 18 });
    expect(root.props.SZ).toEqual(['9']);
  });

  it('should let a clone follow its own tree only', () => {
    const game = shortGame();
    const copy = game.clone();
    copy.root.setProperty('AB', ['aa']);
    copy.root.setProperty('KM', ['3']);
    expect(copy.at({ x: 0, y: 0 })).toBe('black');
    expect(game.at({ x: 0, y: 0 })).toBeNull();
    expect([game.komi, copy.komi]).toEqual([6.5, 3]);
  });
});

describe('Game.removeNode', () => {
  it('should take a variation out of the tree, moving back to its parent when the game was in it', () => {
    const game = shortGame();
    game.previous();
    game.play({ x: 0, y: 0 });
    const added = game.node;
    game.play({ x: 4, y: 4 });
    game.removeNode(added);
    expect(game.node).toBe(added.parent);
    expect(game.variations.map((node) => node.move)).toEqual([{ color: 'black', x: 2, y: 1 }]);
    expect(game.at({ x: 0, y: 0 })).toBeNull();
    expect(game.turn).toBe('black');
    game.goToEnd();
    expect(game.moveNumber).toBe(3);
  });

  it('should keep the position when the node removed is elsewhere, and let next() follow the main line again', () => {
    const game = shortGame();
    game.previous();
    game.play({ x: 0, y: 0 });
    game.previous();
    const mainLine = game.variations[0]!;
    game.next(1);
    game.previous();
    const before = stateOf(game);
    game.removeNode(game.variations[1]!);
    expect(stateOf(game)).toEqual(before);
    expect(game.next()).toBe(true);
    expect(game.node).toBe(mainLine);
  });

  it('should refuse the root, a node of another game or one already removed, changing nothing', () => {
    const game = shortGame();
    const node = game.node;
    const before = stateOf(game);
    expect(() => game.removeNode(game.root)).toThrow(/received the root/);
    expect(() => game.removeNode(shortGame().node)).toThrow(/another tree/);
    expect(() => game.removeNode({} as GameNode)).toThrow(/Expected a node of this game's tree/);
    expect(stateOf(game)).toEqual(before);
    game.removeNode(node);
    expect(() => game.removeNode(node)).toThrow(/already removed/);
    // A removed node is no longer the game's: editing it changes nothing of the game.
    const after = stateOf(game);
    node.setProperty('B', ['aa']);
    expect(stateOf(game)).toEqual(after);
  });
});

describe('Game.recordResult', () => {
  it("should write the game's result into RE, or the result given, and take it out again", () => {
    const game = shortGame();
    expect(() => game.recordResult()).toThrow(/game that is over/);
    game.resign();
    game.recordResult();
    expect(game.root.props.RE).toEqual(['B+R']);
    game.recordResult('W+T');
    expect(game.root.props.RE).toEqual(['W+T']);
    expect(() => game.recordResult('Black wins')).toThrow(/such as 'B\+R'/);
    expect(game.root.props.RE).toEqual(['W+T']);
    game.recordResult(null);
    expect(game.root.props.RE).toBeUndefined();
    expect(Game.fromSgf(game.toSgf()).root.props.RE).toBeUndefined();
  });
});
