// A state record made with a counter of its requests for a drawing: what the node tests of the
// records' transitions (state/, and each folder's *-state.ts) read to check that a transition asks
// for one drawing, or none.

/** The record `make` builds, and how many times it has asked for a drawing since. */
export function counted<State>(make: (changed: () => void) => State): { state: State; updates: () => number } {
  let updates = 0;
  const state = make(() => updates++);
  return { state, updates: () => updates };
}
