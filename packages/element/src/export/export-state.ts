// The export menu's state as a GIF is made: the GIF under way and how far it is. A plain record:
// its fields are read-only to everyone but the named transitions below, which never touch the DOM.
// `changed` is the one place that asks for the menu to be drawn again; the menu's render reads
// the record.

/** A GIF being made: how to stop it. */
export interface GifRun {
  readonly abort: AbortController;
}

export interface ExportState {
  /** The GIF being made, if any, and how far it is, in percent. */
  readonly gif: GifRun | null;
  readonly percent: number;
  /** Asks for the menu to be drawn again: the one place that requests the board's update. */
  readonly changed: () => void;
}

/** A board's menu with no GIF being made; `changed` asks the board for an update. */
export const exportState = (changed: () => void): ExportState => ({ gif: null, percent: 0, changed });

/** The fields a transition may change. */
type Fields = Partial<Omit<ExportState, 'changed'>>;

/** Changes the record's fields (read-only to all but these transitions) and asks for a drawing. */
const change = (state: ExportState, fields: Fields): void => {
  Object.assign(state, fields);
  state.changed();
};

/** `run` starts making a GIF: its progress shows from 0. */
export const gifStarted = (state: ExportState, run: GifRun): void => change(state, { gif: run, percent: 0 });

/** `run` is `percent` done. Asks for a drawing only when that run is under way and the percentage
 * shown changed. */
export const gifProgressed = (state: ExportState, run: GifRun, percent: number): void => {
  if (state.gif === run && state.percent !== percent) change(state, { percent });
};

/** `run` ended (made, cancelled or failed): no progress shows. Asks for a drawing only when that
 * run was under way. */
export const gifEnded = (state: ExportState, run: GifRun): void => {
  if (state.gif === run) change(state, { gif: null });
};
