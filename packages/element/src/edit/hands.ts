// The editor's hands: the mouse, a finger and the keyboard, turned into edits. A click, a tap or
// Enter uses the tool on a point; a drag paints a point tool over every point it crosses (putting
// or taking away, as at its first point) and draws an arrow, a line or the visible region from
// where it starts to where it ends; Shift with a click or Enter uses a point tool on the rectangle
// from the last point used. The keyboard and single clicks give an arrow, a line or the region
// their two ends one after the other. Moves obey `confirm-moves` as on a playing board.
import type { Point } from '@go-board/rules';
import { centreOf } from '../board/coordinates.js';
import { pointAt, type BoardGeometry } from '../board/geometry.js';
import { cursorStep, stepCursor } from '../input/keyboard.js';
import type { ConfirmMoves } from '../attributes.js';
import { kindOf, type EditTool } from './tools.js';

/** What the hands need of the editor. */
export interface HandsListener {
  geometry(): BoardGeometry;
  svg(): SVGSVGElement | null;
  tool(): EditTool;
  confirmMoves(): ConfirmMoves;
  usePoint(point: Point, placing?: boolean, gesture?: unknown): boolean | null;
  useRectangle(from: Point, to: Point): void;
  useSegment(from: Point, to: Point): void;
  play(point: Point): void;
  /** An arrow, a line or the region got its first end from the keyboard or a click. */
  started(point: Point): void;
  /** A first tap on a point to play, waiting for the confirming one. */
  confirming(point: Point, by: 'mouse' | 'touch'): void;
  cursorMoved(point: Point): void;
  requestUpdate(): void;
}

/** A press of the pointer on a point, until it is released: a click, or a drag. */
interface Press {
  point: Point;
  last: Point;
  gesture: object;
  dragged: boolean;
  /** Whether the drag puts (true) or takes away (false), as its first edit did. */
  placing: boolean | undefined;
}

const same = (a: Point | null, b: Point | null): boolean =>
  a === b || (a !== null && b !== null && a.x === b.x && a.y === b.y);

export class EditHands {
  readonly #listener: HandsListener;
  #cursor: Point = { x: 0, y: 0 };
  /** Whether the keyboard moved last, so its cursor shows. */
  #aiming = false;
  #hover: Point | null = null;
  #press: Press | null = null;
  /** The drag just ended: the click the browser sends after it is not one of its own. */
  #dragEnded = false;
  #pointerType = 'mouse';
  /** The last point a tool was used on: where Shift's rectangle starts. */
  #anchor: Point | null = null;
  /** The first end of an arrow, a line or the region, chosen by a click or Enter. */
  #start: Point | null = null;
  /** A move tapped once, waiting for its confirming tap. */
  #pending: Point | null = null;

  constructor(listener: HandsListener) {
    this.#listener = listener;
  }

  /** The keyboard cursor while the keyboard aims, else null. */
  get cursor(): Point | null {
    return this.#aiming ? this.#cursor : null;
  }

  /** Where the pointer or the cursor points now. */
  get aim(): Point | null {
    return this.#pending ?? this.#press?.last ?? this.#hover ?? this.cursor;
  }

  /** The move waiting for its confirming tap, if any. */
  get pending(): Point | null {
    return this.#pending;
  }

