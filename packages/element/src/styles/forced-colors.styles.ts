import { css } from 'lit';

/** Windows high contrast and other forced palettes: system colours, every shape still apart. */
export const forcedColorStyles = css`
  @media (forced-colors: active) {
    .goban {
      forced-color-adjust: none;
    }

    .wood,
    .backdrop,
    .dimmed {
      fill: Canvas;
    }

    .lines,
    .edges,
    .stone.white,
    .territory.white,
    .segment {
      stroke: CanvasText;
    }

    .star,
    .coordinate,
    .stone.black,
    .territory.black,
    .arrowhead {
      fill: CanvasText;
      stroke: CanvasText;
    }

    .stone.white {
      fill: Canvas;
    }

    .on-empty,
    .on-white {
      --_mark: CanvasText;
    }

    .on-black {
      --_mark: Canvas;
    }

    .illegal-move {
      stroke: Highlight;
    }

    .last-move {
      stroke: var(--_mark);
    }

    .variation text {
      fill: LinkText;
    }

    .selected {
      fill: Highlight;
      fill-opacity: 0.4;
    }

    .cursor {
      stroke: Highlight;
    }

    .board:focus-visible,
    .control:focus-visible,
    .variation:focus-visible,
    .slider:focus-visible,
    select:focus-visible {
      outline-color: Highlight;
    }

    .control,
    button.variation {
      border-color: ButtonText;
    }

    button.variation[aria-current='true'] {
      border-color: Highlight;
      box-shadow: none;
      outline: 2px solid Highlight;
    }
  }
`;
