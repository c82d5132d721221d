import { css } from 'lit';

/** The ownership overlay (show-ownership), in view and play modes. */
export const ownershipStyles = css`
  :host {
    --go-board-ownership-black-color: rgb(0 0 0 / 0.5);
    --go-board-ownership-white-color: rgb(255 255 255 / 0.7);
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

  @media (forced-colors: active) {
    .owner.black {
      fill: var(--_ink);
      fill-opacity: 0.5;
    }

    /* Paper on paper would not show: White's squares are ringed with ink, as its stones are. */
    .owner.white {
      fill: var(--_paper);
      fill-opacity: 0.7;
      stroke: var(--_ink);
      stroke-width: 1px;
      vector-effect: non-scaling-stroke;
    }
  }
`;
