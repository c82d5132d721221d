import { expect } from '@esm-bundle/chai';
import { GameNode } from '@go-board/rules';
import { adoptStyles, render } from 'lit';
import { en } from '../../words/en.js';
import { enReview } from '../../words/en-review.js';
import { analysisStyles } from './analysis.styles.js';
import type { Metric } from './figures.js';
import { renderGraph, scoreRange } from './graph.js';
import type { Evaluation } from './katago.js';
import type { MainLine } from './main-line.js';

/** A main line of as many moves as `leads` has turns, each turn evaluated with Black's lead given
 * and a win rate that follows it. */
function analysedLine(leads: number[]): { line: MainLine; evaluations: Map<number, Evaluation> } {
  const nodes: GameNode[] = [new GameNode(null, null)];
  for (let turn = 1; turn < leads.length; turn++) {
    const parent = nodes[turn - 1]!;
    const node = new GameNode(parent, turn % 2 === 1 ? 'black' : 'white', turn % 19, Math.floor(turn / 19));
    parent.children.push(node);
    nodes.push(node);
  }
  const line = {
    width: 19,
    height: 19,
    nodes,
    toMoveAt: (turn: number) => (turn % 2 === 0 ? 'black' : 'white'),
    turnOf: (node: GameNode) => nodes.indexOf(node),
  } as unknown as MainLine;
  const evaluations = new Map<number, Evaluation>(
    leads.map((lead, turn) => [
      turn,
      {
        turnNumber: turn,
        winRate: 1 / (1 + Math.exp(-lead / 4)),
        scoreLead: lead,
        visits: 100,
        candidates: [],
        ownership: null,
      },
    ]),
  );
  return { line, evaluations };
}

/** Black leads by 1 to 3 along 40 moves, but for one move where the engine saw Black 60 ahead
 * (turn 20), and a run of mistakes back and forth by 8 points from turn 30. */
const LEADS = Array.from({ length: 41 }, (_, turn) =>
  turn === 20 ? 60 : turn >= 30 && turn <= 36 ? (turn % 2 === 0 ? 6 : -2) : 1 + (turn % 3),
);

/** The graph drawn in a shadow root with the analysis's styles, 360 px wide. */
function drawGraph(metric: Metric, leads = LEADS): { root: ShadowRoot; host: HTMLElement } {
  const host = document.createElement('div');
  host.style.inlineSize = '360px';
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  adoptStyles(root, [analysisStyles]);
  const { line, evaluations } = analysedLine(leads);
  render(renderGraph(en, enReview, { line, evaluations, metric, current: 10, goTo: () => undefined }), root);
  return { root, host };
}

afterEach(() => {
  for (const host of document.querySelectorAll('body > div')) host.remove();
});

describe('the review graph', () => {
  it('should keep its scale for the leads but an outlier, and draw the outlier at the edge', () => {
    expect(scoreRange(analysedLine(LEADS).evaluations)).to.be.below(15);
    const { root } = drawGraph('score');
    const drawing = root.querySelector('svg.graph-drawing')!;
    const box = drawing.getBoundingClientRect();
    const line = root.querySelector('path.graph-line')!;
    // The leads of 1 to 3 use a fair share of the height, not a sliver beside a lead of 60.
    const points = line
      .getAttribute('d')!
      .split(/[ML]/)
      .filter(Boolean)
      .map((point) => Number(point.trim().split(' ')[1]));
    const usual = points.filter((_, turn) => turn < 20);
    expect(Math.max(...usual) - Math.min(...usual), 'the usual leads spread over the height').to.be.above(5);
    // The outlier at the top edge of the drawing, within the viewBox.
    expect(points[20])
      .to.be.at.least(0)
      .and.below(Math.min(...usual));
    expect(box.height).to.be.above(0);
  });

  it("should draw every mistake's dot whole, at either edge too, and under the line", () => {
    for (const metric of ['score', 'winrate'] as const) {
      const { root } = drawGraph(metric);
      const area = root.querySelector('.graph-area')!.getBoundingClientRect();
      const dots = [...root.querySelectorAll<SVGLineElement>('.graph-mistake')];
      expect(dots.map((dot) => dot.dataset.move)).to.include('20');
      expect(dots.length, `${metric}: the run of mistakes`).to.be.at.least(4);
      const line = root.querySelector('.graph-line')!;
      for (const dot of dots) {
        const radius = parseFloat(getComputedStyle(dot).strokeWidth) / 2;
        const centre = new DOMPoint(dot.x1.baseVal.value, dot.y1.baseVal.value).matrixTransform(dot.getScreenCTM()!);
        const where = `${metric}: the dot of move ${dot.dataset.move}`;
        expect(centre.y - radius, where).to.be.at.least(area.top + 1);
        expect(centre.y + radius, where).to.be.at.most(area.bottom - 1);
        expect(centre.x - radius, where).to.be.at.least(area.left + 1);
        expect(centre.x + radius, where).to.be.at.most(area.right - 1);
        // Drawn before the line, so the line passes over it.
        expect(dot.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING, where).to.not.equal(0);
        // Small beside the gap between two moves: dots side by side leave the line between them.
        expect(radius * 2, where).to.be.below(8);
      }
    }
  });

  it('should say what its top and bottom stand for, whose figure it draws, and the last move', () => {
    const winRate = drawGraph('winrate').root;
    const labels = (root: ShadowRoot) =>
      [...root.querySelectorAll('.graph-label')].map((label) => label.textContent!.trim());
    expect(labels(winRate)).to.deep.equal(["Black's win rate 100%", "Black's win rate 0%", 'Move 40']);
    const score = drawGraph('score').root;
    const range = scoreRange(analysedLine(LEADS).evaluations);
    expect(labels(score)).to.deep.equal([
      `Black leads by ${Math.round(range * 10) / 10} points`,
      `White leads by ${Math.round(range * 10) / 10} points`,
      'Move 40',
    ]);
    // Each label is shown, inside the graph.
    for (const root of [winRate, score]) {
      const area = root.querySelector('.graph-area')!.getBoundingClientRect();
      for (const label of root.querySelectorAll('.graph-label')) {
        const box = label.getBoundingClientRect();
        expect(box.width).to.be.above(0);
        expect(box.top).to.be.at.least(area.top);
        expect(box.bottom).to.be.at.most(area.bottom);
      }
    }
  });
});
