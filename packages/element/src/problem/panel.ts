// Everything under a problem board: the problem's buttons, Retry, Hint and Show solution (unless
// controls="none", for pages that bring their own and call retry(), hint() and showSolution()),
// then the status (whose move, or the verdict, and the last message).
import { html, nothing, svg, type TemplateResult } from 'lit';
import type { Color } from '@go-board/rules';
import { problemHeadline, ProblemState } from './speech.js';
import type { Phrase, Words } from '../words/words.js';

export interface ProblemPanelState {
  state: ProblemState;
  solver: Color;
  opponent: Color;
  message: Phrase | null;
  controls: 'full' | 'minimal' | 'none';
  /** Whether the reader has left the start, so Retry has something to take back. */
  moved: boolean;
  hasSolution: boolean;
}

export interface ProblemActions {
  retry(): void;
  hint(): void;
  showSolution(): void;
}

const stone = (color: Color): TemplateResult =>
  html`<svg class="turn-stone" viewBox="0 0 2 2" aria-hidden="true" focusable="false">${svg`<circle class="turn-disc ${color}" cx="1" cy="1" r="0.9"></circle>`}</svg>`;

function action(name: string, label: string, run: () => void, disabled: boolean): TemplateResult {
  return html`<button type="button" class="action ${name}" ?disabled=${disabled} @click=${run}>${label}</button>`;
}

export function renderProblemPanel(words: Words, panel: ProblemPanelState, actions: ProblemActions): TemplateResult {
  const { state, solver, opponent } = panel;
  const verdict = state === ProblemState.Solved ? 'right' : state === ProblemState.Failed ? 'wrong' : '';
  const mover = state === ProblemState.Answering ? opponent : solver;
  // The buttons first: the verdict and the messages under them never move them or the board.
  return html`
    ${
      panel.controls === 'none'
        ? nothing
        : html`<div part="controls" class="controls play problem" role="group" aria-label=${words.problemControls}>
          <div class="row">
            ${action('retry', words.retry, actions.retry, !panel.moved && state === ProblemState.Solving)}
            ${action('hint', words.hint, actions.hint, state !== ProblemState.Solving && state !== ProblemState.Answering)}
            ${action('solution', words.showSolution, actions.showSolution, !panel.hasSolution)}
          </div>
        </div>`
    }
    <div part="status" class="status problem">
      <p class="status-line">
        <span class="turn ${verdict ? `verdict-text ${verdict}` : ''}">${verdict ? nothing : stone(mover)}${problemHeadline(words, state, solver, opponent)}</span>
      </p>
      <p class="message">${panel.message ? panel.message(words) : nothing}</p>
    </div>
  `;
}
