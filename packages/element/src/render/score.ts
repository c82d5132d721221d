// The count of the scoring phase, as players check it: under area rules stones and territory,
// under territory rules territory and prisoners; komi; the totals; the result. It follows every
// stone marked dead or alive.
import { html, type TemplateResult } from 'lit';
import type { Score, ScoreBreakdown } from '@go-board/rules';
import { resultText } from '../play-speech.js';

type Row = [label: string, field: keyof ScoreBreakdown];

const AREA_ROWS: Row[] = [
  ['Stones', 'stones'],
  ['Territory', 'territory'],
  ['Komi', 'komi'],
];

const TERRITORY_ROWS: Row[] = [
  ['Territory', 'territory'],
  ['Prisoners', 'prisoners'],
  ['Komi', 'komi'],
];

export function renderScore(score: Score): TemplateResult {
  const rows = score.rules === 'area' ? AREA_ROWS : TERRITORY_ROWS;
  const { black, white } = score.breakdown;
  return html`<div part="score" class="score">
    <table>
      <caption>Score, ${score.rules} rules</caption>
      <thead><tr><td></td><th scope="col">Black</th><th scope="col">White</th></tr></thead>
      <tbody>
        ${rows.map(([label, field]) => html`<tr class=${field}><th scope="row">${label}</th><td>${black[field]}</td><td>${white[field]}</td></tr>`)}
        <tr class="total"><th scope="row">Total</th><td>${score.black}</td><td>${score.white}</td></tr>
      </tbody>
    </table>
    <p class="result">${resultText(score.result)} (${score.result})</p>
  </div>`;
}