  /** An arrow, a line or the region being drawn: from its first end to where the pointer or the
   * cursor is; null when none is. */
  get segment(): { from: Point; to: Point | null } | null {
    if (this.#press?.dragged && kindOf(this.#listener.tool()) === 'segment')
      return { from: this.#press.point, to: this.#press.last };
    return this.#start ? { from: this.#start, to: this.#hover ?? this.cursor } : null;
  }

  /** A new record or another tool: nothing half done stays. */
  reset(): void {
    this.#cursor = centreOf(this.#listener.geometry().region);
    this.#aiming = false;
    this.forget();
  }

  /** Forgets a first end, a first tap and a press under way. */
  forget(): void {
    this.#start = this.#pending = this.#press = null;
    this.#listener.requestUpdate();
  }

  /** The position changed: a first tap no longer waits for its second. */
  moved(): void {
    this.#pending = null;
  }

  /** Handles the keys that move the cursor, use the tool (Enter, Space) or forget (Escape);
   * returns whether the key was one of them. */
  keydown(event: KeyboardEvent): boolean {
    if (event.altKey || event.ctrlKey || event.metaKey) return false;
    if (event.key === 'Escape') {
      if (!this.#start && !this.#pending) return false;
      this.forget();
      return true;
    }
    const step = cursorStep(event.key);
    const use = event.key === 'Enter' || event.key === ' ';
    if (!step && !use) return false;
    this.#aiming = true;
    this.#hover = null;
    if (use) this.#choose(this.#cursor, 'keyboard', event.shiftKey);
    else {
      const geometry = this.#listener.geometry();
      this.#cursor = stepCursor(this.#cursor, step!, geometry.region, geometry.orientation.step);
      this.#listener.cursorMoved(this.#cursor);
    }
    this.#listener.requestUpdate();
    return true;
  }

  pointerdown(event: PointerEvent): void {
    this.#pointerType = event.pointerType;
    this.#dragEnded = false;
    if (event.button !== 0) return;
    const point = this.#pointAt(event);
    this.#press = point ? { point, last: point, gesture: {}, dragged: false, placing: undefined } : null;
  }

  pointermove(event: PointerEvent): void {
    const point = this.#pointAt(event);
    const press = this.#press;
    // A finger has no hover; the mouse's shows where the tool would go.
    if (event.pointerType !== 'touch' && (this.#aiming || !same(point, this.#hover))) {
      this.#aiming = false;
      this.#hover = point;
      this.#listener.requestUpdate();
    }
    if (!press || !point || same(point, press.last)) return;
    // A press released away from the board (or the page) ends with the next move without it.
    if (event.buttons === 0 && event.pointerType === 'mouse') return this.pointerup(event);
    const kind = kindOf(this.#listener.tool());
    if (kind === 'move') return;
    if (kind === 'point') {
      if (!press.dragged) press.placing = this.#listener.usePoint(press.point, undefined, press.gesture) ?? undefined;
      const placed = this.#listener.usePoint(point, press.placing, press.gesture);
      press.placing ??= placed ?? undefined;
    }
    press.dragged = true;
    press.last = point;
    this.#listener.requestUpdate();
  }

  /** The pointer was released (anywhere on the element): a drag ends there. */
  pointerup(event: PointerEvent): void {
    const press = this.#press;
    this.#press = null;
    if (!press?.dragged) return;
    this.#dragEnded = true;
    const end = this.#pointAt(event) ?? press.last;
    this.#anchor = end;
    if (kindOf(this.#listener.tool()) === 'segment' && !same(end, press.point))
      this.#listener.useSegment(press.point, end);
    this.#listener.requestUpdate();
  }

  click(event: MouseEvent): void {
    if (this.#dragEnded) {
      this.#dragEnded = false;
      return;
    }
    this.#press = null;
    const point = this.#pointAt(event);
    if (!point) return;
    this.#cursor = point;
    const type = (event as Partial<PointerEvent>).pointerType || this.#pointerType;
    this.#choose(point, type === 'touch' ? 'touch' : 'mouse', event.shiftKey);
  }

  pointerleave(): void {
    this.#hover = null;
    this.#listener.requestUpdate();
  }

  blur(): void {
    this.#aiming = false;
    this.#listener.requestUpdate();
  }

  /** A point chosen by a click, a tap or Enter. */
  #choose(point: Point, by: 'mouse' | 'touch' | 'keyboard', shift: boolean): void {
    const listener = this.#listener;
    const kind = kindOf(listener.tool());
    if (kind === 'move') {
      const confirm = listener.confirmMoves();
      const twoStep = by !== 'keyboard' && (confirm === 'always' || (confirm !== 'never' && by === 'touch'));
      if (twoStep && !same(point, this.#pending)) {
        this.#pending = point;
        listener.confirming(point, by as 'mouse' | 'touch');
      } else {
        this.#pending = null;
        listener.play(point);
      }
    } else if (kind === 'segment') {
      const start = this.#start;
      if (!start) {
        this.#start = point;
        listener.started(point);
      } else {
        this.#start = null;
        if (!same(start, point) || listener.tool() === 'region') listener.useSegment(start, point);
      }
    } else if (shift && this.#anchor) {
      listener.useRectangle(this.#anchor, point);
    } else {
      listener.usePoint(point);
    }
    this.#anchor = point;
    listener.requestUpdate();
  }

  #pointAt(event: MouseEvent): Point | null {
    // A stone covers its own point only, so a click on one is on its point, wherever it lands.
    const stone = event.target instanceof Element ? event.target.closest('circle.stone') : null;
    if (stone) return { x: Number(stone.getAttribute('cx')), y: Number(stone.getAttribute('cy')) };
    const svg = this.#listener.svg();
    return svg ? pointAt(svg, this.#listener.geometry(), event.clientX, event.clientY) : null;
  }
}
