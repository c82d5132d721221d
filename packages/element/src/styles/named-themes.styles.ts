import { css } from 'lit';

/**
 * The themes besides the default wood (themes.styles.ts), which only change the public custom
 * properties: loaded the first time a board asks for one (looks/look-controller.ts), which is
 * drawn meanwhile, unseen, so a page of boards in the default theme never downloads them.
 */
export const namedThemeStyles = css`
  /* Arrived: the board in its theme is seen (themes.styles.ts hid it until now, by this selector). */
  :host([theme]:not([theme=wood], [server-rendered])) {
    visibility: inherit;
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
