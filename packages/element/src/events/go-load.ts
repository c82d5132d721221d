import type { Game } from '@go-board/rules';
import type { RecordOrigin } from './go-error.js';

/**
 * Fired by `<go-board>` when a record (or the empty board) has loaded and is shown. Damage the
 * reader recovered from does not stop a load; it is listed in `warnings`.
 */
export class GoLoadEvent extends Event {
  static readonly type = 'go-load';
  /** The game read, with its whole tree. */
  readonly game: Game;
  /** Where it came from. */
  readonly origin: RecordOrigin;
  /** Problems of the file the reader recovered from, one sentence each. */
  readonly warnings: readonly string[];

  constructor(game: Game, origin: RecordOrigin, warnings: readonly string[]) {
    super(GoLoadEvent.type, { bubbles: true, composed: true });
    this.game = game;
    this.origin = origin;
    this.warnings = warnings;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'go-load': GoLoadEvent;
  }
}
