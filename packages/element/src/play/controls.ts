// The controls of a playing board. Playing: pass, resign (on a second press, as it ends the
// game; so does the pass that follows a pass), undo (when allowed), and with 'full' a new game and
// the record to download. Scoring: accept or resume. Finished: a new game and
// the record. Text buttons: every action says what it does.
import { html, nothing, type TemplateResult } from 'lit';
import type { GamePhase } from './speech.js';
import type { Words } from '../words/words.js';

export interface PlayControlsState {
  controls: 'full' | 'minimal';
  phase: GamePhase;
  /** Whether the local player may move now (their turn, in the play phase). */
  canMove: boolean;
  /** Whether the local player may resign now. */
  canResign: boolean;
  /** Whether the game is a game server's (online): no new game, no resuming from the count. */
  online?: boolean;
  /** Whether the local user plays (not a spectator): only players accept a count. */
  seated?: boolean;
  /** Whether undo is offered (`allow-undo`), and whether there is anything to take back. */
  undo: 'hidden' | 'enabled' | 'disabled';
  /** The button pressed once that waits for its confirming second press ("Resign?"). */
  armed?: 'pass' | 'resign' | null;
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

/** A button that asks for a second press before it acts: its label becomes the question. The
 * label it does not show is kept as `data-other`, which the styles lay out invisibly, so the
 * button is as wide as the longer of the two and nothing beside it moves. */
function confirmedAction(
  name: string,
  label: string,
  question: string,
  armed: boolean,
  run: () => void,
  disabled: boolean,
): TemplateResult {
  return html`<button type="button" class="action ${name}${armed ? ' armed' : ''}" data-other=${armed ? label : question} ?disabled=${disabled} @click=${run}>${armed ? question : label}</button>`;
}

export function renderPlayControls(words: Words, state: PlayControlsState, actions: PlayActions): TemplateResult {
  const full = state.controls === 'full';
  const undo = state.undo === 'hidden' ? nothing : action('undo', words.undo, actions.undo, state.undo === 'disabled');
  let moves: unknown[];
  if (state.phase === 'scoring') {
    moves = [
      state.seated === false ? nothing : action('accept', words.acceptScore, actions.accept),
      state.online ? nothing : action('resume', words.resumePlay, actions.resume),
    ];
  } else if (state.phase === 'finished') {
    moves = [undo];
  } else {
    moves = [
      confirmedAction('pass', words.pass, words.confirmPass, state.armed === 'pass', actions.pass, !state.canMove),
      confirmedAction(
        'resign',
        words.resign,
        words.confirmResign,
        state.armed === 'resign',
        actions.resign,
        !state.canResign,
      ),
      undo,
    ];
  }
  // Two rows with the full controls (the game's moves, then a new game and the record), one with
  // the minimal ones; a row never wraps, and the second is kept when empty, so the status under
  // them never moves (styles/room.ts).
  const record = full
    ? html`<div class="row">${state.phase === 'scoring' || state.online ? nothing : action('new-game', words.newGame, actions.newGame)}${action('download', words.downloadSgf, actions.download)}</div>`
    : nothing;
  return html`<div part="controls" class="controls play ${state.controls}" role="group" aria-label=${words.gameControls}><div class="row">${moves}</div>${record}</div>`;
}
