// What the play and problem modes share: the local player's hands. The pointer, touch and the keys
// go to the mode's InputController, whose keyboard cursor the board draws.
import type { Point } from '@go-board/rules';
import type { InputController } from './input-controller.js';

export abstract class InputMode {
  /** The hands, made by the mode with the moves they make (a game's, or a problem's). */
  protected abstract readonly input: InputController;

  get cursor(): Point | null {
    return this.input.cursor;
  }

  keydown(event: KeyboardEvent): void {
    this.input.keydown(event);
  }

  click(event: MouseEvent): void {
    this.input.click(event);
  }

  pointerdown(event: PointerEvent): void {
    this.input.pointerdown(event);
  }

  pointermove(event: PointerEvent): void {
    this.input.pointermove(event);
  }

  pointerleave(): void {
    this.input.pointerleave();
  }

  blur(): void {
    this.input.blur();
  }
}
