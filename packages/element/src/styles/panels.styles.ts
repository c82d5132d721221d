import { css, unsafeCSS } from 'lit';
import {
  CONTROL_ROW,
  CONTROL_ROW_GAP,
  CONTROLS_FULL,
  HEADER_BLOCK,
  HEADER_LINES,
  ONE_ROW_WIDTH,
  PANEL_FONT_SIZE,
  PANEL_GAP,
  PANEL_LINE,
} from './room.js';

const row = unsafeCSS(CONTROL_ROW);

/** Around the board: the game-information header, the controls, the variations and the comment. */
export const panelStyles = css`
  .info,
  .controls,
  .variations,
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

  .controls {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${unsafeCSS(CONTROL_ROW_GAP)} 0.75rem;
    margin-block-start: ${unsafeCSS(PANEL_GAP)};
  }

  /* The replay controls keep their rows at every width and in every language (styles/room.ts):
     the minimal ones one row, the full ones two, the buttons and the count, then the slider, the
     speed and the export button. What does not fit shrinks (the count is cut short) rather than
     wrapping to a row of its own. */
  .controls.minimal {
    flex-wrap: nowrap;
    justify-content: center;
    block-size: ${row};
  }

  .controls.full {
    flex-direction: column;
    align-items: stretch;
    flex-wrap: nowrap;
  }

  .controls.full .row {
    display: grid;
    grid-template-rows: ${row};
    align-items: center;
    column-gap: 0.75rem;
  }

  .controls.full .row:first-child {
    grid-template-columns: auto minmax(0, 1fr);
  }

  .controls.full .row:last-child {
    grid-template-columns: minmax(3rem, 1fr) auto auto;
  }

  .controls.full .counter {
    overflow: hidden;
    text-overflow: ellipsis;
    text-align: end;
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

    .controls.full {
      flex-direction: row;
      align-items: center;
      block-size: ${row};
    }

    .controls.full .row {
      display: contents;
    }

    .controls.full .slider {
      flex: 1 1 4rem;
      order: 1;
    }

    .controls.full .counter {
      flex: 0 1 auto;
      order: 2;
    }

    .controls.full .speed,
    .controls.full .export {
      order: 3;
    }

    .controls.full .export-menu {
      order: 4;
    }

    .controls.full:has(.export-menu) {
      flex-wrap: wrap;
      block-size: auto;
    }
  }

  .buttons {
    display: flex;
    gap: 0.25rem;
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

  .control {
    display: inline-grid;
    place-items: center;
    inline-size: 2.25rem;
    block-size: 2.25rem;
    padding: 0;
    border: 1px solid color-mix(in srgb, currentColor 35%, transparent);
    border-radius: 6px;
    background: transparent;
    cursor: pointer;
  }

  .control:disabled {
    opacity: 0.4;
    cursor: default;
  }

  .control:focus-visible,
  .variation:focus-visible,
  .slider:focus-visible,
  select:focus-visible {
    outline: 3px solid var(--go-board-focus-ring-color);
    outline-offset: 2px;
  }

  .icon {
    inline-size: 1rem;
    block-size: 1rem;
    fill: currentColor;
  }

  .slider {
    block-size: max(24px, 1.5rem);
    min-inline-size: 0;
    margin: 0;
    accent-color: var(--go-board-accent-color);
  }

  .counter {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }

  /* The export menu opens on a line of its own under the controls. */
  .export-menu {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    flex-basis: 100%;
    grid-column: 1 / -1;
  }

  .export-item {
    padding: 0.3rem 0.8rem;
    border: 1px solid color-mix(in srgb, currentColor 35%, transparent);
    border-radius: 6px;
    background: transparent;
    cursor: pointer;
  }

  .export-item:focus-visible {
    outline: 3px solid var(--go-board-focus-ring-color);
    outline-offset: 2px;
  }

  .speed {
    display: inline-flex;
    align-items: center;
    gap: 0.35em;
    white-space: nowrap;
  }

  /* The games of a collection, under the controls. */
  .games {
    display: block;
    margin-block-start: 0.5rem;
  }

  .games select {
    max-inline-size: 100%;
  }

  .variations {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.35rem;
    margin-block-start: 0.5rem;
  }

  .variations-title {
    font-weight: 600;
  }

  .variations ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  button.variation {
    padding: 0.2rem 0.6rem;
    border: 1px solid color-mix(in srgb, currentColor 35%, transparent);
    border-radius: 999px;
    background: transparent;
    cursor: pointer;
  }

  button.variation[aria-current='true'] {
    border-color: var(--go-board-accent-color);
    box-shadow: inset 0 0 0 1px var(--go-board-accent-color);
  }

  .letter {
    font-weight: 700;
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
