import { css } from 'lit';

/** A playing board: the preview stone, dead stones, the ko mark, the status line, the count
 * and the game's buttons. */
export const playStyles = css`
  .board.playing {
    /* No double-tap zoom between a tap and its confirming tap. */
    touch-action: manipulation;
  }

  .board.playing.play .goban,
  .board.playing.scoring .goban {
    cursor: pointer;
  }

  .play-layer {
    pointer-events: none;
  }

  .preview {
    opacity: var(--go-board-preview-opacity);
    stroke-width: 1px;
    vector-effect: non-scaling-stroke;
  }

  .preview.black {
    fill: var(--go-board-black-stone-color);
    stroke: var(--_black-stone-outline);
  }

  .preview.white {
    fill: var(--go-board-white-stone-color);
    stroke: var(--go-board-stone-outline-color);
  }

  /* Waiting for the confirming tap: nearly solid, ringed in the cursor colour. */
  .preview.pending {
    opacity: calc((1 + var(--go-board-preview-opacity)) / 2);
    stroke: var(--go-board-cursor-color);
    stroke-width: 3px;
  }

  /* Sent to the page's server and not yet played: nearly solid, with a dashed ring. */
  .sending {
    opacity: calc((1 + var(--go-board-preview-opacity)) / 2);
    stroke: var(--go-board-cursor-color);
    stroke-width: 2px;
    stroke-dasharray: 4 3;
    vector-effect: non-scaling-stroke;
  }

  .sending.black {
    fill: var(--go-board-black-stone-color);
  }

  .sending.white {
    fill: var(--go-board-white-stone-color);
  }

  .stone.dead {
    opacity: var(--go-board-dead-stone-opacity);
  }

  .ko-mark {
    fill: none;
    stroke: var(--go-board-markup-color);
    stroke-width: 0.07px;
  }

  .status {
    margin-block-start: 0.5rem;
    font-size: 0.9rem;
    line-height: 1.4;
    background: var(--go-board-panel-background);
  }

  .status p {
    margin: 0;
  }

  .status-line {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    font-variant-numeric: tabular-nums;
  }

  .turn {
    display: inline-flex;
    align-items: center;
    gap: 0.35em;
    font-weight: 600;
  }

  .turn-stone {
    inline-size: 1em;
    block-size: 1em;
  }

  .turn-disc.black {
    fill: var(--go-board-black-stone-color);
  }

  .turn-disc.white {
    fill: var(--go-board-white-stone-color);
    stroke: var(--go-board-stone-outline-color);
    stroke-width: 0.15;
  }

  .message {
    margin-block-start: 0.25rem;
    overflow-wrap: anywhere;
  }

  /* The bot is thinking: a pulsing dot in the status, a waiting pointer over the board. */
  .thinking-cue {
    display: inline-block;
    inline-size: 0.6em;
    block-size: 0.6em;
    margin-inline-end: 0.4em;
    border-radius: 50%;
    background: var(--go-board-accent-color);
    animation: go-board-thinking 0.9s ease-in-out infinite alternate;
  }

  .board.thinking .goban {
    cursor: progress;
  }

  @keyframes go-board-thinking {
    from {
      opacity: 0.25;
    }
    to {
      opacity: 1;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    .thinking-cue {
      animation: none;
    }
  }

  /* The ownership overlay (show-ownership), over the stones, never in the way of a click. */
  .ownership {
    pointer-events: none;
  }

  .owner.black {
    fill: var(--go-board-ownership-black-color);
  }

  .owner.white {
    fill: var(--go-board-ownership-white-color);
  }

  .score {
    margin-block-start: 0.5rem;
    font-size: 0.9rem;
    background: var(--go-board-panel-background);
  }

  .score table {
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }

  .score caption {
    text-align: start;
    font-weight: 600;
  }

  .score th,
  .score td {
    padding: 0.1rem 0.75rem 0.1rem 0;
    text-align: end;
  }

  .score th[scope='row'] {
    text-align: start;
    font-weight: normal;
  }

  .score .total {
    border-block-start: 1px solid currentColor;
    font-weight: 600;
  }

  .score .total th {
    font-weight: 600;
  }

  .score .result {
    margin: 0.25rem 0 0;
    font-weight: 600;
  }

  .controls.play {
    gap: 0.35rem;
  }

  .action {
    padding: 0.3rem 0.8rem;
    border: 1px solid color-mix(in srgb, currentColor 35%, transparent);
    border-radius: 6px;
    background: transparent;
    cursor: pointer;
  }

  .action:disabled {
    opacity: 0.4;
    cursor: default;
  }

  /* A button that may ask for its second press lays out its other label too, invisible and of no
     height: it is always as wide as the longer one, and nothing beside it moves. */
  .action[data-other]::after {
    content: attr(data-other);
    display: block;
    height: 0;
    overflow: hidden;
    visibility: hidden;
  }

  .action.armed {
    border-color: var(--go-board-wrong-color);
    box-shadow: inset 0 0 0 1px var(--go-board-wrong-color);
  }

  .action:focus-visible {
    outline: 3px solid var(--go-board-focus-ring-color);
    outline-offset: 2px;
  }

  @media (forced-colors: active) {
    .owner.black {
      fill: CanvasText;
      fill-opacity: 0.5;
    }

    /* Paper on paper would not show: White's squares are ringed with ink, as its stones are. */
    .owner.white {
      fill: Canvas;
      fill-opacity: 0.7;
      stroke: CanvasText;
      stroke-width: 1px;
      vector-effect: non-scaling-stroke;
    }

    /* Faded ink is hard to tell from none: a dead stone keeps a light fill of its colour and
       a dashed ring of full ink. */
    .stone.dead {
      opacity: 1;
      fill-opacity: 0.4;
      stroke: CanvasText;
      stroke-dasharray: 3 2;
    }

    .thinking-cue {
      background: Highlight;
    }

    .preview.black {
      fill: CanvasText;
      stroke: CanvasText;
    }

    .preview.white,
    .turn-disc.white {
      fill: Canvas;
      stroke: CanvasText;
    }

    .turn-disc.black {
      fill: CanvasText;
    }

    .preview.pending,
    .sending {
      stroke: Highlight;
    }

    .sending.black {
      fill: CanvasText;
    }

    .sending.white {
      fill: Canvas;
    }

    .action.armed {
      border-color: Highlight;
    }

    .ko-mark {
      stroke: CanvasText;
    }

    .action {
      border-color: ButtonText;
    }

    .action:focus-visible {
      outline-color: Highlight;
    }
  }
`;
