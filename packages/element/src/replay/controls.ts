// The replay controls: first, back, play, forward, last, a slider and "Move N of M" ('full');
// back, forward and the count ('minimal').
import { html, noChange, type TemplateResult } from 'lit';
import { Directive, directive, type PropertyPart } from 'lit/directive.js';
import type { Words } from '../words/words.js';
import { firstIcon, lastIcon, nextIcon, pauseIcon, playIcon, previousIcon } from './icons.js';

/** The slider's position, set whenever the slider is elsewhere (the reader dragged it where the
 * board did not go), not only when the move changes, as Lit's `live` does; written here for the one
 * property, as `live` brings Lit's directive helpers to every page. */
class SliderPosition extends Directive {
  render(value: string): string {
    return value;
  }

  override update(part: PropertyPart, [value]: [string]): unknown {
    const slider = part.element as HTMLInputElement;
    if (slider.value !== value) slider.value = value;
    return noChange;
  }
}
const sliderPosition = directive(SliderPosition);

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
  /** What the board adds at the end of the full controls: the export button and its menu. */
  extra?: unknown;
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

function button(
  name: string,
  label: string,
  icon: TemplateResult,
  disabled: boolean,
  action: () => void,
): TemplateResult {
  return html`<button type="button" class="control ${name}" aria-label=${label} title=${label} ?disabled=${disabled}
    @click=${action}>${icon}</button>`;
}

export function renderControls(words: Words, state: ReplayState, actions: ReplayActions): TemplateResult {
  const position = words.moveOf(state.moveNumber, state.totalMoves);
  const counter = html`<span class="counter">${position}</span>`;
  if (state.controls === 'minimal') {
    return html`<div part="controls" class="controls minimal" role="group" aria-label=${words.replayControls}>
      ${button('previous', words.previousMove, previousIcon, state.atStart, actions.previous)}
      ${counter}
      ${button('next', words.nextMove, nextIcon, state.atEnd, actions.next)}
    </div>`;
  }
  const speeds = AUTOPLAY_DELAYS.includes(state.autoplayDelay as (typeof AUTOPLAY_DELAYS)[number])
    ? AUTOPLAY_DELAYS
    : [...AUTOPLAY_DELAYS, state.autoplayDelay].sort((a, b) => a - b);
  const autoplay = state.playing ? words.pause : words.play;
  // Two rows (styles/room.ts): the buttons and the count, then the slider, the speed and the
  // export button; one row on a wide board. A row never wraps: the controls' height depends on the
  // board's width alone, which go-board.css reads the same way before the board is defined.
  return html`<div class="controls-room"><div part="controls" class="controls full" role="group" aria-label=${words.replayControls}>
    <div class="row">
      <div class="buttons">
        ${button('first', words.firstMove, firstIcon, state.atStart, actions.first)}
        ${button('previous', words.previousMove, previousIcon, state.atStart, actions.previous)}
        <button type="button" class="control autoplay" aria-label=${autoplay}
          title=${autoplay} aria-pressed=${state.playing ? 'true' : 'false'}
          ?disabled=${state.totalMoves === 0} @click=${actions.toggleAutoplay}>${state.playing ? pauseIcon : playIcon}</button>
        ${button('next', words.nextMove, nextIcon, state.atEnd, actions.next)}
        ${button('last', words.lastMove, lastIcon, state.atEnd, actions.last)}
      </div>
      ${counter}
    </div>
    <div class="row">
      <input class="slider" type="range" min="0" max=${state.totalMoves} step="1" aria-label=${words.moveSlider}
        aria-valuetext=${position} ?disabled=${state.totalMoves === 0}
        .value=${sliderPosition(String(state.moveNumber))}
        @input=${(event: Event) => actions.seek((event.target as HTMLInputElement).valueAsNumber)}>
      <label class="speed">${words.speed}
        <select @change=${(event: Event) => actions.setAutoplayDelay(Number((event.target as HTMLSelectElement).value))}>
          ${speeds.map((delay) => html`<option value=${delay} ?selected=${delay === state.autoplayDelay}>${words.seconds(delay / 1000)}</option>`)}
        </select>
      </label>
      ${state.extra}
    </div>
  </div></div>`;
}
