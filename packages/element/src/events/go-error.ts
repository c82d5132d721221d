/** Where the record that failed came from. */
export type RecordOrigin = 'sgf' | 'src' | 'script' | 'size';

/**
 * Fired by `<go-board>` when a record could not be loaded or read: a failed fetch of `src`, a
 * file that holds no readable game, a board too large. The board shows the same reason.
 */
export class GoErrorEvent extends Event {
  static readonly type = 'go-error';
  /** What went wrong, in a sentence a page may show as it is. */
  readonly reason: string;
  /** The error thrown, such as an `SgfError`, a `RangeError` or a `TypeError` from fetch. */
  readonly error: unknown;
  /** Which source failed: the `sgf` attribute, `src`, the child script, or the empty board of `size`. */
  readonly origin: RecordOrigin;

  constructor(reason: string, error: unknown, origin: RecordOrigin) {
    super(GoErrorEvent.type, { bubbles: true, composed: true });
    this.reason = reason;
    this.error = error;
    this.origin = origin;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'go-error': GoErrorEvent;
  }
}
