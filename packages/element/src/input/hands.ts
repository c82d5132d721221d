// The hands on a board that takes points, as one state machine for the playing modes
// (InputController) and the editor (edit/hands.ts): they turn pointer and key events into the
// transitions of the board's one state record (../state/board-state.ts: the keyboard cursor,
// whether the keyboard moved last, the point under the mouse, a first tap waiting for its
// confirming tap), which alone ask for the board to be drawn again. The board makes that record
// once and every mode's hands change the same one (the ModeContext's `state`), so the hands of a
// mode that stops let go of it (`stop`) for the next mode's. Each kind of hands says what a chosen
// point does (a move, a mark, a tool): `choose`.
import { samePoint, type Point } from '@go-board/rules';
import type { ConfirmMoves } from '../attributes.js';
import { centreOf } from '../board/coordinates.js';
import { pointAt, type BoardGeometry } from '../board/geometry.js';
import type { BoardState } from '../state/board-state.js';
import { clearHover, holdTap, letGo, moveCursor, positionChanged, recentre, stopAiming } from '../state/transitions.js';
import { stepCursor, type CursorStep } from './keyboard.js';

/** What chose a point: a click, a tap, or Enter (or Space). */
export type ChosenBy = 'mouse' | 'touch' | 'keyboard';

/** What the hands need of the board. */
export interface HandsBoard {
  /** The layout of the board as drawn now, and its SVG. */
  geometry(): BoardGeometry;
  svg(): SVGSVGElement | null;
  /** Read out the point the keyboard cursor moved to. */
  cursorMoved(point: Point): void;
}

export abstract class Hands {
  readonly #board: HandsBoard;
  /** The board's state, whose hands' fields these change: read by the board's and the modes'
   * drawing, changed only by its transitions. */
  readonly state: BoardState;
  /** The kind of pointer that pressed last, for browsers whose clicks do not say. Nothing drawn
   * depends on it, so it is the hands' own, not the board state's. */
  #pointerType = 'mouse';

  constructor(board: HandsBoard, state: BoardState) {
    this.#board = board;
    this.state = state;
  }

  /** The keyboard cursor while the keyboard aims, else null. */
  get cursor(): Point | null {
    return (this.state.aiming && this.state.cursor) || null;
  }

  /** Another game or record: the cursor at the centre of the shown region, hidden, and no first
   * tap or button waiting. The hover stays: the pointer is where it was. */
  reset(): void {
    recentre(this.state, centreOf(this.#board.geometry().region));
  }

  /** The mode stops: no cursor, hover, first tap or button waiting stays on the board. */
  stop(): void {
    letGo(this.state);
  }

  /** The position changed: neither a first tap nor a button waits for its second any more. */
  moved(): void {
    positionChanged(this.state);
  }

  pointerdown(event: PointerEvent): void {
    this.#pointerType = event.pointerType;
  }

  pointerleave(): void {
    clearHover(this.state);
  }

  blur(): void {
    stopAiming(this.state);
  }

  /** A click or a tap on a point chooses it, and the cursor follows. */
  click(event: MouseEvent): void {
    const point = this.pointAt(event);
    if (!point) return;
    moveCursor(this.state, point);
    const type = (event as Partial<PointerEvent>).pointerType || this.#pointerType;
    this.choose(point, type === 'touch' ? 'touch' : 'mouse', event.shiftKey);
  }

  /** What a point chosen by a click, a tap or Enter does. */
  protected abstract choose(point: Point, by: ChosenBy, shift: boolean): void;

  /** Moves the cursor a step (or to an end of its row) inside the shown region, the keys naming
   * directions on the screen, and reads out where it went. Only after reset. */
  protected step(move: CursorStep): void {
    const geometry = this.#board.geometry();
    const cursor = stepCursor(this.state.cursor!, move, geometry.region, geometry.orientation.step);
    moveCursor(this.state, cursor);
    this.#board.cursorMoved(cursor);
  }

  /** A point chosen to play: whether it waits for a confirming tap (`confirm-moves`: always, or on
   * touch screens; never from the keyboard), which a second tap on it gives, and an illegal point
   * never waits for. Holds it while it waits, else forgets the first tap. */
  protected waits(point: Point, by: ChosenBy, confirm: ConfirmMoves, legal: boolean): boolean {
    const waits =
      legal &&
      by !== 'keyboard' &&
      (confirm === 'always' || (confirm !== 'never' && by === 'touch')) &&
      !samePoint(point, this.state.pending ?? null);
    holdTap(this.state, waits ? point : null);
    return waits;
  }

  /** The point under a mouse or pointer event on the board, or null off the points. */
  protected pointAt(event: MouseEvent): Point | null {
    // A stone covers its own point only, so a click on one is on its point, wherever it lands
    // (drawn at the record's point, under the board's turn).
    const stone = event.target instanceof Element ? event.target.closest('circle.stone') : null;
    if (stone) return { x: Number(stone.getAttribute('cx')), y: Number(stone.getAttribute('cy')) };
    const svg = this.#board.svg();
    return svg ? pointAt(svg, this.#board.geometry(), event.clientX, event.clientY) : null;
  }
}
