// What a playing board draws of the game: its phase (play, the count, finished), the dead stones
// and the count, a local move held as sent while the page's server answers, and the line under
// the turn in the status. A plain record: its fields are read-only to everyone but the named
// transitions below, which never touch the DOM. `changed` is the one place that asks for the board
// to be drawn again; the game's layer, status and controls read the record.
import type { Score } from '@go-board/rules';
import type { GoMove } from '../events/go-move.js';
import { change } from '../state/change.js';
import type { Phrase } from '../words/words.js';
import type { GamePhase } from './speech.js';

export interface PlayState {
  readonly phase: GamePhase;
  /** The dead stones, by point index (y * width + x). */
  readonly dead: ReadonlySet<number>;
  /** The count in the scoring phase, or the accepted one once finished; else null. */
  readonly score: Score | null;
  /** A local move the page vetoed (go-move), shown as sent until it comes back or is dropped. */
  readonly pending: GoMove | null;
  /** The line under the turn: the last pass, an illegal point, the result. */
  readonly message: Phrase | null;
  /** Asks for the board to be drawn again: the one place that requests the board's update. */
  readonly changed: () => void;
}

/** The game enters `phase` (play: a new game, an undo, leaving play mode; the count; finished):
 * `message` says how it stands (null: nothing), `score` is its count (null: none), `dead` its dead
 * stones (by default none); no move is held as sent. */
export const enterPhase = (
  state: PlayState,
  phase: GamePhase,
  message: Phrase | null,
  score: Score | null,
  dead: ReadonlySet<number> = new Set(),
): void => change(state, { phase, message, score, dead, pending: null });

/** `message` shows in the status (null: none), and `pending` is the move held as sent (null: none). */
export const tell = (state: PlayState, message: Phrase | null, pending = state.pending): void =>
  change(state, { message, pending });

/** The dead stones are `dead`, counted as `score`. */
export const count = (state: PlayState, dead: ReadonlySet<number>, score: Score): void =>
  change(state, { dead, score });

/** A game in play, nothing said; `changed` asks the board for an update. */
export const playState = (changed: () => void): PlayState => {
  const state = { changed } as PlayState;
  enterPhase(state, 'play', null, null);
  return state;
};
