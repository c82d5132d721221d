import { css, unsafeCSS } from 'lit';
import { BOARD_MARGIN, COORDINATE_BAND } from '../board/geometry.js';

/** The smallest coordinate written, as a font size in CSS pixels. */
const SMALLEST_TEXT = 10;
/** The smallest cell, in CSS pixels, whose band beside the board holds a row number ("19") of
 * that size without touching the stones on the edge or running off the board. */
const SMALLEST_CELL = 14;
/** Where cells are large, coordinates are this share of a cell, as the standalone SVG draws them. */
const TEXT_PER_CELL = 0.42;
/** The most columns a board can show (SGF's largest board). */
const MOST_COLUMNS = 52;

/** Per number of columns shown: the layer's width in cells (the columns, and the margin and the
 * coordinate band on either side), and the width under which a cell is too small to hold the
 * coordinates. A container query cannot compare with a custom property, so each count gets its
 * own rule; they are written here, when the module loads, not shipped as text. */
function rulesPerColumnCount(): string {
  const rules: string[] = [];
  for (let columns = 1; columns <= MOST_COLUMNS; columns++) {
    const span = columns - 1 + 2 * (BOARD_MARGIN + COORDINATE_BAND);
    const layer = `.coordinate-layer[data-columns='${columns}']`;
    rules.push(
      `${layer}{--_span:${span}}`,
      `@container go-board-coordinates (width < ${span * SMALLEST_CELL}px){${layer} .coordinate{display:none}}`,
    );
  }
  return rules.join('\n');
}

/**
 * The coordinates over the element's board (render/coordinate-layer.ts): a layer the size of the
 * board whose width, as a container, gives the size of a cell in pixels. The coordinates are
 * 0.42 of a cell, never under 10 px, and hide below 14 px cells: on a 19x19 board in a 280 px
 * column they would otherwise be 6 px tall.
 */
export const coordinateStyles = css`
  .coordinate-layer {
    position: absolute;
    inset: 0;
    /* An SVG is a replaced element: positioned, it would keep its own 300x150 without these. */
    width: 100%;
    height: 100%;
    container: go-board-coordinates / inline-size;
    pointer-events: none;
  }

  .coordinate-layer .coordinate {
    font-size: max(${SMALLEST_TEXT}px, ${TEXT_PER_CELL} * 100cqi / var(--_span));
  }

  ${unsafeCSS(rulesPerColumnCount())}
`;
