// The keys the board owns while it has focus, beside those of replaying (input/replay-keys.ts).
// Exploring: arrows move the cursor, Home/End the ends of its row, Escape or
// Enter back to replaying. Playing (mode="play"): arrows move the cursor, Enter or Space plays
// there, P passes. Problems (mode="problem"): the same, without passing. Any key with Alt, Ctrl
// or Meta stays the browser's.

/** A step of a cursor over the points, or a jump to the ends of its row. */
export type CursorStep = { dx: number; dy: number } | { row: 'start' | 'end' };

/** A move of the explore cursor: a step, a jump to the ends of the row, or leaving. */
export type CursorMove = CursorStep | 'leave';

/** The keys that move a cursor over the points, the same in every mode. */
const CURSOR_STEPS: Record<string, CursorStep> = {
  ArrowLeft: { dx: -1, dy: 0 },
  ArrowRight: { dx: 1, dy: 0 },
  ArrowUp: { dx: 0, dy: -1 },
  ArrowDown: { dx: 0, dy: 1 },
  Home: { row: 'start' },
  End: { row: 'end' },
};

/** The cursor step of a key (arrows, Home, End), the same in every mode, or null. */
export function cursorStep(key: string): CursorStep | null {
  return Object.hasOwn(CURSOR_STEPS, key) ? CURSOR_STEPS[key]! : null;
}

const CURSOR_KEYS: Record<string, CursorMove> = {
  ...CURSOR_STEPS,
  Escape: 'leave',
  Enter: 'leave',
};

/** The cursor move of a key while exploring, or null. */
export function cursorMove(event: KeyboardEvent): CursorMove | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  return CURSOR_KEYS[event.key] ?? null;
}

/** A key of a playing board: the cursor moves as when exploring; Enter or Space plays (or, in
 * the count, marks the group dead or alive); P passes. */
export type PlayKey = CursorStep | 'place' | 'pass';

const PLAY_KEYS: Record<string, PlayKey> = {
  ...CURSOR_STEPS,
  Enter: 'place',
  ' ': 'place',
  p: 'pass',
  P: 'pass',
};

/** The action of a key on a playing board, or null. */
export function playKey(event: KeyboardEvent): PlayKey | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  return PLAY_KEYS[event.key] ?? null;
}

/** Where a cursor step or row jump takes the cursor, kept inside the shown region. The keys
 * name directions on the screen: on a turned board, `step` turns them into the record's. */
export function stepCursor(
  cursor: { x: number; y: number },
  move: CursorStep,
  region: { left: number; top: number; right: number; bottom: number },
  step: (direction: { x: number; y: number }) => { x: number; y: number } = (direction) => direction,
): { x: number; y: number } {
  const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));
  // A row jump is as many steps as the region is wide, along the row as shown.
  const far = region.right - region.left + region.bottom - region.top;
  const { x, y } =
    'row' in move ? step({ x: move.row === 'start' ? -far : far, y: 0 }) : step({ x: move.dx, y: move.dy });
  return { x: clamp(cursor.x + x, region.left, region.right), y: clamp(cursor.y + y, region.top, region.bottom) };
}
