import { css } from 'lit';

/**
 * Windows high contrast and other forced palettes: the board in system colours, as dark ink on
 * light paper, in every theme, as printed diagrams draw it. Black's stones are filled with ink and
 * White's are paper ringed with ink at full contrast. The ink is the palette's darker colour: under
 * a dark-on-light palette ink is CanvasText on Canvas; under a light-on-dark one (prefers-color-scheme
 * dark) the board's drawing is a sheet of CanvasText with Canvas as its ink, so Black's stones stay
 * the dark filled ones and White's the rings (never a black chain drawn as white discs). The
 * pair is `--_ink` and `--_paper`; every forced rule that paints the board or the tree uses them.
 * The cursor, the selection and what is wrong are marked in `--_accent` (Highlight where it
 * shows on the paper) and variation letters in `--_link` (LinkText likewise).
 *
 * Only paint is set here, never a stroke width: each shape keeps the width the board gives it (in
 * screen pixels, or a fraction of a cell). A shape drawn by its fill alone (star points,
 * coordinates, arrowheads) gets no stroke, since its stroke width would be the default of one
 * grid unit: a whole cell, which turned coordinates into blobs and star points into thick rings.
 */
export const forcedColorStyles = css`
  @media (forced-colors: active) {
    :host {
      --_ink: CanvasText;
      --_paper: Canvas;
      --_accent: Highlight;
      --_link: LinkText;
    }
  }

  @media (forced-colors: active) and (prefers-color-scheme: dark) {
    /* A light-on-dark palette's Highlight and LinkText are light (cyan, yellow): on the light
       paper they would not show, so there the cursor, the selection and the letters are ink. */
    :host {
      --_ink: Canvas;
      --_paper: CanvasText;
      --_accent: var(--_ink);
      --_link: var(--_ink);
    }
  }

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
      fill: var(--_paper);
    }

    .lines,
    .edges,
    .segment {
      stroke: var(--_ink);
    }

    .star,
    .coordinate,
    .arrowhead,
    .territory.black {
      fill: var(--_ink);
    }

    .stone.black {
      fill: var(--_ink);
      stroke: var(--_ink);
    }

    .stone.white,
    .territory.white {
      fill: var(--_paper);
      stroke: var(--_ink);
    }

    .on-empty,
    .on-white {
      --_mark: var(--_ink);
    }

    .on-black {
      --_mark: var(--_paper);
    }

    .illegal-move {
      stroke: var(--_accent);
    }

    .last-move {
      stroke: var(--_mark);
    }

    .last-move.dot {
      fill: var(--_mark);
    }

    /* The realistic look's light, shadow, stripes and grain are left out: flat ink and paper, and
       the last move's ring alone, in full-contrast ink. */
    .light,
    .shadow,
    .grain,
    .last-move-halo {
      display: none;
    }

    /* White's ring in full-contrast ink in every look: the realistic look draws it fainter
       (board.styles.ts), which this rule outweighs. */
    .goban .stone.white {
      stroke-opacity: 1;
    }

    .variation text {
      fill: var(--_link);
    }

    .selected {
      fill: var(--_accent);
      fill-opacity: 0.4;
    }

    .cursor {
      stroke: var(--_accent);
    }

    /* The controls' own rules are adopted with them (controls.styles.ts). */
    .board:focus-visible,
    select:focus-visible {
      outline-color: Highlight;
    }

    select {
      border-color: ButtonText;
    }
  }
`;
