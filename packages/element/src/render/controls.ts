// The replay controls: first, back, play, forward, last, a slider and "Move N of M" ('full');
// back, forward and the count ('minimal').
import { html, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { firstIcon, lastIcon, nextIcon, pauseIcon, playIcon, previousIcon } from './icons.js';

/** Delays between autoplayed moves offered by the speed setting, in milliseconds. */
export const AUTOPLAY_DELAYS = [500, 1000, 1500, 3000, 5000] as const;

export interface ReplayState {
  controls: 'full' | 'minimal';
  moveNumber: number;
  totalMoves: number;
  atStart: boolean;
  atEnd: boolean;
  playing: boolean;
  autoplayDelay: number;
}

export interface ReplayActions {
  first(): void;
  previous(): void;
  next(): void;
  last(): void;
  toggleAutoplay(): void;
  seek(moveNumber: number): void;
  setAutoplayDelay(milliseconds: number): void;
}

function button(name: string, label: string, icon: TemplateResult, disabled: boolean, action: () => void): TemplateResult {
  return html`<button type="button" class="control ${name}" aria-label=${label} title=${label} ?disabled=${disabled}
    @click=${action}>${icon}</button>`;
}

export function renderControls(state: ReplayState, actions: ReplayActions): TemplateResult {
  const counter = html`<span class="counter">Move ${state.moveNumber} of ${state.totalMoves}</span>`;
  if (state.controls === 'minimal') {
    return html`<div part="controls" class="controls minimal" role="group" aria-label="Replay">
      ${button('previous', 'Previous move', previousIcon, state.atStart, actions.previous)}
      ${counter}
      ${button('next', 'Next move', nextIcon, state.atEnd, actions.next)}
    </div>`;
  }
  const speeds = AUTOPLAY_DELAYS.includes(state.autoplayDelay as (typeof AUTOPLAY_DELAYS)[number])
    ? AUTOPLAY_DELAYS
    : [...AUTOPLAY_DELAYS, state.autoplayDelay].sort((a, b) => a - b);
  return html`<div part="controls" class="controls full" role="group" aria-label="Replay">
    <div class="buttons">
      ${button('first', 'First move', firstIcon, state.atStart, actions.first)}
      ${button('previous', 'Previous move', previousIcon, state.atStart, actions.previous)}
      <button type="button" class="control autoplay" aria-label=${state.playing ? 'Pause' : 'Play'}
        title=${state.playing ? 'Pause' : 'Play'} aria-pressed=${state.playing ? 'true' : 'false'}
        ?disabled=${state.totalMoves === 0} @click=${actions.toggleAutoplay}>${state.playing ? pauseIcon : playIcon}</button>
      ${button('next', 'Next move', nextIcon, state.atEnd, actions.next)}
      ${button('last', 'Last move', lastIcon, state.atEnd, actions.last)}
    </div>
    <input class="slider" type="range" min="0" max=${state.totalMoves} step="1" aria-label="Move"
      aria-valuetext="Move ${state.moveNumber} of ${state.totalMoves}" ?disabled=${state.totalMoves === 0}
      .value=${live(String(state.moveNumber))}
      @input=${(event: Event) => actions.seek((event.target as HTMLInputElement).valueAsNumber)}>
    ${counter}
    <label class="speed">Speed
      <select @change=${(event: Event) => actions.setAutoplayDelay(Number((event.target as HTMLSelectElement).value))}>
        ${speeds.map((delay) => html`<option value=${delay} ?selected=${delay === state.autoplayDelay}>${delay / 1000} s</option>`)}
      </select>
    </label>
  </div>`;
}
