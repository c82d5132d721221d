// The editor's undo and redo: before each edit the record's tree and position are kept (the
// rules' snapshotTree), and undoing brings them back (restoreTree), so every edit the editor
// makes, of any kind, is undone the same way. Edits of one gesture (a drag over several points,
// typing in one field) are one step.
import { snapshotTree, type Game, type TreeSnapshot } from '@go-board/rules';
import type { Phrase } from '../words/words.js';

/** How many edits can be undone: beyond, the oldest are forgotten. */
const STEPS = 500;

/** One step: the record as it was on one side of an edit, and the edit in words. */
export interface HistoryStep {
  snapshot: TreeSnapshot;
  said: Phrase;
  /** Edits of one gesture share it; they are undone together. */
  gesture: unknown;
}

export class EditHistory {
  #undo: HistoryStep[] = [];
  #redo: HistoryStep[] = [];

  get canUndo(): boolean {
    return this.#undo.length > 0;
  }

  get canRedo(): boolean {
    return this.#redo.length > 0;
  }

  /** Keeps `before`, the record before an edit said as `said`; an edit of the gesture of the last
   * step only changes what that step says. */
  push(before: TreeSnapshot, said: Phrase, gesture: unknown = {}): void {
    const last = this.#undo.at(-1);
    this.#redo = [];
    if (last && last.gesture === gesture) {
      last.said = said;
      return;
    }
    this.#undo.push({ snapshot: before, said, gesture });
    if (this.#undo.length > STEPS) this.#undo.shift();
  }

  /** The step to undo, with the record as it is now kept for redo; null when there is none. */
  undo(game: Game): HistoryStep | null {
    return this.#move(this.#undo, this.#redo, game);
  }

  /** The step to redo, with the record as it is now kept for undo; null when there is none. */
  redo(game: Game): HistoryStep | null {
    return this.#move(this.#redo, this.#undo, game);
  }

  /** Forgets every step: another record was opened. */
  clear(): void {
    this.#undo = [];
    this.#redo = [];
  }

  #move(from: HistoryStep[], to: HistoryStep[], game: Game): HistoryStep | null {
    const step = from.pop();
    if (!step) return null;
    to.push({ snapshot: snapshotTree(game), said: step.said, gesture: {} });
    return step;
  }
}
