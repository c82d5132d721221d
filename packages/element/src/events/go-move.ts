import type { Color, Move, Resignation } from '@go-board/rules';

/** A move the local player is about to make: a stone at (x, y) or a pass (the rules' `Move`), or a
 * resignation. */
export type GoMove = Move | Resignation;

/**
 * Fired by `<go-board mode="play">` when the local player makes a move (a click, a tap, Enter,
 * the Pass or Resign button), before the move is played. Cancelable: `preventDefault()` vetoes
 * it and nothing is played, for example while a server confirms it (the page then calls
 * `board.play({ x, y })`). Moves applied through `play()`, `pass()` and `resign()` do not fire it.
 */
export class GoMoveEvent extends Event {
  static readonly type = 'go-move';
  /** `{ color, x, y }`, `{ color, pass: true }` or `{ color, resign: true }`. */
  readonly detail: GoMove;

  constructor(detail: GoMove) {
    super(GoMoveEvent.type, { bubbles: true, composed: true, cancelable: true });
    this.detail = detail;
  }

  /** The colour that moves. */
  get color(): Color {
    return this.detail.color;
  }

  /** Whether the move is a pass. */
  get pass(): boolean {
    return 'pass' in this.detail;
  }

  /** Whether the move is a resignation. */
  get resign(): boolean {
    return 'resign' in this.detail;
  }

  /** The point of a stone, or null for a pass or a resignation. */
  get point(): { x: number; y: number } | null {
    return 'x' in this.detail ? { x: this.detail.x, y: this.detail.y } : null;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'go-move': GoMoveEvent;
  }
}
