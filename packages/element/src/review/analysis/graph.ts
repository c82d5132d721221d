// The win-rate (or score-lead) graph of the main line, under the board: Black's figure move by
// move, the 50% (or even) line, the move shown, and the big swings marked, with labels that say
// whose figure it is and what its edges stand for (Black's win rate 100% at the top, 0% at the
// bottom; or Black's and White's largest lead shown, and the last move). It is a slider for
// the keyboard (arrows, Page Up/Down, Home/End move along the game) and the pointer (a click goes
// to that move), and a table for screen readers, with every move's figures and losses.
import { html, svg, type TemplateResult } from 'lit';
import { moveText } from '../../board/speech.js';
import { list } from '../../words/compose.js';
import type { ReviewWords, Words } from '../../words/words.js';
import { decimal, lossOf, MISTAKE, percentOf, standing, verdict, type Metric } from './figures.js';
import type { Evaluation } from './katago.js';
import type { MainLine } from './main-line.js';

/** The drawing's own units: as wide as there are moves (at least this), as tall as this. */
const MIN_WIDTH = 40;
const HEIGHT = 100;
/** Room above and below the figures, in the drawing's units (a 4.5rem graph: some 5 px), so a
 * mistake's dot at either edge is drawn whole. */
const INSET = 8;

/** What the graph shows, and what it does. */
export interface GraphState {
  line: MainLine;
  /** The evaluation of each turn of the main line that has one. */
  evaluations: ReadonlyMap<number, Evaluation>;
  metric: Metric;
  /** The turn of the main line shown, or of the main line's last node before the variation shown. */
  current: number;
  goTo(turn: number): void;
}

/** Black's figure of a turn in the metric, or null. */
function valueAt(evaluations: ReadonlyMap<number, Evaluation>, metric: Metric, turn: number): number | null {
  const evaluation = evaluations.get(turn);
  if (!evaluation) return null;
  return metric === 'score' ? evaluation.scoreLead : evaluation.winRate;
}

/** The turns whose move lost at least a mistake's worth against the best. */
export function mistakes(
  line: MainLine,
  evaluations: ReadonlyMap<number, Evaluation>,
  metric: Metric,
): Map<number, number> {
  const found = new Map<number, number>();
  for (const [turn, after] of evaluations) {
    const node = line.nodes[turn];
    const lost = node && turn > 0 ? lossOf(metric, node, evaluations.get(turn - 1), after) : null;
    if (lost && lost.metric === metric && lost.loss >= MISTAKE[metric]) found.set(turn, lost.loss);
  }
  return found;
}

/** How far from the middle the graph reaches in points: the largest lead but for outliers (one
 * lead far beyond the rest would flatten every other), at least 10. The leads are read from the
 * tenth largest in a hundred, with half again as much room, and never beyond the largest: a lead
 * beyond the range is drawn at the edge. */
export function scoreRange(evaluations: ReadonlyMap<number, Evaluation>): number {
  const leads: number[] = [];
  for (const evaluation of evaluations.values())
    if (evaluation.scoreLead !== null) leads.push(Math.abs(evaluation.scoreLead));
  if (leads.length === 0) return 10;
  leads.sort((a, b) => a - b);
  const typical = leads[Math.floor((leads.length - 1) * 0.9)]!;
  return Math.max(10, Math.min(leads[leads.length - 1]!, typical * 1.5));
}

