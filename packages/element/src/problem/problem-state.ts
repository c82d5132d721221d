// What a problem board draws of the problem: where the reader is (solving, the board answering,
// solved, failed, the solution shown), the hinted point, the verdict on the reader's last move,
// and the line under the headline. A plain record: its fields are read-only to everyone but the
// named transitions below, which never touch the DOM. `changed` is the one place that asks for
// the board to be drawn again; the problem's layer and panel read the record.
import type { Point } from '@go-board/rules';
import { change } from '../state/change.js';
import type { Phrase } from '../words/words.js';
import { ProblemState } from './speech.js';

export interface ProblemRecord {
  readonly state: ProblemState;
  /** The first right move, marked when the reader asked for a hint. */
  readonly hint: Point | null;
  /** The reader's last move, marked right or wrong once the line has ended. */
  readonly verdict: (Point & { right: boolean }) | null;
  /** The line under the headline: a hint, why a point cannot be played, why the reader waits. */
  readonly message: Phrase | null;
  /** Asks for the board to be drawn again: the one place that requests the board's update. */
  readonly changed: () => void;
}

/** A problem at its start, the reader to move; `changed` asks the board for an update. */
export const problemRecord = (changed: () => void): ProblemRecord => ({
  state: ProblemState.Solving,
  hint: null,
  message: null,
  verdict: null,
  changed,
});

/** The reader is in `state` afresh (the start, the board answering, or the line ended, with
 * `verdict` on the reader's last move): no hint marked, nothing said. */
export const enterState = (
  record: ProblemRecord,
  state: ProblemState,
  verdict: ProblemRecord['verdict'] = null,
): void => change(record, { state, hint: null, message: null, verdict });

/** The reader goes on in `state` (the board answered, or the solution is shown from the start):
 * what is marked and said stays. */
export const goOn = (record: ProblemRecord, state: ProblemState): void => change(record, { state });

/** `message` shows under the headline, and `hint`, when given, is marked. */
export const tell = (record: ProblemRecord, message: Phrase, hint = record.hint): void =>
  change(record, { message, hint });
