import { css } from 'lit';

/** The variation tree, beside the board (`tree="side"`: a second column as tall as the first, the
 * tree drawn down it; under the board on a narrow screen) or under it (`tree="below"`). */
export const treeStyles = css`
  :host([tree='side']) {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(9rem, 16rem);
    column-gap: 0.75rem;
    align-items: start;
  }

  :host([tree='side']) > * {
    grid-column: 1;
  }

  /* Beside the board it spans every row of the first column and adds no height of its own: it
     is as tall as the board with its panels, and scrolls. */
  :host([tree='side']) > .tree-panel {
    grid-column: 2;
    grid-row: 1 / span 40;
    align-self: stretch;
    block-size: 0;
    min-block-size: 100%;
  }

  .tree-panel {
    position: relative;
    margin-block-start: 0.5rem;
  }

  .tree-panel.side {
    margin-block-start: 0;
  }

  /* Under the board, as tall as its rows, up to a few. */
  .tree {
    box-sizing: border-box;
    max-block-size: 8rem;
    overflow: auto;
    border: 1px solid color-mix(in srgb, currentColor 35%, transparent);
    border-radius: 4px;
    background: var(--go-board-panel-background);
    overscroll-behavior: contain;
  }

  .tree-panel.side .tree {
    block-size: 100%;
    max-block-size: none;
    min-block-size: 8rem;
  }

  .tree:focus-visible {
    outline: 3px solid var(--go-board-focus-ring-color);
    outline-offset: 2px;
  }

  .tree-drawing {
    display: block;
  }

  .tree-link {
    fill: none;
    stroke: color-mix(in srgb, currentColor 45%, transparent);
    stroke-width: 1.5px;
  }

  .tree-link.main {
    stroke: color-mix(in srgb, currentColor 75%, transparent);
    stroke-width: 2px;
  }

  .tree-node {
    cursor: pointer;
  }

  /* The whole cell takes the pointer, though nothing is painted there. */
  .tree-node .hit {
    fill: none;
    pointer-events: all;
  }

  .tree-stone {
    stroke-width: 1px;
  }

  .tree-node.black .tree-stone {
    fill: var(--go-board-black-stone-color);
    stroke: var(--go-board-black-stone-color);
  }

  .tree-node.white .tree-stone {
    fill: var(--go-board-white-stone-color);
    stroke: var(--go-board-stone-outline-color);
  }

  .tree-empty {
    fill: currentColor;
  }

  .tree-number,
  .tree-annotation {
    stroke: none;
  }

  /* Move numbers at a size a reader reads without leaning in. */
  .tree-number {
    font-size: 11px;
    font-variant-numeric: tabular-nums;
    text-anchor: middle;
  }

  .tree-node.black .tree-number {
    fill: var(--go-board-mark-on-black-color);
  }

  .tree-node.white .tree-number {
    fill: var(--go-board-mark-on-white-color);
  }

  .tree-comment {
    fill: var(--go-board-accent-color);
    stroke: var(--go-board-panel-background, #fff);
    stroke-width: 1px;
  }

  .tree-annotation {
    font-size: 11px;
    font-weight: 700;
    fill: currentColor;
  }

  .shown-ring {
    fill: none;
    stroke: var(--go-board-accent-color);
    stroke-width: 3px;
  }

  .cursor-ring {
    display: none;
    fill: none;
    stroke: var(--go-board-focus-ring-color);
    stroke-width: 2px;
    stroke-dasharray: 3 2;
  }

  .tree:focus-visible .tree-node.cursor .cursor-ring {
    display: inline;
  }

  @media (max-width: 36rem) {
    :host([tree='side']) {
      display: block;
    }

    :host([tree='side']) > .tree-panel {
      block-size: auto;
      min-block-size: 0;
    }

    .tree-panel.side {
      margin-block-start: 0.5rem;
    }

    .tree-panel.side .tree {
      block-size: auto;
      max-block-size: 8rem;
      min-block-size: 0;
    }
  }

  @media (forced-colors: active) {
    /* The tree is drawn on the board's paper, in its ink (forced-colors.styles.ts). */
    .tree {
      forced-color-adjust: none;
      background: var(--_paper);
    }

    .tree-drawing {
      forced-color-adjust: none;
    }

    .tree-link,
    .tree-link.main {
      stroke: var(--_ink);
    }

    .tree-node.black .tree-stone,
    .tree-empty,
    .tree-annotation {
      fill: var(--_ink);
      stroke: var(--_ink);
    }

    .tree-node.white .tree-stone {
      fill: var(--_paper);
      stroke: var(--_ink);
    }

    .tree-node.black .tree-number {
      fill: var(--_paper);
    }

    .tree-node.white .tree-number {
      fill: var(--_ink);
    }

    .tree-comment {
      fill: var(--_ink);
      stroke: var(--_paper);
    }

    .shown-ring,
    .cursor-ring {
      stroke: var(--_accent);
    }
  }
`;
