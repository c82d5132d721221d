import { css } from 'lit';
import { ownershipStyles } from '../../ownership/ownership.styles.js';

/**
 * The analysis's look, adopted when the analysis arrives. The candidates' colours are Okabe and Ito's
 * palette for colour-blind readers (blue, sky blue, yellow, orange, vermillion), which keeps them
 * apart under every common kind of colour blindness; the best is also ringed and every disc
 * carries its figure, so colour is never the only sign. Each colour is a custom property.
 */
export const analysisStyles = css`
  /* The heat map's squares take the ownership overlay's fills (and its forced-colours ink): the
     analysis may be the first of the two a board loads. */
  ${ownershipStyles}

  :host {
    --go-board-preview-opacity: 0.5;
  }

  /* Its buttons, as the controls' (styles/controls.styles.ts, which a board showing the analysis
     without the replay's controls does not load): the board's font, at least 24 by 24 px (WCAG 2.2
     target size). */
  :where(.analysis) button {
    box-sizing: border-box;
    min-block-size: 24px;
    min-inline-size: 24px;
    font: inherit;
    color: inherit;
  }

  .review-layer {
    pointer-events: none;
  }

  /* A dark ring keeps every disc apart from the wood, the light ones (yellow, sky blue) too. */
  .candidate circle {
    fill: var(--_candidate);
    stroke: rgb(0 0 0 / 0.75);
    stroke-width: 1px;
    vector-effect: non-scaling-stroke;
  }

  .candidate text {
    fill: #000;
  }

  .candidate .figure {
    font-size: 0.36px;
    font-weight: 700;
  }

  .candidate .count {
    font-size: 0.22px;
  }

  .candidate.best {
    --_candidate: var(--go-board-candidate-best-color, #0072b2);
  }

  .candidate.best circle {
    stroke: #fff;
    stroke-width: 2.5px;
  }

  .candidate.best text {
    fill: #fff;
  }

  .candidate.good {
    --_candidate: var(--go-board-candidate-good-color, #56b4e9);
  }

  .candidate.fair {
    --_candidate: var(--go-board-candidate-fair-color, #f0e442);
  }

  .candidate.poor {
    --_candidate: var(--go-board-candidate-poor-color, #e69f00);
  }

  .candidate.bad {
    --_candidate: var(--go-board-candidate-bad-color, #d55e00);
  }

  /* The record's next move among the candidates: a dashed ring, as review tools mark it. */
  .candidate.played circle {
    stroke: var(--go-board-markup-color);
    stroke-width: 2px;
    stroke-dasharray: 3 2;
  }

  /* A line's stones are lighter than the stones played, but stand out from the wood: most of
     their colour, and a whole outline. */
  .ghost circle {
    fill-opacity: calc((2 + var(--go-board-preview-opacity)) / 3);
    stroke-width: 1px;
    vector-effect: non-scaling-stroke;
  }

  .ghost.black circle {
    fill: var(--go-board-black-stone-color);
    stroke: var(--_black-stone-outline);
  }

  .ghost.white circle {
    fill: var(--go-board-white-stone-color);
    stroke: var(--go-board-stone-outline-color);
  }

  .ghost text {
    font-size: 0.46px;
    font-weight: 700;
  }

  .ghost.black text {
    fill: var(--go-board-mark-on-black-color);
  }

  .ghost.white text {
    fill: var(--go-board-mark-on-white-color);
  }

  .analysis {
    margin-block-start: 0.5rem;
    font-size: 0.9rem;
    line-height: 1.4;
    background: var(--go-board-panel-background);
  }

  .analysis p {
    margin: 0 0 0.25rem;
  }

  .analysis-summary {
    font-variant-numeric: tabular-nums;
  }

  .candidate-list,
  .analysis-tools,
  .metric {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.35rem;
  }

  .candidate-list {
    margin-block-end: 0.35rem;
  }

  .candidate-button,
  .tool {
    padding: 0.15rem 0.55rem;
    border: 1px solid color-mix(in srgb, currentColor 35%, transparent);
    border-radius: 6px;
    background: transparent;
    cursor: pointer;
    font-variant-numeric: tabular-nums;
  }

  .candidate-button.best {
    border-color: var(--go-board-candidate-best-color, #0072b2);
    box-shadow: inset 0 0 0 1px var(--go-board-candidate-best-color, #0072b2);
  }

  .candidate-button[aria-pressed='true'],
  .tool[aria-pressed='true'] {
    border-color: var(--go-board-accent-color);
    box-shadow: inset 0 0 0 1px var(--go-board-accent-color);
  }

  .candidate-button .name {
    font-weight: 700;
  }

  .candidate-button:focus-visible,
  .tool:focus-visible,
  .graph-area:focus-visible {
    outline: 3px solid var(--go-board-focus-ring-color);
    outline-offset: 2px;
  }

  .graph {
    margin-block-start: 0.5rem;
  }

  /* Room at either end for half a mistake's dot, which the drawing lets overflow into it. */
  .graph-area {
    position: relative;
    padding-inline: 4px;
    border: 1px solid color-mix(in srgb, currentColor 35%, transparent);
    border-radius: 4px;
    cursor: pointer;
  }

  .graph-drawing {
    display: block;
    inline-size: 100%;
    block-size: 4.5rem;
    overflow: visible;
  }

  /* The axes in words, in the corners: whose figure the top and the bottom stand for, and the
     last move at the right. */
  .graph-label {
    position: absolute;
    padding-inline: 0.2em;
    border-radius: 2px;
    background: color-mix(in srgb, var(--go-board-panel-background, Canvas) 75%, transparent);
    font-size: 0.7rem;
    line-height: 1.2;
    pointer-events: none;
  }

  .graph-label.top {
    inset-block-start: 1px;
    inset-inline-start: 4px;
  }

  .graph-label.bottom {
    inset-block-end: 1px;
    inset-inline-start: 4px;
  }

  .graph-label.end {
    inset-block-end: 1px;
    inset-inline-end: 4px;
  }

  /* White's half below the middle, Black's line over both. */
  .graph-white {
    fill: color-mix(in srgb, currentColor 8%, transparent);
  }

  .graph-middle {
    stroke: color-mix(in srgb, currentColor 40%, transparent);
    stroke-width: 1px;
    stroke-dasharray: 4 3;
    vector-effect: non-scaling-stroke;
  }

  .graph-line {
    fill: none;
    stroke: currentColor;
    stroke-width: 2px;
    stroke-linejoin: round;
    vector-effect: non-scaling-stroke;
  }

  .graph-current {
    stroke: var(--go-board-accent-color);
    stroke-width: 2px;
    vector-effect: non-scaling-stroke;
  }

  /* A zero-length line with a round cap and a stroke in screen pixels: a round dot at any
     width of the graph, drawn under the line so that dots side by side never hide it. */
  .graph-mistake {
    stroke: var(--go-board-candidate-bad-color, #d55e00);
    stroke-width: 7px;
    stroke-linecap: round;
    vector-effect: non-scaling-stroke;
  }

  @media (forced-colors: active) {
    .graph-drawing {
      forced-color-adjust: none;
    }

    .graph-white {
      fill: none;
    }

    .candidate circle,
    .ghost circle {
      fill: var(--_paper);
      stroke: var(--_ink);
    }

    .candidate text,
    .ghost text {
      fill: var(--_ink);
    }

    .candidate.best circle {
      fill: Highlight;
      stroke: var(--_ink);
    }

    .candidate.played circle {
      stroke: var(--_ink);
    }

    .candidate.best text {
      fill: HighlightText;
    }

    .ghost.black circle {
      fill: var(--_ink);
      stroke: var(--_ink);
    }

    .ghost.white circle {
      fill: var(--_paper);
      stroke: var(--_ink);
    }

    .ghost.black text {
      fill: var(--_paper);
    }

    .ghost.white text {
      fill: var(--_ink);
    }

    .graph-line,
    .graph-middle {
      stroke: CanvasText;
    }

    .graph-current,
    .graph-mistake {
      stroke: Highlight;
    }
  }
`;
