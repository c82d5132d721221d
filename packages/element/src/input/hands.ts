// The hands on a board that takes points, as one state machine for the playing modes
// (InputController) and the editor (edit/hands.ts): the keyboard cursor, whether the keyboard
// moved last, the point under the mouse, a first tap waiting for its confirming tap, and the kind
// of pointer that pressed last. Each kind of hands extends it with its own state and says what a
// chosen point does (a move, a mark, a tool): `choose`.
import type { Point } from '@go-board/rules';
import type { ConfirmMoves } from '../attributes.js';
import { centreOf } from '../board/coordinates.js';
import { pointAt, type BoardGeometry } from '../board/geometry.js';
import { stepCursor, type CursorStep } from './keyboard.js';

/** What chose a point: a click, a tap, or Enter (or Space). */
export type ChosenBy = 'mouse' | 'touch' | 'keyboard';

/** Whether `a` and `b` are the same point, or both no point. */
export const samePoint = (a: Point | null, b: Point | null): boolean =>
  a === b || (a !== null && b !== null && a.x === b.x && a.y === b.y);

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
  /** Asks for the board to be drawn again. */
  readonly #host: { requestUpdate(): void };
  /** The keyboard cursor: null until reset puts it at the centre; it follows clicks too. */
  #cursor: Point | null = null;
  /** Whether the keyboard moved last, so the cursor shows (the pointer hides it). */
  #aiming = false;
  /** The point under the mouse (a finger has no hover). */
  #hover: Point | null = null;
  /** The point a first tap chose, waiting for the confirming tap. */
  #pending: Point | null = null;
  /** The kind of pointer that pressed last, for browsers whose clicks do not say. */
  #pointerType = 'mouse';

  constructor(board: HandsBoard, host: { requestUpdate(): void }) {
    this.#board = board;
    this.#host = host;
  }

  /** The keyboard cursor while the keyboard aims, else null. */
  get cursor(): Point | null {
    return this.#aiming ? this.#cursor : null;
  }

  /** The move waiting for its confirming tap, if any. */
  get pending(): Point | null {
    return this.#pending;
  }

  /** The keyboard cursor, shown or not: where Enter chooses. */
  protected get keyboardPoint(): Point | null {
    return this.#cursor;
  }

  protected get hover(): Point | null {
    return this.#hover;
  }

  /** Another game or record: the cursor at the centre of the shown region, hidden, and no first
   * tap waiting. The hover stays: the pointer is where it was. */
  reset(): void {
    this.#cursor = centreOf(this.#board.geometry().region);
    this.#aiming = false;
    this.#pending = null;
  }

  /** The position changed: a first tap no longer waits for its second. */
  moved(): void {
    this.#pending = null;
  }

  pointerdown(event: PointerEvent): void {
    this.#pointerType = event.pointerType;
  }

  pointerleave(): void {
    this.#hover = null;
    this.#host.requestUpdate();
  }

  blur(): void {
    this.#aiming = false;
    this.#host.requestUpdate();
  }

  /** A click or a tap on a point chooses it, and the cursor follows. */
  click(event: MouseEvent): void {
    const point = this.pointAt(event);
    if (!point) return;
    this.#cursor = point;
    const type = (event as Partial<PointerEvent>).pointerType || this.#pointerType;
    this.choose(point, type === 'touch' ? 'touch' : 'mouse', event.shiftKey);
  }

  /** What a point chosen by a click, a tap or Enter does. */
  protected abstract choose(point: Point, by: ChosenBy, shift: boolean): void;

  /** A key of the hands was pressed: the keyboard aims, and the hover is forgotten. */
  protected keyed(): void {
    this.#aiming = true;
    this.#hover = null;
  }

  /** Moves the cursor a step (or to an end of its row) inside the shown region, the keys naming
   * directions on the screen, and reads out where it went. Only after reset. */
  protected step(move: CursorStep): void {
    const geometry = this.#board.geometry();
    this.#cursor = stepCursor(this.#cursor!, move, geometry.region, geometry.orientation.step);
    this.#board.cursorMoved(this.#cursor);
  }

  /** A mouse (or pen) moved over `point`, or off the points (null): asks for an update when what
   * shows changed. */
  protected hovered(point: Point | null): void {
    if (!this.#aiming && samePoint(point, this.#hover)) return;
    this.#aiming = false;
    this.#hover = point;
    this.#host.requestUpdate();
  }

  /** A point chosen to play: whether it waits for a confirming tap (`confirm-moves`: always, or on
   * touch screens; never from the keyboard), which a second tap on it gives, and an illegal point
   * never waits for. Holds it while it waits, else forgets the first tap. */
  protected waits(point: Point, by: ChosenBy, confirm: ConfirmMoves, legal: boolean): boolean {
    const waits =
      legal &&
      by !== 'keyboard' &&
      (confirm === 'always' || (confirm !== 'never' && by === 'touch')) &&
      !samePoint(point, this.#pending);
    this.#pending = waits ? point : null;
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
