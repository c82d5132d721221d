// The keys the board owns while it replays a record and has focus: Left/Right one move, Home/End
// the ends of the line, PageUp/PageDown ten moves, Up/Down the neighbouring variation, Space to
// start or pause autoplay (as on a focused <video>), Enter to explore the intersections. Any key
// with Alt, Ctrl or Meta stays the browser's. The view claims them at once, before its part
// (replay/replay-part.ts, which does what they say) has arrived; the other keys are in keyboard.ts.
import type { Game } from '@go-board/rules';

export const ReplayAction = {
  First: 'first',
  Back: 'back',
  BackTen: 'back-ten',
  Forward: 'forward',
  ForwardTen: 'forward-ten',
  Last: 'last',
  PreviousVariation: 'previous-variation',
  NextVariation: 'next-variation',
  TogglePlay: 'toggle-play',
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
  ' ': ReplayAction.TogglePlay,
  Enter: ReplayAction.Explore,
};

/** The replay action of a key, or null for a key the board leaves alone. */
export function replayAction(event: KeyboardEvent): ReplayAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  return REPLAY_KEYS[event.key] ?? null;
}

/** The replay action of a key on a board showing `game`, or null for a key the board leaves to the
 * page: Space plays a record that has moves; on a board without any it scrolls the page as usual. */
export function ownedReplayAction(event: KeyboardEvent, game: Game): ReplayAction | null {
  const action = replayAction(event);
  return action === ReplayAction.TogglePlay && game.root.children.length === 0 ? null : action;
}