export function renderGraph(words: Words, review: ReviewWords, state: GraphState): TemplateResult {
  const { line, evaluations, metric, current } = state;
  const last = line.nodes.length - 1;
  const width = Math.max(MIN_WIDTH, last);
  const range = scoreRange(evaluations);
  // Black's side at the top: a win rate of 1, or Black's lead at the range (or beyond it).
  const span = HEIGHT / 2 - INSET;
  const y = (value: number): number =>
    HEIGHT / 2 -
    (metric === 'score' ? Math.max(-1, Math.min(1, value / range)) : Math.max(-1, Math.min(1, 2 * value - 1))) * span;
  const [top, bottom] =
    metric === 'score'
      ? [review.leads('black', decimal(words, range)), review.leads('white', decimal(words, range))]
      : [review.winRateOf('black', percentOf(words, 1)), review.winRateOf('black', percentOf(words, 0))];
  let path = '';
  let pen = false;
  for (let turn = 0; turn <= last; turn++) {
    const value = valueAt(evaluations, metric, turn);
    // A turn without analysis leaves a gap in the line.
    if (value === null) {
      pen = false;
      continue;
    }
    path += `${pen ? 'L' : 'M'}${turn} ${y(value).toFixed(2)}`;
    pen = true;
  }
  const swings = mistakes(line, evaluations, metric);
  const name = review.alongTheGame(metric === 'score' ? review.scoreLead : review.winRate);
  const goToPointer = (event: MouseEvent): void => {
    // The drawing's own box: the area has room beside it for the dots at the ends.
    const box = (event.currentTarget as Element).querySelector('svg')!.getBoundingClientRect();
    state.goTo(Math.max(0, Math.min(last, Math.round(((event.clientX - box.left) / Math.max(1, box.width)) * width))));
  };
  const keydown = (event: KeyboardEvent): void => {
    const steps: Record<string, number> = {
      ArrowLeft: -1,
      ArrowDown: -1,
      ArrowRight: 1,
      ArrowUp: 1,
      PageUp: -10,
      PageDown: 10,
    };
    let target: number | null =
      event.key in steps ? current + steps[event.key]! : event.key === 'Home' ? 0 : event.key === 'End' ? last : null;
    if (target === null) return;
    event.preventDefault();
    target = Math.max(0, Math.min(last, target));
    if (target !== current) state.goTo(target);
  };
  return html`<div part="graph" class="graph">
    <div class="graph-area" role="slider" tabindex="0" aria-label=${name} aria-valuemin="0" aria-valuemax=${last} aria-valuenow=${current}
      aria-valuetext=${turnText(words, review, state, current)} @click=${goToPointer} @keydown=${keydown}>
      <svg class="graph-drawing" viewBox="0 0 ${width} ${HEIGHT}" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <rect class="graph-white" x="0" y=${HEIGHT / 2} width=${width} height=${HEIGHT / 2}></rect>
        <line class="graph-middle" x1="0" y1=${HEIGHT / 2} x2=${width} y2=${HEIGHT / 2}></line>
        <line class="graph-current" x1=${current} y1="0" x2=${current} y2=${HEIGHT}></line>
        ${[...swings.keys()].map((turn) => svg`<line class="graph-mistake" data-move=${turn} x1=${turn} y1=${y(valueAt(evaluations, metric, turn)!)} x2=${turn} y2=${y(valueAt(evaluations, metric, turn)!)}></line>`)}
        <path class="graph-line" d=${path}></path>
      </svg>
      <span class="graph-label top" aria-hidden="true">${top}</span>
      <span class="graph-label bottom" aria-hidden="true">${bottom}</span>
      <span class="graph-label end" aria-hidden="true">${words.moveNumber(last)}</span>
    </div>
    ${tableOf(words, review, state, name, swings)}
  </div>`;
}

/** A turn in words, for the slider: "Move 57, Black Q16: Black 62%, Black leads by 3.5; Black
 * lost 4.5 points here". */
function turnText(words: Words, review: ReviewWords, state: GraphState, turn: number): string {
  const node = state.line.nodes[turn];
  const evaluation = state.evaluations.get(turn);
  const move = node ? moveText(words, node, state.line.height) : null;
  const heading = list(words, [turn === 0 ? words.startOfGame : words.moveNumber(turn), move ?? '']);
  if (!evaluation) return list(words, [heading, review.noAnalysis]);
  const judged = node
    ? verdict(words, review, node, state.evaluations.get(turn - 1), evaluation, state.line.height)
    : null;
  return list(words, [heading, ...standing(words, review, evaluation.winRate, evaluation.scoreLead), judged ?? '']);
}

/** The last table drawn, kept: it changes only with the analysis, the metric or the words, and
 * the same template result lets the graph's render skip its hundreds of rows. */
let table: { key: unknown[]; result: TemplateResult } | null = null;

function tableOf(
  words: Words,
  review: ReviewWords,
  state: GraphState,
  caption: string,
  swings: Map<number, number>,
): TemplateResult {
  const key = [state.evaluations, state.metric, words, review];
  if (!table || table.key.some((item, index) => item !== key[index]))
    table = { key, result: renderTable(words, review, state, caption, swings) };
  return table.result;
}

function renderTable(
  words: Words,
  review: ReviewWords,
  state: GraphState,
  caption: string,
  swings: Map<number, number>,
): TemplateResult {
  const { line, evaluations } = state;
  const rows: TemplateResult[] = [];
  for (const [turn, evaluation] of evaluations) {
    const node = line.nodes[turn];
    const lost = node && turn > 0 ? lossOf(state.metric, node, evaluations.get(turn - 1), evaluation) : null;
    const loss = lost
      ? lost.metric === 'score'
        ? review.points(decimal(words, lost.loss))
        : review.percent(percentOf(words, lost.loss))
      : '';
    const [winRate, lead] = standing(words, review, evaluation.winRate, evaluation.scoreLead);
    rows.push(html`<tr>
      <th scope="row">${turn}</th>
      <td>${node ? (moveText(words, node, line.height) ?? '') : ''}</td>
      <td>${winRate}</td>
      <td>${lead ?? ''}</td>
      <td>${swings.has(turn) ? list(words, [loss, review.mistake]) : loss}</td>
    </tr>`);
  }
  return html`<table class="graph-table visually-hidden">
    <caption>${caption}</caption>
    <thead><tr><th scope="col">${review.moveHeader}</th><th scope="col">${review.playedHeader}</th><th scope="col">${review.winRate}</th><th scope="col">${review.scoreLead}</th><th scope="col">${review.lossHeader}</th></tr></thead>
    <tbody>${rows}</tbody>
  </table>`;
}
