import { css } from 'lit';

/**
 * The public custom properties with their defaults (the wood theme) on :host, and the other
 * themes, which only change those properties: a page's own `go-board { --go-board-…: … }`
 * always wins over every theme.
 */
export const themeStyles = css`
  :host {
    --go-board-background: #e0b56a;
    --go-board-line-color: #2b2118;
    --go-board-line-width: 1px;
    --go-board-star-color: #2b2118;
    --go-board-black-stone-color: #1c1d21;
    --go-board-white-stone-color: #fbfaf6;
    --go-board-stone-outline-color: #3b3b3b;
    --go-board-coordinate-color: #2b2118;
    --go-board-markup-color: #111;
    --go-board-mark-on-black-color: #fff;
    --go-board-mark-on-white-color: #111;
    --go-board-last-move-color: #e0433a;
    --go-board-variation-color: #1558c7;
    --go-board-selection-color: rgb(21 88 199 / 0.3);
    --go-board-dim-opacity: 0.6;
    --go-board-cursor-color: #1558c7;
    /* The focus ring and the accent lie on the page, light or dark: this blue stands out 3:1 or
       more from white and from black alike (5.4:1 and 3.9:1). */
    --go-board-focus-ring-color: #1c64dd;
    --go-board-font-family: system-ui, sans-serif;
    --go-board-text-color: currentColor;
    --go-board-panel-background: transparent;
    --go-board-accent-color: #1c64dd;
    --go-board-border-radius: 4px;
    --go-board-preview-opacity: 0.5;
    --go-board-dead-stone-opacity: 0.4;
    --go-board-right-color: #1a7f37;
    --go-board-wrong-color: #cf222e;
    --go-board-hint-color: #1558c7;
    --go-board-ownership-black-color: rgb(0 0 0 / 0.5);
    --go-board-ownership-white-color: rgb(255 255 255 / 0.7);
    /* The board is never taller than the viewport less room for its controls and status, so a
       wide column does not push them off screen; 'none' lets it grow with its container. */
    --go-board-max-size: max(16rem, calc(100vh - 7rem));
    --go-board-max-size: max(16rem, calc(100svh - 7rem));

    /* Black stones are outlined in their own colour, except on a dark board (below). */
    --_black-stone-outline: var(--go-board-black-stone-color);

    display: block;
    max-width: 100%;
    box-sizing: border-box;
    font-family: var(--go-board-font-family);
    color: var(--go-board-text-color);
  }

  :host([hidden]) {
    display: none;
  }

  /* A flat black-and-white diagram, as printed in Go books. */
  :host([theme='book']) {
    --go-board-background: #fff;
    --go-board-line-color: #000;
    --go-board-star-color: #000;
    --go-board-black-stone-color: #000;
    --go-board-white-stone-color: #fff;
    --go-board-stone-outline-color: #000;
    --go-board-coordinate-color: #000;
    --go-board-markup-color: #000;
    --go-board-mark-on-white-color: #000;
    /* Unset, the last-move mark takes the mark colour of its stone. */
    --go-board-last-move-color: initial;
    --go-board-variation-color: #000;
    --go-board-selection-color: rgb(0 0 0 / 0.18);
    --go-board-hint-color: #000;
    --go-board-border-radius: 0;
    /* Marks on empty points clear the lines under them, and the last move has its ring alone
       (board.styles.ts). */
    --_knockout: var(--go-board-background);
    --_halo: none;
  }

  /* Its panels are dark whatever the page is: native controls (the slider, a select's list, the
     scroll bars) are drawn dark to match. The other themes take the page's text colour, and so
     its colour scheme, which they inherit. */
  :host([theme='dark']) {
    color-scheme: dark;
    --go-board-background: #2c2f33;
    --go-board-line-color: #8a9099;
    --go-board-star-color: #b7bdc6;
    --go-board-black-stone-color: #0c0d0e;
    --go-board-white-stone-color: #e4e6e9;
    --go-board-stone-outline-color: #7d848e;
    --go-board-coordinate-color: #b7bdc6;
    --go-board-markup-color: #f2f3f5;
    --go-board-mark-on-black-color: #f2f3f5;
    --go-board-mark-on-white-color: #0c0d0e;
    --go-board-last-move-color: #ff7a6e;
    --go-board-variation-color: #8ab4f8;
    --go-board-selection-color: rgb(138 180 248 / 0.35);
    --go-board-cursor-color: #8ab4f8;
    /* The board's ring lies outside it, on the page, which may be light: 3:1 or more on white
       as on the dark board and panels. */
    --go-board-focus-ring-color: #4f8ff7;
    --go-board-text-color: #e4e6e9;
    --go-board-panel-background: #202225;
    --go-board-accent-color: #8ab4f8;
    --go-board-right-color: #56d364;
    --go-board-wrong-color: #ff7b72;
    --go-board-hint-color: #8ab4f8;
    /* A black stone on a dark board needs its outline to stand out from the board. */
    --_black-stone-outline: var(--go-board-stone-outline-color);
  }
`;
