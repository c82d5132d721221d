import { css } from 'lit';

/** The board: wood, lines, stones, markup, the cursor and the error message over it. */
export const boardStyles = css`
  .board {
    position: relative;
    /* As wide as the space it has, up to its largest size, and centred there: in a grid (the tree
       beside it) the centring margins would otherwise shrink it to the drawing's default 300 px,
       and to nothing while content-visibility still skips the drawing (WebKit). */
    inline-size: 100%;
    /* A board wider than tall may be wider by as much (--_aspect is width / height). */
    max-inline-size: calc(var(--go-board-max-size) * var(--_aspect, 1));
    margin-inline: auto;
    border-radius: var(--go-board-border-radius);
    outline: none;
  }

  .board:focus-visible {
    outline: 3px solid var(--go-board-focus-ring-color);
    outline-offset: 2px;
  }

  /* A board off the screen is not laid out or painted until it comes near (content-visibility):
     a page of fifty diagrams draws the few in view. Its size does not wait: the aspect ratio of
     the drawing (--_aspect, also while it is skipped) keeps its place. */
  .goban {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: auto var(--_aspect, 1);
    content-visibility: auto;
    border-radius: var(--go-board-border-radius);
    user-select: none;
    -webkit-user-select: none;
  }

  .wood {
    fill: var(--go-board-background);
  }

  /* Lines keep their width in screen pixels at every board size, so small boards stay crisp (a
     picture larger than the board on the screen widens them, export/raster.ts). */
  .lines,
  .edges {
    fill: none;
    stroke: var(--go-board-line-color);
    stroke-width: var(--go-board-line-width);
    vector-effect: non-scaling-stroke;
  }

  .edges {
    stroke-width: calc(2 * var(--go-board-line-width));
    stroke-linecap: square;
  }

  .star {
    fill: var(--go-board-star-color);
  }

  /* Centred on their points: across by text-anchor, down by their dy (board/geometry.ts TEXT_DROP). */
  text {
    font-family: var(--go-board-font-family);
    text-anchor: middle;
  }

  .coordinate {
    fill: var(--go-board-coordinate-color);
    font-size: 0.42px;
  }

  .stone {
    stroke-width: 1px;
    vector-effect: non-scaling-stroke;
  }

  .stone.black {
    fill: var(--go-board-black-stone-color);
    stroke: var(--_black-stone-outline);
  }

  .stone.white {
    fill: var(--go-board-white-stone-color);
    stroke: var(--go-board-stone-outline-color);
  }

  /* The realistic look's light, stripes and shadow (board/materials.ts) lie over and under the
     stones; they are not targets, the stones are. On screen its outline is a fraction of the
     spacing (not a pixel), so the hairline of wood between two stones stays open at every size;
     on paper and under forced colours stones keep the pixel outline of the flat look. The shading
     draws the edge of a white stone, which keeps a fainter outline. */
  @media screen and (forced-colors: none) {
    .realistic .stone {
      stroke-width: 0.02px;
      vector-effect: none;
    }
  }

  .realistic .stone.white {
    stroke-opacity: 0.6;
  }

  .light,
  .shadow,
  .grain {
    pointer-events: none;
  }

  .on-empty {
    --_mark: var(--go-board-markup-color);
  }

  .on-black {
    --_mark: var(--go-board-mark-on-black-color);
  }

  .on-white {
    --_mark: var(--go-board-mark-on-white-color);
  }

  .mark {
    fill: none;
    stroke: var(--_mark);
    stroke-width: 0.07px;
  }

  /* The last move's ring (or dot) in its colour over a halo, a wider ring in the colour that
     stands out from the stone (the mark colour: light on black, dark on white), so it reads on
     both at any size. Both are fractions of the spacing and grow with the board. The book style
     and paper draw the ring alone (--_halo: none). */
  .last-move {
    fill: none;
    stroke: var(--go-board-last-move-color, var(--_mark));
    stroke-width: 0.075px;
  }

  .last-move.dot {
    fill: var(--go-board-last-move-color, var(--_mark));
    stroke: none;
  }

  .last-move-halo {
    fill: none;
    stroke: var(--_halo, var(--_mark));
    stroke-width: 0.16px;
    stroke-opacity: 0.9;
  }

  /* A move of the record the rules forbid: a "no entry" sign in the colour of wrong answers. */
  .illegal-move {
    fill: none;
    stroke: var(--go-board-wrong-color, #cf222e);
    stroke-width: 0.09px;
  }

  .point-text text {
    fill: var(--_mark);
    font-weight: 600;
  }

  .backdrop {
    fill: var(--go-board-background);
  }

  /* A mark on an empty point clears the lines (and a star point) under it, as printed diagrams
     do: in the book style only (and on paper), which set --_knockout to the board's colour, where
     a line through a mark would be read as part of it. */
  .knockout {
    fill: var(--_knockout, none);
  }

  .variation text {
    fill: var(--go-board-variation-color);
    font-weight: 700;
  }

  .variation {
    cursor: pointer;
  }

  .segment {
    stroke: var(--go-board-markup-color);
    stroke-width: 0.08px;
    stroke-linecap: round;
  }

  .arrowhead {
    fill: var(--go-board-markup-color);
  }

  .selected {
    fill: var(--go-board-selection-color);
  }

  .dimmed {
    fill: var(--go-board-background);
    fill-opacity: var(--go-board-dim-opacity);
  }

  .territory.black {
    fill: var(--go-board-black-stone-color);
  }

  .territory.white {
    fill: var(--go-board-white-stone-color);
    stroke: var(--go-board-stone-outline-color);
    stroke-width: 1px;
    vector-effect: non-scaling-stroke;
  }

  .cursor {
    fill: none;
    stroke: var(--go-board-cursor-color);
    stroke-width: 2px;
    vector-effect: non-scaling-stroke;
  }

  .overlay,
  .shading {
    pointer-events: none;
  }

  .overlay .variation {
    pointer-events: auto;
  }

  /* Loading the record: the wood alone (a grid might be the wrong size) and a word over it. */
  .board.loading :is(.lines, .edges, .star, .coordinate) {
    visibility: hidden;
  }

  .loading-note {
    position: absolute;
    inset: 0;
    display: grid;
    place-items: center;
    font-size: 0.95rem;
    color: var(--go-board-coordinate-color);
    pointer-events: none;
  }

  .error {
    position: absolute;
    inset: 10%;
    display: flex;
    align-items: center;
    justify-content: center;
    padding: 1em;
    overflow: auto;
    overflow-wrap: anywhere;
    text-align: center;
    font-size: 0.95rem;
    line-height: 1.4;
    color: #7a1010;
    background: #fff5f5;
    border: 2px solid #b3261e;
    border-radius: 6px;
  }
`;
