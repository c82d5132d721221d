// The play layer's marks, made from the play record and the game without a board: what a count,
// a ko, the hands' aim and a move sent each add, in the order they are drawn.
import { describe, expect, it } from 'vitest';
import type { Score } from '@go-board/rules';
import { playMarks, territoryOf } from './marks.js';

/** A 3x3 board: Black at (0, 0), White at (0, 2), in Black's area. */
const board = Uint8Array.from([1, 0, 0, 0, 0, 0, 2, 0, 0]);
/** A count where Black owns the left column and White the right, the middle nobody's. */
const score = { ownership: Int8Array.from([1, 0, -1, 1, 0, -1, 1, 0, -1]) } as unknown as Score;
const game = { width: 3, koPoint: { x: 1, y: 1 } };
const playing = { phase: 'play' as const, dead: new Set<number>(), score: null, pending: null };

describe('play marks', () => {
  it("should mark a count's territory on empty points, and on dead stones' points", () => {
    expect(territoryOf(score, board, 3, new Set())).toEqual([
      { kind: 'territory', x: 2, y: 0, color: 'white' },
      { kind: 'territory', x: 0, y: 1, color: 'black' },
      { kind: 'territory', x: 2, y: 1, color: 'white' },
      { kind: 'territory', x: 2, y: 2, color: 'white' },
    ]);
    expect(territoryOf(score, board, 3, new Set([6]))).toContainEqual({
      kind: 'territory',
      x: 0,
      y: 2,
      color: 'black',
    });
    expect(territoryOf(null, board, 3, new Set())).toEqual([]);
  });

  it('should mark the ko in play, then the stone aimed at, then the move sent, on the play layer', () => {
    const layer = playMarks({ ...playing, pending: { color: 'white', x: 0, y: 2 } }, game, board, {
      x: 1,
      y: 0,
      color: 'white',
      pending: true,
    });
    expect(layer.name).toBe('play');
    expect(layer.marks).toEqual([
      { kind: 'ko', x: 1, y: 1 },
      { kind: 'ghost', x: 1, y: 0, color: 'white', pending: true },
      { kind: 'ghost', x: 0, y: 2, color: 'white', sending: true },
    ]);
    expect(layer.dead).toBe(playing.dead);
  });

  it('should leave out the ko in the count, a pass held as sent, and mark the territory and dead stones', () => {
    const dead = new Set([6]);
    const layer = playMarks(
      { phase: 'scoring', dead, score, pending: { color: 'black', pass: true } },
      game,
      board,
      null,
    );
    expect(layer.marks.every((mark) => mark.kind === 'territory')).toBe(true);
    expect(layer.marks).toHaveLength(5);
    expect(layer.dead).toBe(dead);
  });
});
