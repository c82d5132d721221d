// What an online board shows under its status: the two players, each with a name (and "(you)"
// on the local seat) and a clock; for a player, the button that asks to take back their last
// move, or the two that answer the opponent's asking; and the connection when it is not simply
// open. The clocks carry the `clock` part; they are timers, which screen readers do not read out
// as they tick: the board says the moments that matter (byo-yomi, the last seconds) in its live
// region.
import { html, nothing, svg, type TemplateResult } from 'lit';
import type { ClockSettings, Color, PlayerClock, SeatView } from '@go-board/rules';
import type { OnlineWords, Words } from '../words/words.js';
import { clockText, LOW_TIME_MS, timeLeft } from './clock.js';

export interface OnlinePanelState {
  seat: Color | null;
  players: { black: SeatView; white: SeatView };
  /** The clocks as they stand now, or null for a game without a clock. */
  clocks: Record<Color, PlayerClock> | null;
  settings: ClockSettings;
  /** The side whose clock runs, or null. */
  running: Color | null;
  /** The connection, when worth saying: connecting, reconnecting, closed for good. */
  connection: string | null;
  /** The local player's undo buttons, or null for none (a spectator, a game over). */
  undo: UndoState | null;
}

/** The local player may ask to take back their last move, may not now (it is not theirs, or
 * they asked already), or is asked by the opponent and answers. */
export type UndoState = 'ask' | 'cannot-ask' | 'answer';

export interface OnlineActions {
  askUndo(): void;
  answerUndo(accept: boolean): void;
}

const stone = (color: Color): TemplateResult =>
  html`<svg class="player-stone" viewBox="0 0 2 2" aria-hidden="true" focusable="false">${svg`<circle class="turn-disc ${color}" cx="1" cy="1" r="0.9"></circle>`}</svg>`;

function player(words: Words, online: OnlineWords, state: OnlinePanelState, color: Color): TemplateResult {
  const seat = state.players[color];
  const name = seat.name ?? words[color];
  const clock = state.clocks?.[color];
  const running = state.running === color;
  const low = running && clock !== undefined && timeLeft(clock) <= LOW_TIME_MS;
  return html`<li class="player ${color}${running ? ' running' : ''}">
    ${stone(color)}<span class="name">${name}${state.seat === color ? html` <span class="you">${online.you}</span>` : nothing}</span>
    ${seat.joined ? nothing : html`<span class="absent">${online.notJoined}</span>`}
    ${
      clock
        ? html`<span part="clock" class="clock ${color}${running ? ' running' : ''}${low ? ' low' : ''}" role="timer" aria-label=${online.clockOf(color)}>${clockText(online, state.settings, clock)}</span>`
        : nothing
    }
  </li>`;
}

const button = (name: string, label: string, run: () => void, disabled = false): TemplateResult =>
  html`<button type="button" class="action ${name}" ?disabled=${disabled} @click=${run}>${label}</button>`;

/** The undo row keeps its place while the game is played or counted, so nothing under it moves
 * as a request comes and goes. */
function undoRow(online: OnlineWords, undo: UndoState, actions: OnlineActions): TemplateResult {
  return html`<div class="undo">
    ${
      undo === 'answer'
        ? [
            button('allow-undo', online.allowUndo, () => actions.answerUndo(true)),
            button('refuse-undo', online.refuseUndo, () => actions.answerUndo(false)),
          ]
        : button('ask-undo', online.askUndo, () => actions.askUndo(), undo === 'cannot-ask')
    }
  </div>`;
}

export function renderOnlinePanel(
  words: Words,
  online: OnlineWords,
  state: OnlinePanelState,
  actions: OnlineActions,
): TemplateResult {
  return html`<div class="online" role="group" aria-label=${online.onlineGame}>
    <ul class="players">
      ${player(words, online, state, 'black')}${player(words, online, state, 'white')}
    </ul>
    ${state.undo ? undoRow(online, state.undo, actions) : nothing}
    <p class="connection">${state.connection ?? (state.seat === null ? online.watching : nothing)}</p>
  </div>`;
}
