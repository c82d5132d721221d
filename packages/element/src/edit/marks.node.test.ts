// The edit layer's marks, made from the game, the tool and the hands' aim without a board.
import { beforeAll, describe, expect, it } from 'vitest';
import { Game, init } from '@go-board/rules';
import { editMarks } from './marks.js';

const none = { aim: null, pending: null, segment: null };

describe('edit marks', () => {
  beforeAll(async () => {
    await init();
  });

  it("should outline the record's view, and nothing more without an aim", () => {
    const game = Game.fromSgf('(;SZ[9]VW[aa:ee])');
    expect(editMarks(game, 'move', none)).toEqual({
      name: 'edit',
      marks: [{ kind: 'view', region: { left: 0, top: 0, right: 4, bottom: 4 } }],
    });
    expect(editMarks(Game.fromSgf('(;SZ[9])'), 'move', none).marks).toEqual([]);
  });

  it('should show a setup stone anywhere, and a move only where it is legal, pending while a tap waits', () => {
    const game = Game.fromSgf('(;SZ[9]AB[cc])');
    const occupied = { ...none, aim: { x: 2, y: 2 } };
    expect(editMarks(game, 'white', occupied).marks).toEqual([{ kind: 'ghost', x: 2, y: 2, color: 'white' }]);
    expect(editMarks(game, 'move', occupied).marks).toEqual([]);
    expect(editMarks(game, 'move', { ...none, aim: { x: 3, y: 3 }, pending: { x: 3, y: 3 } }).marks).toEqual([
      { kind: 'ghost', x: 3, y: 3, color: 'black', pending: true },
    ]);
  });

  it('should show the segment being drawn with a segment tool only', () => {
    const game = Game.fromSgf('(;SZ[9])');
    const segment = { from: { x: 1, y: 1 }, to: { x: 4, y: 2 } };
    expect(editMarks(game, 'arrow', { ...none, segment }).marks).toEqual([
      { kind: 'segment', tool: 'arrow', ...segment },
    ]);
    expect(editMarks(game, 'triangle', { ...none, segment }).marks).toEqual([]);
  });
});
