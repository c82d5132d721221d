/** Where the record that failed came from; `online`, the game server of the `online` attribute. */
export type RecordOrigin = 'sgf' | 'src' | 'script' | 'size' | 'online';
/** What a go-error is about: a record's source, (`attribute`) a setting the board could not use,
 * or (`analysis`) an engine's analysis it could not read. */
export type ErrorOrigin = RecordOrigin | 'attribute' | 'analysis';

/**
 * Fired by `<go-board>` when a record could not be loaded or read: a failed fetch of `src`, a
 * file that holds no readable game, a board too large. The board shows the same reason. Also
 * fired (`origin` 'attribute', `attribute` its name) for a setting it could not use, such as
 * `size="abc"`: the board then carries on with a sane value, which `reason` names. And (`origin`
 * 'analysis') for an analysis it could not read or run: the board keeps what it showed before.
 */
export class GoErrorEvent extends Event {
  static readonly type = 'go-error';
  /** What went wrong, in a sentence a page may show as it is. */
  readonly reason: string;
  /** The error thrown, such as an `SgfError`, a `RangeError` or a `TypeError` from fetch. */
  readonly error: unknown;
  /** Which source failed: the `sgf` attribute, `src`, the child script, or the empty board of
   * `size`; `attribute` for a setting the board could not use; `analysis` for an analysis. */
  readonly origin: ErrorOrigin;
  /** With origin `attribute`, the attribute's name (`size`, `view` ...); else null. */
  readonly attribute: string | null;

  constructor(reason: string, error: unknown, origin: ErrorOrigin, attribute: string | null = null) {
    super(GoErrorEvent.type, { bubbles: true, composed: true });
    this.reason = reason;
    this.error = error;
    this.origin = origin;
    this.attribute = attribute;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'go-error': GoErrorEvent;
  }
}
