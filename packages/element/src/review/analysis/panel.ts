// The analysis panel under the board: who is ahead and by how much, the move played against the
// best one, the candidate moves (each a button: hover or focus shows its line on the board, a
// click keeps it shown), and the tools: win rate or score, the ownership heat map, and the
// built-in engine's Analyze button with its progress.
import { html, nothing, type TemplateResult } from 'lit';
import { list } from '../../words/compose.js';
import type { ReviewWords, Words } from '../../words/words.js';
import { candidateText, candidateValue, compactCount, percentOf, standing, type Metric } from './figures.js';
import { pointName, type Color } from '@go-board/rules';
import type { Candidate, Evaluation } from './katago.js';
import { shownCandidates } from './marks.js';

export interface PanelState {
  evaluation: Evaluation | undefined;
  /** Where the evaluation comes from: the built-in engine (playouts) or an outside one (visits). */
  fromEngine: boolean;
  /** The move shown against the best one, or null. */
  verdict: string | null;
  metric: Metric;
  /** Whether the analysis of this game has leads in points, so a score can be shown. */
  canScore: boolean;
  ownershipShown: boolean;
  /** Percent done while the built-in engine runs; null when it does not. */
  running: number | null;
  /** Why the analysis could not be shown or run, or ''. */
  problem: string;
  pinned: Candidate | null;
  /** The side to move, whose chances the candidates show. */
  toMove: Color;
  height: number;
}

export interface PanelActions {
  setMetric(metric: Metric): void;
  toggleOwnership(): void;
  analyze(): void;
  stop(): void;
  preview(candidate: Candidate | null): void;
  pin(candidate: Candidate): void;
}

export function renderPanel(
  words: Words,
  review: ReviewWords,
  state: PanelState,
  actions: PanelActions,
): TemplateResult {
  const { evaluation } = state;
  const size = evaluation
    ? state.fromEngine
      ? review.playouts(evaluation.visits)
      : review.visits(evaluation.visits)
    : '';
  const summary = evaluation
    ? list(words, [...standing(words, review, evaluation.winRate, evaluation.scoreLead), size])
    : review.noAnalysis;
  const candidates = evaluation ? shownCandidates(evaluation) : [];
  const toggle = (label: string, pressed: boolean, action: () => void, name: string): TemplateResult =>
    html`<button type="button" class="tool ${name}" aria-pressed=${pressed ? 'true' : 'false'} @click=${action}>${label}</button>`;
  return html`<div part="analysis" class="analysis" role="group" aria-label=${review.analysis} aria-describedby="analysis-keys">
    <p class="analysis-summary">${summary}</p>
    ${state.verdict ? html`<p class="verdict">${state.verdict}</p>` : nothing}
    ${
      candidates.length > 0
        ? html`<div class="candidate-list" role="group" aria-label=${review.candidateMoves}>
          ${candidates.map((candidate, rank) => renderCandidateButton(words, review, state, actions, candidate, rank))}
        </div>`
        : nothing
    }
    <div class="analysis-tools">
      ${
        state.canScore
          ? html`<span class="metric" role="group" aria-label=${list(words, [review.winRate, review.scoreLead])}>
            ${toggle(review.winRate, state.metric === 'winrate', () => actions.setMetric('winrate'), 'winrate')}
            ${toggle(review.scoreLead, state.metric === 'score', () => actions.setMetric('score'), 'score')}
          </span>`
          : nothing
      }
      ${evaluation?.ownership ? toggle(review.ownership, state.ownershipShown, actions.toggleOwnership, 'ownership') : nothing}
      ${
        state.running === null
          ? html`<button type="button" class="tool analyze" part="analyze" @click=${actions.analyze}>${review.analyze}</button>`
          : html`<button type="button" class="tool analyze running" part="analyze" @click=${actions.stop}>${review.stop}</button>`
      }
      <span class="analysis-status">${state.running === null ? state.problem : review.analyzing(state.running)}</span>
    </div>
    <p id="analysis-keys" class="visually-hidden">${review.analysisKeys}</p>
  </div>`;
}

function renderCandidateButton(
  words: Words,
  review: ReviewWords,
  state: PanelState,
  actions: PanelActions,
  candidate: Candidate,
  rank: number,
): TemplateResult {
  const name = candidate.point ? pointName(candidate.point, state.height) : words.pass;
  const label = review.candidateNote(rank + 1, candidateText(words, review, candidate, state.height, state.toMove));
  // The figure for the side that would play it: the board writes the same on the disc.
  const shown = percentOf(words, candidateValue('winrate', candidate, state.toMove));
  // Named by what it shows, then said in full (a name that starts with the visible text).
  return html`<button type="button" class="candidate-button${rank === 0 ? ' best' : ''}" aria-pressed=${state.pinned === candidate ? 'true' : 'false'}
    @pointerenter=${() => actions.preview(candidate)} @pointerleave=${() => actions.preview(null)}
    @focus=${() => actions.preview(candidate)} @blur=${() => actions.preview(null)} @click=${() => actions.pin(candidate)}>
    <span class="name">${name}</span> <span class="figures">${review.percent(shown)} · ${compactCount(candidate.visits)}</span><span class="visually-hidden">${words.listSeparator}${label}</span>
  </button>`;
}
