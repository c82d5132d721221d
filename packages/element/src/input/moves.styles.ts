import { css } from 'lit';

/** A board that takes moves, in play and problem modes alike: its area, the status line (whose
 * turn, the messages) and the buttons under the board. */
export const movesStyles = css`
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

  .action:focus-visible {
    outline: 3px solid var(--go-board-focus-ring-color);
    outline-offset: 2px;
  }

  @media (forced-colors: active) {
    .turn-disc.white {
      fill: Canvas;
      stroke: CanvasText;
    }

    .turn-disc.black {
      fill: CanvasText;
    }

    .action {
      border-color: ButtonText;
    }

    .action:focus-visible {
      outline-color: Highlight;
    }
  }
`;
