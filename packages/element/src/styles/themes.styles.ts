import { css } from 'lit';

/**
 * The public custom properties with their defaults (the wood theme) on :host. The other themes
 * (named-themes.styles.ts), which only change those properties, load with the first board that
 * asks for one: a page's own `go-board { --go-board-…: … }` always wins over every theme. The
 * defaults of what only a part draws come with its styles, which a static diagram never loads:
 * the preview stone's and the dead stones' opacity (play/play.styles.ts, edit/edit.styles.ts,
 * review/analysis/analysis.styles.ts), a problem's right and hint colours (problem/problem.styles.ts),
 * the ownership's colours (ownership/ownership.styles.ts).
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
    --go-board-wrong-color: #cf222e;
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

  /* A board in another theme is drawn, its room taken, but not seen until that theme has arrived
     (named-themes.styles.ts shows it): never in the wrong colours, and nothing moves. A board the
     server rendered has the themes in its own styles, and stays seen while it hydrates. */
  :host([theme]:not([theme=wood], [server-rendered])) {
    visibility: hidden;
  }
`;
