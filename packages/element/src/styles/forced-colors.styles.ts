import { css } from 'lit';

/**
 * Windows high contrast and other forced palettes: the board in system colours, as ink
 * (CanvasText) on paper (Canvas), in every theme. Black's stones are filled with ink and White's
 * are paper ringed with ink at full contrast, as printed diagrams draw them: under a light-on-dark
 * palette too, Black's are the filled ones (in light ink) and White's the rings.
 *
 * Only paint is set here, never a stroke width: each shape keeps the width the board gives it (in
 * screen pixels, or a fraction of a cell). A shape drawn by its fill alone (star points,
 * coordinates, arrowheads) gets no stroke, since its stroke width would be the default of one
 * grid unit: a whole cell, which turned coordinates into blobs and star points into thick rings.
 */
export const forcedColorStyles = css`
  @media (forced-colors: active) {
    /* Left to the browser, every fill would become Canvas and every stone would vanish; the
       board picks its system colours itself. */
    .goban,
    .coordinate-layer {
      forced-color-adjust: none;
    }

    .wood,
    .backdrop,
    .dimmed {
      fill: Canvas;
    }

    .lines,
    .edges,
    .segment {
      stroke: CanvasText;
    }

    .star,
    .coordinate,
    .arrowhead,
    .territory.black {
      fill: CanvasText;
    }

    .stone.black {
      fill: CanvasText;
      stroke: CanvasText;
    }

    .stone.white,
    .territory.white {
      fill: Canvas;
      stroke: CanvasText;
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

    .last-move.dot {
      fill: var(--_mark);
    }

    /* The realistic look's light, shadow, stripes and grain are left out: flat ink and paper. */
    .light,
    .shadow,
    .grain {
      display: none;
    }

    /* White's ring in full-contrast ink in every look: the realistic look draws it fainter
       (board.styles.ts), which this rule outweighs. */
    .goban .stone.white {
      stroke-opacity: 1;
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
    button.variation,
    select {
      border-color: ButtonText;
    }

    button.variation[aria-current='true'] {
      border-color: Highlight;
      box-shadow: none;
      outline: 2px solid Highlight;
    }
  }
`;
