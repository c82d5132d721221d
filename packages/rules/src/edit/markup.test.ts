import { beforeAll, describe, expect, it } from 'vitest';
import {
  Game,
  hasMark,
  init,
  labelAt,
  nextLabel,
  PointMark,
  setView,
  toggleDimmed,
  toggleLabel,
  toggleMark,
  toggleSegment,
} from '../index.js';

beforeAll(async () => {
  await init();
});

describe('toggleMark', () => {
  it('should add a mark, take it away on a second click, and keep one mark or label per point', () => {
    const game = new Game({ size: 9 });
    expect(toggleMark(game, 'TR', { x: 3, y: 3 })).toBe(true);
    expect(toggleMark(game, 'TR', { x: 4, y: 3 })).toBe(true);
    expect(game.root.props.TR).toEqual(['dd', 'ed']);
    expect(toggleMark(game, 'TR', { x: 3, y: 3 })).toBe(false);
    expect(game.root.props.TR).toEqual(['ed']);
    toggleLabel(game, { x: 2, y: 2 }, 'A');
    expect(toggleMark(game, 'SQ', { x: 2, y: 2 })).toBe(true);
    expect(toggleMark(game, 'SL', { x: 4, y: 3 })).toBe(true);
    expect(game.root.props).toMatchObject({ SQ: ['cc'], SL: ['ed'] });
    expect(game.root.props.TR).toBeUndefined();
    expect(game.root.props.LB).toBeUndefined();
    expect(game.toSgf()).not.toMatch(/TR|LB/);
  });

  it('should mark territory for one colour at a time, beside a mark', () => {
    const game = new Game({ size: 9 });
    toggleMark(game, 'CR', { x: 0, y: 0 });
    toggleMark(game, 'TB', { x: 0, y: 0 });
    expect(toggleMark(game, 'TW', { x: 0, y: 0 })).toBe(true);
    expect(game.root.props).toEqual(expect.objectContaining({ CR: ['aa'], TW: ['aa'] }));
    expect(game.root.props.TB).toBeUndefined();
  });

  it('should mark the node of the position shown, and refuse what SGF has no mark for', () => {
    const game = new Game({ size: 9 });
    game.play({ x: 4, y: 4 });
    toggleMark(game, 'MA', { x: 4, y: 4 });
    expect(game.node.props.MA).toEqual(['ee']);
    expect(game.root.props.MA).toBeUndefined();
    expect(() => toggleMark(game, 'XX' as never, { x: 0, y: 0 })).toThrow(/Expected a mark/);
    expect(() => toggleMark(game, 'TR', { x: 9, y: 0 })).toThrow(/on a 9x9 board/);
    expect(() => toggleMark(game, 'TR', null as never)).toThrow(/Expected the point as \{x, y\}/);
  });
});

describe('marks in words', () => {
  it('should take the words of the marks as their identifiers', () => {
    const game = new Game({ size: 9 });
    const at = { x: 1, y: 1 };
    const written: Record<string, string> = {
      triangle: 'TR',
      square: 'SQ',
      circle: 'CR',
      cross: 'MA',
      selected: 'SL',
      'black-territory': 'TB',
      'white-territory': 'TW',
    };
    for (const [word, name] of Object.entries(written)) {
      expect(toggleMark(game, word as PointMark, at)).toBe(true);
      expect(game.root.props[name]).toEqual(['bb']);
      expect(hasMark(game.root, word as PointMark, at)).toBe(true);
      expect(hasMark(game.root, name as never, at)).toBe(true);
      expect(toggleMark(game, word as PointMark, at)).toBe(false);
      expect(hasMark(game.root, word as PointMark, at)).toBe(false);
    }
    expect(Object.values(PointMark).sort()).toEqual(Object.keys(written).sort());
    expect(() => toggleMark(game, 'star' as never, at)).toThrow(/'triangle'.*received "star"/);
  });

  it('should draw arrows and lines named in words', () => {
    const game = new Game({ size: 9 });
    expect(toggleSegment(game, 'arrow', { x: 0, y: 0 }, { x: 2, y: 2 })).toBe(true);
    expect(toggleSegment(game, 'line', { x: 3, y: 3 }, { x: 4, y: 4 })).toBe(true);
    expect(game.root.props).toMatchObject({ AR: ['aa:cc'], LN: ['dd:ee'] });
    expect(toggleSegment(game, 'line', { x: 4, y: 4 }, { x: 3, y: 3 })).toBe(false);
    expect(() => toggleSegment(game, 'ray' as never, { x: 0, y: 0 }, { x: 1, y: 1 })).toThrow(
      /Expected 'arrow' or 'line'.*received "ray"/,
    );
  });
});

