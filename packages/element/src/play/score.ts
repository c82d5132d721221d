// The count of the scoring phase, as players check it: under area rules stones and territory,
// under territory rules territory and prisoners; komi (and, counting by area, White's points for
// Black's handicap stones); the totals; the result. It follows every stone marked dead or alive.
import { html, type TemplateResult } from 'lit';
import type { Score, ScoreBreakdown } from '@go-board/rules';
import { resultText } from './speech.js';
import type { Words } from '../words/words.js';

/** The rows of the table, each the key of its label in the words and its field in the breakdown. */
type Row = keyof ScoreBreakdown & keyof Words;

const AREA_ROWS: Row[] = ['stones', 'territory', 'komi'];
const TERRITORY_ROWS: Row[] = ['territory', 'prisoners', 'komi'];

export function renderScore(words: Words, score: Score): TemplateResult {
  const { black, white } = score.breakdown;
  // The handicap row only where it adds something, so that the rows always add up to the total.
  const rows =
    score.rules === 'area' ? (white.handicap > 0 ? [...AREA_ROWS, 'handicap' as const] : AREA_ROWS) : TERRITORY_ROWS;
  return html`<div part="score" class="score"><table><caption>${words.scoreCaption(score.rules)}</caption><thead><tr><td></td><th scope="col">${words.black}</th><th scope="col">${words.white}</th></tr></thead><tbody>${rows.map((field) => html`<tr class=${field}><th scope="row">${words[field]}</th><td>${words.number(black[field])}</td><td>${words.number(white[field])}</td></tr>`)}<tr class="total"><th scope="row">${words.total}</th><td>${words.number(score.black)}</td><td>${words.number(score.white)}</td></tr></tbody></table><p class="result">${resultText(words, score.result)} (${score.result})</p></div>`;
}
