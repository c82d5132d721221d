import { beforeAll, describe, expect, it } from 'vitest';
import { Game, init, nodeComment, nodeName, nodeTextAsWritten, setNodeText } from '../index.js';

beforeAll(async () => {
  await init();
});

describe('nodeTextAsWritten and setNodeText', () => {
  it("should write a node's name and comment as typed, and read them back so", () => {
    const game = new Game({ size: 9 });
    game.play({ x: 2, y: 2 });
    expect(setNodeText(game.node, 'comment', 'A good move \n')).toBe(true);
    expect(setNodeText(game.node, 'name', 'Joseki')).toBe(true);
    expect(game.node.props).toMatchObject({ C: ['A good move \n'], N: ['Joseki'] });
    expect(nodeTextAsWritten(game.node, 'comment')).toBe('A good move \n');
    expect(nodeComment(game.node)).toBe('A good move');
    expect(nodeName(game.node)).toBe('Joseki');
  });

  it('should take the text away when blank, and say when nothing changed', () => {
    const game = Game.fromSgf('(;SZ[9]C[Look])');
    expect(setNodeText(game.root, 'comment', 'Look')).toBe(false);
    expect(setNodeText(game.root, 'name', '  ')).toBe(false);
    expect(setNodeText(game.root, 'comment', ' \n')).toBe(true);
    expect(game.root.props.C).toBeUndefined();
    expect(nodeTextAsWritten(game.root, 'comment')).toBe('');
  });

  it('should refuse another field or a value that is no text', () => {
    const game = Game.fromSgf('(;SZ[9])');
    expect(() => setNodeText(game.root, 'C' as never, 'x')).toThrow(/Expected 'name' or 'comment', received "C"/);
    expect(() => setNodeText(game.root, 'name', null as never)).toThrow(/the name as text, received null/);
    expect(() => nodeTextAsWritten(game.root, 'N' as never)).toThrow(/received "N"/);
    expect(game.root.props).toEqual({ SZ: ['9'] });
  });
});
