// The keys the board owns while it has focus. Replaying: Left/Right one move, Home/End the ends
// of the line, PageUp/PageDown ten moves, Up/Down the neighbouring variation, Enter to explore
// the intersections. Exploring: arrows move the cursor, Home/End the ends of its row, Escape or
// Enter back to replaying. Any key with Alt, Ctrl or Meta stays the browser's.

export const ReplayAction = {
  First: 'first',
  Back: 'back',
  BackTen: 'back-ten',
  Forward: 'forward',
  ForwardTen: 'forward-ten',
  Last: 'last',
  PreviousVariation: 'previous-variation',
  NextVariation: 'next-variation',
  Explore: 'explore',
} as const;
export type ReplayAction = (typeof ReplayAction)[keyof typeof ReplayAction];

const REPLAY_KEYS: Record<string, ReplayAction> = {
  ArrowLeft: ReplayAction.Back,
  ArrowRight: ReplayAction.Forward,
  Home: ReplayAction.First,
  End: ReplayAction.Last,
  PageUp: ReplayAction.BackTen,
  PageDown: ReplayAction.ForwardTen,
  ArrowUp: ReplayAction.PreviousVariation,
  ArrowDown: ReplayAction.NextVariation,
  Enter: ReplayAction.Explore,
};

/** The replay action of a key, or null for a key the board leaves alone. */
export function replayAction(event: KeyboardEvent): ReplayAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  return REPLAY_KEYS[event.key] ?? null;
}

/** A move of the explore cursor: a step, a jump to the ends of the row, or leaving. */
export type CursorMove = { dx: number; dy: number } | { row: 'start' | 'end' } | 'leave';

const CURSOR_KEYS: Record<string, CursorMove> = {
  ArrowLeft: { dx: -1, dy: 0 },
  ArrowRight: { dx: 1, dy: 0 },
  ArrowUp: { dx: 0, dy: -1 },
  ArrowDown: { dx: 0, dy: 1 },
  Home: { row: 'start' },
  End: { row: 'end' },
  Escape: 'leave',
  Enter: 'leave',
};

/** The cursor move of a key while exploring, or null. */
export function cursorMove(event: KeyboardEvent): CursorMove | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  return CURSOR_KEYS[event.key] ?? null;
}
