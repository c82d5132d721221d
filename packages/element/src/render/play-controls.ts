// The controls of a playing board. Playing: pass, resign, undo (when allowed), and with 'full'
// a new game and the record to download. Scoring: accept or resume. Finished: a new game and
// the record. Text buttons: every action says what it does.
import { html, nothing, type TemplateResult } from 'lit';
import type { GamePhase } from '../play-speech.js';

export interface PlayControlsState {
  controls: 'full' | 'minimal';
  phase: GamePhase;
  /** Whether the local player may move now (their turn, in the play phase). */
  canMove: boolean;
  /** Whether the local player may resign now. */
  canResign: boolean;
  /** Whether undo is offered (`allow-undo`), and whether there is anything to take back. */
  undo: 'hidden' | 'enabled' | 'disabled';
}

export interface PlayActions {
  pass(): void;
  resign(): void;
  undo(): void;
  newGame(): void;
  download(): void;
  accept(): void;
  resume(): void;
}

function action(name: string, label: string, run: () => void, disabled = false): TemplateResult {
  return html`<button type="button" class="action ${name}" ?disabled=${disabled} @click=${run}>${label}</button>`;
}

export function renderPlayControls(state: PlayControlsState, actions: PlayActions): TemplateResult {
  const full = state.controls === 'full';
  const undo = state.undo === 'hidden' ? nothing : action('undo', 'Undo', actions.undo, state.undo === 'disabled');
  let buttons: unknown[];
  if (state.phase === 'scoring') {
    buttons = [action('accept', 'Accept score', actions.accept), action('resume', 'Resume play', actions.resume)];
  } else if (state.phase === 'finished') {
    buttons = [undo, full ? action('new-game', 'New game', actions.newGame) : nothing];
  } else {
    buttons = [
      action('pass', 'Pass', actions.pass, !state.canMove),
      action('resign', 'Resign', actions.resign, !state.canResign),
      undo,
      full ? action('new-game', 'New game', actions.newGame) : nothing,
    ];
  }
  return html`<div part="controls" class="controls play" role="group" aria-label="Game">
    ${buttons}${full ? action('download', 'Download SGF', actions.download) : nothing}
  </div>`;
}