describe('labels', () => {
  it('should write the next free letter or number, and toggle a label', () => {
    const game = new Game({ size: 9 });
    expect(nextLabel(game.node, 'letter')).toBe('A');
    expect(nextLabel(game.node, 'number')).toBe('1');
    toggleLabel(game, { x: 0, y: 0 }, 'A');
    toggleLabel(game, { x: 1, y: 0 }, '1');
    toggleLabel(game, { x: 2, y: 0 }, 'C');
    expect(nextLabel(game.node, 'letter')).toBe('B');
    expect(nextLabel(game.node, 'number')).toBe('2');
    expect(labelAt(game.node, { x: 2, y: 0 })).toBe('C');
    // Another label replaces the one there; the same one takes it away.
    expect(toggleLabel(game, { x: 2, y: 0 }, 'B')).toBe(true);
    expect(game.node.props.LB).toEqual(['aa:A', 'ba:1', 'ca:B']);
    expect(toggleLabel(game, { x: 2, y: 0 }, 'B')).toBe(false);
    expect(game.node.props.LB).toEqual(['aa:A', 'ba:1']);
    expect(() => toggleLabel(game, { x: 0, y: 0 }, ' ')).toThrow(/the text of a label/);
  });

  it('should keep a label with a colon or a bracket through SGF', () => {
    const game = new Game({ size: 9 });
    toggleLabel(game, { x: 0, y: 0 }, 'a:b]');
    expect(Game.fromSgf(game.toSgf()).root.props.LB).toEqual(['aa:a:b]']);
  });

  it('should go on past the alphabet', () => {
    const game = new Game({ size: 25 });
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
    [...letters].forEach((letter, index) => toggleLabel(game, { x: index % 25, y: Math.floor(index / 25) }, letter));
    expect(nextLabel(game.node, 'letter')).toBe('A1');
  });
});

describe('toggleSegment', () => {
  it('should draw an arrow and a line, take them away, and let one replace the other', () => {
    const game = new Game({ size: 9 });
    expect(toggleSegment(game, 'AR', { x: 0, y: 0 }, { x: 2, y: 2 })).toBe(true);
    // The reverse arrow is another arrow; a line either way is the same line.
    expect(toggleSegment(game, 'AR', { x: 2, y: 2 }, { x: 0, y: 0 })).toBe(true);
    expect(game.node.props.AR).toEqual(['aa:cc', 'cc:aa']);
    expect(toggleSegment(game, 'LN', { x: 2, y: 2 }, { x: 0, y: 0 })).toBe(true);
    expect(game.node.props.AR).toBeUndefined();
    expect(toggleSegment(game, 'LN', { x: 0, y: 0 }, { x: 2, y: 2 })).toBe(false);
    expect(game.node.props.LN).toBeUndefined();
    expect(() => toggleSegment(game, 'AR', { x: 1, y: 1 }, { x: 1, y: 1 })).toThrow(/two different points/);
    expect(() => toggleSegment(game, 'XX' as never, { x: 1, y: 1 }, { x: 2, y: 1 })).toThrow(/'AR'/);
  });
});

describe('toggleDimmed and setView', () => {
  it('should dim from the node on, keep what was dimmed before, and clear with DD[]', () => {
    const game = new Game({ size: 9 });
    toggleDimmed(game, { x: 0, y: 0 });
    expect(game.root.props.DD).toEqual(['aa']);
    game.play({ x: 4, y: 4 });
    toggleDimmed(game, { x: 1, y: 0 });
    expect(game.node.props.DD).toEqual(['aa', 'ba']);
    toggleDimmed(game, { x: 1, y: 0 });
    // Back to what the node inherits: no DD of its own.
    expect(game.node.props.DD).toBeUndefined();
    toggleDimmed(game, { x: 0, y: 0 });
    expect(game.node.props.DD).toEqual(['']);
    expect(game.toSgf()).toContain('DD[]');
  });

  it('should show a rectangle from the node on, and the whole board again', () => {
    const game = new Game({ size: 9 });
    setView(game, [
      { x: 4, y: 0 },
      { x: 0, y: 3 },
    ]);
    expect(game.root.props.VW).toEqual(['aa:ed']);
    game.play({ x: 4, y: 4 });
    setView(game, null);
    expect(game.node.props.VW).toEqual(['']);
    setView(game, [
      { x: 0, y: 0 },
      { x: 4, y: 3 },
    ]);
    expect(game.node.props.VW).toBeUndefined();
    game.previous();
    setView(game, [
      { x: 0, y: 0 },
      { x: 8, y: 8 },
    ]);
    expect(game.root.props.VW).toBeUndefined();
    expect(() =>
      setView(game, [
        { x: 0, y: 0 },
        { x: 9, y: 0 },
      ]),
    ).toThrow(/on a 9x9 board/);
  });
});

describe('hasMark', () => {
  it('should say whether the node holds a mark or territory mark at a point, inside rectangles too', () => {
    const root = Game.fromSgf('(;SZ[9]TR[aa:bb]TB[cc])').root;
    expect(hasMark(root, 'TR', { x: 1, y: 0 })).toBe(true);
    expect(hasMark(root, 'TR', { x: 2, y: 2 })).toBe(false);
    expect(hasMark(root, 'SQ', { x: 0, y: 0 })).toBe(false);
    expect(hasMark(root, 'TB', { x: 2, y: 2 })).toBe(true);
  });
});
