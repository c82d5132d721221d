// The status line of a playing board: whose turn it is, the move number and the captures, and
// under them the last thing worth saying (a pass, why a point cannot be played, the result).
// Not a live region itself: the board's own live region speaks, so nothing is read twice.
import { html, nothing, svg, type TemplateResult } from 'lit';
import type { Game } from '@go-board/rules';
import { turnText, type GamePhase } from './speech.js';
import type { Phrase, Words } from '../words/words.js';

export interface StatusState {
  game: Game;
  phase: GamePhase;
  /** Whether the side to move is the local player's. */
  localTurn: boolean;
  message: Phrase | null;
  /** Whether the bot is choosing its move: the status says so, over the last message. */
  thinking?: boolean;
  /** The button waiting for its confirming second press: its question shows over the message,
   * which shows again once the question is forgotten. */
  armed?: 'pass' | 'resign' | null;
}

const turnStone = (color: string): TemplateResult =>
  html`<svg class="turn-stone" viewBox="0 0 2 2" aria-hidden="true" focusable="false">${svg`<circle class="turn-disc ${color}" cx="1" cy="1" r="0.9"></circle>`}</svg>`;

export function renderStatus(
  words: Words,
  { game, phase, localTurn, message, thinking = false, armed }: StatusState,
): TemplateResult {
  const shown = armed ? words[armed === 'pass' ? 'passAgainToEnd' : 'resignAgain'] : message?.(words);
  const summary =
    phase === 'play'
      ? html`<span class="turn">${turnStone(game.turn)}${turnText(words, game, localTurn)}</span>`
      : html`<span class="turn">${phase === 'scoring' ? words.scoring : words.gameOverTitle}</span>`;
  const { black, white } = game.captures;
  return html`<div part="status" class="status"><p class="status-line columns">${summary}<span class="move-number">${words.moveNumber(game.moveNumber)}</span><span class="captures">${words.captures(black, white)}</span></p>${
    thinking
      ? html`<p class="message thinking"><span class="thinking-cue" aria-hidden="true"></span>${words.botThinking}</p>`
      : html`<p class="message">${shown ?? nothing}</p>`
  }</div>`;
}
