import { css } from 'lit';

/** A playing board: the preview stone, a move held back while it is sent, dead stones, the ko
 * mark, the bot thinking, the count, and the buttons that ask before they end the game. (What a
 * problem shares with it, the status line and the buttons, is in input/moves.styles.ts.) */
export const playStyles = css`
  :host {
    --go-board-preview-opacity: 0.5;
    --go-board-dead-stone-opacity: 0.4;
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

  .action.armed {
    border-color: var(--go-board-wrong-color);
    box-shadow: inset 0 0 0 1px var(--go-board-wrong-color);
  }

  @media (forced-colors: active) {
    /* Faded ink is hard to tell from none: a dead stone keeps a light fill of its colour and
       a dashed ring of full ink. */
    .stone.dead {
      opacity: 1;
      fill-opacity: 0.4;
      stroke: var(--_ink);
      stroke-dasharray: 3 2;
    }

    .thinking-cue {
      background: Highlight;
    }

    .preview.black {
      fill: var(--_ink);
      stroke: var(--_ink);
    }

    .preview.white {
      fill: var(--_paper);
      stroke: var(--_ink);
    }

    .preview.pending,
    .sending {
      stroke: var(--_accent);
    }

    .sending.black {
      fill: var(--_ink);
    }

    .sending.white {
      fill: var(--_paper);
    }

    .action.armed {
      border-color: Highlight;
    }

    .ko-mark {
      stroke: var(--_ink);
    }
  }
`;
