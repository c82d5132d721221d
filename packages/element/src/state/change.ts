// The one way a board's state records change (./transitions.ts for the hands' fields of the
// board's one state record, ./board-state.ts, and the modes' records: play/play-state.ts,
// problem/problem-state.ts, edit/edit-state.ts; ./announce.ts does the same written out): a named
// transition passes the fields it sets, and the record's `changed`, the one place that asks the
// board for an update, is called once. A transition that may change nothing drawn checks that
// first and does not call this.

/** A record with its one request for a drawing. */
export interface Drawn {
  readonly changed: () => void;
}

/** Sets `fields` on `state` (read-only to all but its transitions) and asks for one drawing. */
export function change<State extends Drawn>(state: State, fields: Partial<Omit<State, 'changed'>>): void {
  Object.assign(state, fields);
  state.changed();
}
