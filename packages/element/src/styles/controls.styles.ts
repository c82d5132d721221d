import { css, unsafeCSS } from 'lit';
import { CONTROL_ROW, CONTROL_ROW_GAP, ONE_ROW_WIDTH, PANEL_FONT_SIZE, PANEL_GAP } from './room.js';

const row = unsafeCSS(CONTROL_ROW);

/**
 * The controls under the board (the replay's, and the buttons of the modes that take moves and of
 * the editor) and the variations list, and what every button, list and field needs: adopted with
 * the folder that draws them (the replay's part, a mode's folder), never part of a static
 * diagram's first paint. Until they arrive, the board keeps their room (panels.styles.ts,
 * `.controls-waiting`). Their forced-colours and print rules come with them, after them in the
 * cascade. (The games list and the analysis, which draw a list or buttons without these controls,
 * carry the rules they need: replay/game-list.ts, review/analysis/analysis.styles.ts.)
 */
export const controlStyles = css`
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

  .controls,
  .variations {
    background: var(--go-board-panel-background);
    font-size: ${unsafeCSS(PANEL_FONT_SIZE)};
    line-height: 1.4;
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

  @container go-board-controls (width >= ${unsafeCSS(ONE_ROW_WIDTH)}) {
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
  }

  .buttons {
    display: flex;
    gap: 0.25rem;
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
  .slider:focus-visible {
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

  .speed {
    display: inline-flex;
    align-items: center;
    gap: 0.35em;
    white-space: nowrap;
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

  @media (forced-colors: active) {
    .control:focus-visible,
    .variation:focus-visible,
    .slider:focus-visible,
    select:focus-visible {
      outline-color: Highlight;
    }

    select {
      border-color: ButtonText;
    }

    .control,
    button.variation {
      border-color: ButtonText;
    }

    button.variation[aria-current='true'] {
      border-color: Highlight;
      box-shadow: none;
      outline: 2px solid Highlight;
    }
  }

  /* On paper, none of the controls, which do nothing there (print.styles.ts). */
  @media print {
    [part='controls'],
    .variations {
      display: none;
    }
  }
`;
