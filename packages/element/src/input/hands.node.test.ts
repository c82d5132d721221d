// The shared hands' transitions, without a board: the cursor, the hover, the keyboard's aim and
// the first tap waiting for its confirming one, as play, problems and the editor drive them, on the
// board's one state record, which the hands of every mode share and let go of when theirs stops.
import { describe, expect, it } from 'vitest';
import type { Point } from '@go-board/rules';
import { wholeBoard } from '../board/coordinates.js';
import { boardGeometry } from '../board/geometry.js';
import { UPRIGHT } from '../board/orientation.js';
import type { CursorStep } from './keyboard.js';
import { announce } from '../state/announce.js';
import { boardState } from '../state/board-state.js';
import { aimKeyboard, arm, hoverAt } from '../state/transitions.js';
import { counted } from '../test-support/counted.js';
import { Hands, type ChosenBy } from './hands.js';

const geometry = boardGeometry(9, 9, wholeBoard(9, 9), false, UPRIGHT);

/** Hands whose chosen points and updates are written down. */
class TestHands extends Hands {
  chosen: [Point, ChosenBy][] = [];
  read: Point[] = [];
  readonly #updates: () => number;
  /** Hands on `board`, the board's state and its count of requests for a drawing (a new board's). */
  constructor(board = counted(boardState)) {
    super({ geometry: () => geometry, svg: () => null, cursorMoved: (point) => this.read.push(point) }, board.state);
    this.#updates = board.updates;
  }
  get updates(): number {
    return this.#updates();
  }
  protected override choose(point: Point, by: ChosenBy): void {
    this.chosen.push([point, by]);
  }
  override step(move: CursorStep): void {
    super.step(move);
  }
  override waits(point: Point, by: ChosenBy, confirm: 'touch' | 'always' | 'never', legal = true): boolean {
    return super.waits(point, by, confirm, legal);
  }
}

describe('Hands', () => {
  it('should show the cursor at the centre only once the keyboard aims, and read out its steps', () => {
    const hands = new TestHands();
    expect(hands.state.cursor).toBeUndefined();
    hands.reset();
    expect(hands.cursor).toBe(null);
    expect(hands.state.cursor).toEqual({ x: 4, y: 4 });
    aimKeyboard(hands.state);
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
    aimKeyboard(hands.state);
    const before = hands.updates;
    hoverAt(hands.state, { x: 1, y: 1 });
    expect(hands.cursor).toBe(null);
    expect(hands.updates).toBe(before + 1);
    hoverAt(hands.state, { x: 1, y: 1 });
    expect(hands.updates).toBe(before + 1);
    aimKeyboard(hands.state);
    expect(hands.state.hover).toBe(null);
    hands.pointerleave();
    expect(hands.state.hover).toBe(null);
  });

  it('should hold a first tap until the confirming tap on the same point', () => {
    const hands = new TestHands();
    const point = { x: 3, y: 3 };
    expect(hands.waits(point, 'touch', 'touch')).toBe(true);
    expect(hands.state.pending).toEqual(point);
    expect(hands.waits({ x: 3, y: 3 }, 'touch', 'touch')).toBe(false);
    expect(hands.state.pending).toBe(null);
    expect(hands.waits(point, 'mouse', 'touch')).toBe(false);
    expect(hands.waits(point, 'mouse', 'always')).toBe(true);
    expect(hands.waits({ x: 4, y: 4 }, 'mouse', 'always')).toBe(true);
    expect(hands.state.pending).toEqual({ x: 4, y: 4 });
    hands.moved();
    expect(hands.state.pending).toBe(null);
    expect(hands.waits(point, 'keyboard', 'always')).toBe(false);
    expect(hands.waits(point, 'touch', 'never')).toBe(false);
    expect(hands.waits(point, 'touch', 'always', false)).toBe(false);
    expect(hands.state.pending).toBe(null);
  });

  it("should share the board's one state with the next mode's hands, and leave it nothing when theirs stops", () => {
    const board = counted(boardState);
    const playing = new TestHands(board);
    const editing = new TestHands(board);
    announce(board.state, 'Move 3 of 5', { name: '', comment: 'A fine move.' });
    playing.reset();
    aimKeyboard(playing.state);
    arm(playing.state, 'pass');
    hoverAt(playing.state, { x: 2, y: 2 });
    expect(editing.state).toBe(playing.state);
    expect(editing.state.hover).toEqual({ x: 2, y: 2 });
    const before = board.updates();
    playing.stop();
    expect(board.updates()).toBe(before + 1);
    expect(board.state).toMatchObject({ cursor: null, aiming: false, hover: null, pending: null, armed: null });
    expect(board.state.said).toBe('Move 3 of 5');
    expect(board.state.comment).toEqual({ name: '', comment: 'A fine move.' });
    editing.stop();
    expect(board.state).toMatchObject({ cursor: null, hover: null, said: 'Move 3 of 5' });
    editing.reset();
    expect(editing.state.cursor).toEqual({ x: 4, y: 4 });
    expect(editing.cursor).toBe(null);
  });
});
