// The element as the modes read it, and how a mode's folder makes its mode: named apart from the
// switch (mode-switch.ts), which imports each folder, so that the folders import nothing back.
import type { LitElement } from 'lit';
import type { BoardMode, ModeContext, ModeName } from './mode.js';
import type { EditSettings } from '../edit/edit-mode.js';
import type { DeadStoneGuesser, PlaySettings } from '../play/play-mode.js';
import type { ProblemSettings } from '../problem/problem-mode.js';
import type { ReplaySettings } from '../replay/replay-mode.js';

/** The element, as the modes read it: its `mode`, and the settings each mode reads. */
export type ModeBoard = LitElement &
  PlaySettings &
  ProblemSettings &
  ReplaySettings &
  EditSettings & { readonly mode: ModeName };

/** What a mode's folder offers to make its mode. */
export type MakeMode<M extends BoardMode> = (
  context: ModeContext,
  board: ModeBoard,
  guessDeadStones: DeadStoneGuesser,
) => M;
