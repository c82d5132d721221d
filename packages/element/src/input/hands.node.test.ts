// The shared hands' transitions, without a board: the cursor, the hover, the keyboard's aim and
// the first tap waiting for its confirming one, as play, problems and the editor drive them.
import { describe, expect, it } from 'vitest';
import type { Point } from '@go-board/rules';
import { wholeBoard } from '../board/coordinates.js';
import { boardGeometry } from '../board/geometry.js';
import { UPRIGHT } from '../board/orientation.js';
import type { CursorStep } from './keyboard.js';
import { Hands, samePoint, type ChosenBy } from './hands.js';

const geometry = boardGeometry(9, 9, wholeBoard(9, 9), false, UPRIGHT);

/** Hands whose chosen points and updates are written down. */
class TestHands extends Hands {
  chosen: [Point, ChosenBy][] = [];
  updates = 0;
  read: Point[] = [];
  constructor() {
    const counter = { requestUpdate: () => this.updates++ };
    super({ geometry: () => geometry, svg: () => null, cursorMoved: (point) => this.read.push(point) }, counter);
  }
  protected override choose(point: Point, by: ChosenBy): void {
    this.chosen.push([point, by]);
  }
  override get hover(): Point | null {
    return super.hover;
  }
  override get keyboardPoint(): Point | null {
    return super.keyboardPoint;
  }
  override keyed(): void {
    super.keyed();
  }
  override step(move: CursorStep): void {
    super.step(move);
  }
  override hovered(point: Point | null): void {
    super.hovered(point);
  }
  override waits(point: Point, by: ChosenBy, confirm: 'touch' | 'always' | 'never', legal = true): boolean {
    return super.waits(point, by, confirm, legal);
  }
}

describe('samePoint', () => {
  it('should compare points by place, and no point only with no point', () => {
    expect(samePoint({ x: 1, y: 2 }, { x: 1, y: 2 })).toBe(true);
    expect(samePoint({ x: 1, y: 2 }, { x: 2, y: 1 })).toBe(false);
    expect(samePoint(null, null)).toBe(true);
    expect(samePoint({ x: 0, y: 0 }, null)).toBe(false);
  });
});

describe('Hands', () => {
  it('should show the cursor at the centre only once the keyboard aims, and read out its steps', () => {
    const hands = new TestHands();
    expect(hands.keyboardPoint).toBe(null);
    hands.reset();
    expect(hands.cursor).toBe(null);
    expect(hands.keyboardPoint).toEqual({ x: 4, y: 4 });
    hands.keyed();
    expect(hands.cursor).toEqual({ x: 4, y: 4 });
    hands.step({ dx: 1, dy: 0 });
    hands.step({ row: 'end' });
    expect(hands.read).toEqual([
      { x: 5, y: 4 },
      { x: 8, y: 4 },
    ]);
    hands.blur();
    expect(hands.cursor).toBe(null);
  });

  it('should let the mouse hide the cursor, and the keyboard forget the hover', () => {
    const hands = new TestHands();
    hands.reset();
    hands.keyed();
    hands.hovered({ x: 1, y: 1 });
    expect(hands.cursor).toBe(null);
    expect(hands.updates).toBe(1);
    hands.hovered({ x: 1, y: 1 });
    expect(hands.updates).toBe(1);
    hands.keyed();
    expect(hands.hover).toBe(null);
    hands.pointerleave();
    expect(hands.hover).toBe(null);
  });

  it('should hold a first tap until the confirming tap on the same point', () => {
    const hands = new TestHands();
    const point = { x: 3, y: 3 };
    expect(hands.waits(point, 'touch', 'touch')).toBe(true);
    expect(hands.pending).toEqual(point);
    expect(hands.waits({ x: 3, y: 3 }, 'touch', 'touch')).toBe(false);
    expect(hands.pending).toBe(null);
    expect(hands.waits(point, 'mouse', 'touch')).toBe(false);
    expect(hands.waits(point, 'mouse', 'always')).toBe(true);
    expect(hands.waits({ x: 4, y: 4 }, 'mouse', 'always')).toBe(true);
    expect(hands.pending).toEqual({ x: 4, y: 4 });
    hands.moved();
    expect(hands.pending).toBe(null);
    expect(hands.waits(point, 'keyboard', 'always')).toBe(false);
    expect(hands.waits(point, 'touch', 'never')).toBe(false);
    expect(hands.waits(point, 'touch', 'always', false)).toBe(false);
    expect(hands.pending).toBe(null);
  });
});
