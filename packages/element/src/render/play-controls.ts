// The controls of a playing board. Playing: pass, resign, undo (when allowed), and with 'full'
// a new game and the record to download. Scoring: accept or resume. Finished: a new game and
// the record. Text buttons: every action says what it does.
import { html, nothing, type TemplateResult } from 'lit';
import type { GamePhase } from '../play-speech.js';
import type { Words } from '../words/words.js';

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

export function renderPlayControls(words: Words, state: PlayControlsState, actions: PlayActions): TemplateResult {
  const full = state.controls === 'full';
  const undo = state.undo === 'hidden' ? nothing : action('undo', words.undo, actions.undo, state.undo === 'disabled');
  const newGame = full ? action('new-game', words.newGame, actions.newGame) : nothing;
  let buttons: unknown[];
  if (state.phase === 'scoring') {
    buttons = [action('accept', words.acceptScore, actions.accept), action('resume', words.resumePlay, actions.resume)];
  } else if (state.phase === 'finished') {
    buttons = [undo, newGame];
  } else {
    buttons = [action('pass', words.pass, actions.pass, !state.canMove), action('resign', words.resign, actions.resign, !state.canResign), undo, newGame];
  }
  return html`<div part="controls" class="controls play" role="group" aria-label=${words.gameControls}>
    ${buttons}${full ? action('download', words.downloadSgf, actions.download) : nothing}
  </div>`;
}
