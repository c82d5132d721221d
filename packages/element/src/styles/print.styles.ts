import { css } from 'lit';

/**
 * On paper: the board in the book style (black on white, flat stones: no light, shadow or grain),
 * at a size a printed page holds, kept on one page, with the game information and the comment and
 * none of the controls, which do nothing there (the controls' and the games list's own rules come
 * with them: controls.styles.ts, replay/game-list.ts).
 */
export const printStyles = css`
  @media print {
    :host,
    :host([theme]) {
      color-scheme: light;
      --go-board-background: #fff;
      --go-board-line-color: #000;
      --go-board-star-color: #000;
      --go-board-black-stone-color: #000;
      --go-board-white-stone-color: #fff;
      --go-board-stone-outline-color: #000;
      --_black-stone-outline: #000;
      --go-board-coordinate-color: #000;
      --go-board-markup-color: #000;
      --go-board-mark-on-black-color: #fff;
      --go-board-mark-on-white-color: #000;
      --go-board-last-move-color: initial;
      --go-board-variation-color: #000;
      --go-board-text-color: #000;
      --go-board-panel-background: transparent;
      --go-board-max-size: 15cm;
      --_knockout: #fff;
      --_halo: none;
      break-inside: avoid;
    }

    .light,
    .shadow,
    .grain,
    .controls-waiting {
      display: none;
    }
  }
`;
