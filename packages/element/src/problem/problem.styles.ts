import { css } from 'lit';

/** A problem board: the hint ring, the verdict on the last move, and the verdict in words. */
export const problemStyles = css`
  :host {
    --go-board-right-color: #1a7f37;
    --go-board-hint-color: #1558c7;
  }

  .problem-layer {
    pointer-events: none;
  }

  .problem-layer .hint {
    fill: none;
    stroke: var(--go-board-hint-color);
    stroke-width: 3px;
    stroke-dasharray: 4 3;
    vector-effect: non-scaling-stroke;
  }

  .verdict {
    fill: none;
    stroke-width: 0.09px;
    stroke-linecap: round;
  }

  .verdict-halo {
    display: none;
  }

  .verdict.right {
    stroke: var(--go-board-right-color);
  }

  .verdict.wrong {
    stroke: var(--go-board-wrong-color);
  }

  /* The words carry the verdict; the sign before them only repeats it for the eye. */
  .verdict-text::before {
    font-weight: 700;
  }

  .verdict-text.right::before {
    content: '✓' / '';
    color: var(--go-board-right-color);
  }

  .verdict-text.wrong::before {
    content: '✗' / '';
    color: var(--go-board-wrong-color);
  }

  @media (forced-colors: active) {
    .problem-layer .hint {
      stroke: var(--_accent);
    }

    .verdict,
    .verdict.right,
    .verdict.wrong {
      stroke: var(--_accent);
    }

    .verdict-halo {
      display: inline;
      fill: none;
      stroke: var(--_paper);
      stroke-width: 0.18px;
      stroke-linecap: round;
    }

    .verdict-text::before {
      color: CanvasText;
    }
  }
`;
