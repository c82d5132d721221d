import { css, unsafeCSS } from 'lit';
import {
  CONTROLS_FULL,
  CONTROL_ROW,
  HEADER_BLOCK,
  HEADER_LINES,
  ONE_ROW_WIDTH,
  PANEL_FONT_SIZE,
  PANEL_GAP,
  PANEL_LINE,
} from './room.js';

const row = unsafeCSS(CONTROL_ROW);

/** Around the board, at its first paint: the game-information header, the room the controls take
 * until their folder arrives (their own styles come with it: controls.styles.ts), the comment (a
 * diagram's caption), and what every button and list needs. */
export const panelStyles = css`
  .info,
  .comment {
    background: var(--go-board-panel-background);
    font-size: ${unsafeCSS(PANEL_FONT_SIZE)};
    line-height: 1.4;
  }

  /* The header is two lines whatever the record holds (styles/room.ts): the name and the
     entries run on as text, and what does not fit is cut short (screen readers hear it all). */
  .info {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: ${unsafeCSS(String(HEADER_LINES))};
    block-size: ${unsafeCSS(HEADER_BLOCK)};
    margin-block-end: ${unsafeCSS(PANEL_GAP)};
    overflow: hidden;
    line-height: ${unsafeCSS(PANEL_LINE)};
  }

  .game-name,
  .info dl,
  .info .entry,
  .info dt,
  .info dd {
    display: inline;
    margin: 0;
  }

  .game-name,
  .info .entry {
    margin-inline-end: 1em;
  }

  .game-name,
  .info dt {
    font-weight: 600;
  }

  .info dd {
    margin-inline-start: 0.35em;
  }

  /* The board's width, as a container (a block as wide as the board's box). */
  .controls-room {
    container: go-board-controls / inline-size;
  }

  /* The room of the replay controls while they load (replay/replay-mode.ts): as tall as they will be. */
  .controls-waiting {
    margin-block-start: ${unsafeCSS(PANEL_GAP)};
    block-size: ${unsafeCSS(CONTROLS_FULL)};
  }

  .controls-waiting.minimal {
    block-size: ${row};
  }

  @container go-board-controls (width >= ${unsafeCSS(ONE_ROW_WIDTH)}) {
    .controls-waiting.full {
      block-size: ${row};
    }
  }

  button,
  select {
    font: inherit;
    color: inherit;
  }

  /* WCAG 2.2 target size: nothing to click or tap is under 24 x 24 px, whatever the font size
     (a native slider is 16 px tall, a select 20 px). */
  button,
  select,
  input {
    box-sizing: border-box;
    min-block-size: 24px;
    min-inline-size: 24px;
  }

  /* A native select draws its field light or dark by the colour scheme, whatever colour its
     text inherits: light text on a light field on a dark page (about 1.1:1). Drawn in the
     board's own colours instead, like the buttons, it reads on every page in every theme. Its
     list is a surface of its own, in the system's pair of colours for the scheme. */
  select {
    min-block-size: max(24px, 1.75rem);
    padding-block: 0;
    padding-inline: 0.4em;
    border: 1px solid color-mix(in srgb, currentColor 35%, transparent);
    border-radius: 6px;
    background-color: var(--go-board-panel-background);
  }

  option {
    color: CanvasText;
    background-color: Canvas;
  }

  select:focus-visible {
    outline: 3px solid var(--go-board-focus-ring-color);
    outline-offset: 2px;
  }

  .comment {
    margin-block-start: 0.5rem;
  }

  .comment p {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }

  .node-name {
    font-weight: 600;
  }

  .visually-hidden {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }
`;
