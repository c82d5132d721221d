// The editor's hands: the mouse, a finger and the keyboard, turned into edits. A click, a tap or
// Enter uses the tool on a point; a drag paints a point tool over every point it crosses (putting
// or taking away, as at its first point) and draws an arrow, a line or the visible region from
// where it starts to where it ends; Shift with a click or Enter uses a point tool on the rectangle
// from the last point used. The keyboard and single clicks give an arrow, a line or the region
// their two ends one after the other. Moves obey `confirm-moves` as on a playing board. The cursor,
// the hover and a first tap waiting are the board's state's (state/board-state.ts, the one record
// of the board, which the editor has from its ModeContext), changed through the shared Hands
// (input/hands.ts) as on a playing board. The press, the first end and the anchor are the editor's
// own, and a change to them asks for a drawing through the state's `changed()`.
import { samePoint, type Point } from '@go-board/rules';
import { cursorStep } from '../input/keyboard.js';
import { Hands, type ChosenBy, type HandsBoard } from '../input/hands.js';
import { aimKeyboard, hoverAt } from '../state/transitions.js';
import type { ConfirmMoves } from '../attributes.js';
import type { BoardState } from '../state/board-state.js';
import { kindOf, type EditTool } from './tools.js';

/** What the hands need of the editor. */
export interface HandsListener extends HandsBoard {
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

export class EditHands extends Hands {
  readonly #listener: HandsListener;
  #press: Press | null = null;
  /** The drag just ended: the click the browser sends after it is not one of its own. */
  #dragEnded = false;
  /** The last point a tool was used on: where Shift's rectangle starts. */
  #anchor: Point | null = null;
  /** The first end of an arrow, a line or the region, chosen by a click or Enter. */
  #start: Point | null = null;

  /** `state` is the board's state (the ModeContext's), whose hands' fields these change. */
  constructor(state: BoardState, listener: HandsListener) {
    super(listener, state);
    this.#listener = listener;
  }

  /** Where the pointer or the cursor points now. */
  get aim(): Point | null {
    return this.state.pending ?? this.#press?.last ?? this.state.hover ?? this.cursor;
  }

  /** An arrow, a line or the region being drawn: from its first end to where the pointer or the
   * cursor is; null when none is. */
  get segment(): { from: Point; to: Point | null } | null {
    if (this.#press?.dragged && kindOf(this.#listener.tool()) === 'segment')
      return { from: this.#press.point, to: this.#press.last };
    return this.#start ? { from: this.#start, to: this.state.hover ?? this.cursor } : null;
  }

  /** A new record or another tool: nothing half done stays. */
  override reset(): void {
    super.reset();
    this.forget();
  }

  /** The editor stops: nothing half done, and no cursor or hover, stays on the board. */
  override stop(): void {
    this.forget();
    super.stop();
  }

  /** Forgets a first end, a first tap and a press under way. */
  forget(): void {
    this.#start = this.#press = null;
    this.moved();
    this.state.changed();
  }

  /** Handles the keys that move the cursor, use the tool (Enter, Space) or forget (Escape);
   * returns whether the key was one of them. */
  keydown(event: KeyboardEvent): boolean {
    if (event.altKey || event.ctrlKey || event.metaKey) return false;
    if (event.key === 'Escape') {
      if (!this.#start && !this.state.pending) return false;
      this.forget();
      return true;
    }
    const step = cursorStep(event.key);
    const use = event.key === 'Enter' || event.key === ' ';
    const cursor = this.state.cursor;
    if ((!step && !use) || !cursor) return false;
    aimKeyboard(this.state);
    if (use) this.choose(cursor, 'keyboard', event.shiftKey);
    else this.step(step!);
    return true;
  }

  override pointerdown(event: PointerEvent): void {
    super.pointerdown(event);
    this.#dragEnded = false;
    if (event.button !== 0) return;
    const point = this.pointAt(event);
    this.#press = point ? { point, last: point, gesture: {}, dragged: false, placing: undefined } : null;
  }

  pointermove(event: PointerEvent): void {
    const point = this.pointAt(event);
    const press = this.#press;
    // A finger has no hover; the mouse's shows where the tool would go.
    if (event.pointerType !== 'touch') hoverAt(this.state, point);
    if (!press || !point || samePoint(point, press.last)) return;
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
    this.state.changed();
  }

  /** The pointer was released (anywhere on the element): a drag ends there. */
  pointerup(event: PointerEvent): void {
    const press = this.#press;
    this.#press = null;
    if (!press?.dragged) return;
    this.#dragEnded = true;
    const end = this.pointAt(event) ?? press.last;
    this.#anchor = end;
    if (kindOf(this.#listener.tool()) === 'segment' && !samePoint(end, press.point))
      this.#listener.useSegment(press.point, end);
    this.state.changed();
  }

  override click(event: MouseEvent): void {
    if (this.#dragEnded) {
      this.#dragEnded = false;
      return;
    }
    this.#press = null;
    super.click(event);
  }

  /** A point chosen by a click, a tap or Enter. */
  protected override choose(point: Point, by: ChosenBy, shift: boolean): void {
    const listener = this.#listener;
    const kind = kindOf(listener.tool());
    if (kind === 'move') {
      if (this.waits(point, by, listener.confirmMoves(), true)) listener.confirming(point, by as 'mouse' | 'touch');
      else listener.play(point);
    } else if (kind === 'segment') {
      const start = this.#start;
      if (!start) {
        this.#start = point;
        listener.started(point);
      } else {
        this.#start = null;
        if (!samePoint(start, point) || listener.tool() === 'region') listener.useSegment(start, point);
      }
    } else if (shift && this.#anchor) {
      listener.useRectangle(this.#anchor, point);
    } else {
      listener.usePoint(point);
    }
    this.#anchor = point;
    this.state.changed();
  }
}
