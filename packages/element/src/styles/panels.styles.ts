import { css } from 'lit';

/** Around the board: the game-information header, the controls, the variations and the comment. */
export const panelStyles = css`
  .info,
  .controls,
  .variations,
  .comment {
    background: var(--go-board-panel-background);
    font-size: 0.9rem;
    line-height: 1.4;
  }

  .info {
    margin-block-end: 0.5rem;
  }

  .game-name {
    margin: 0 0 0.25rem;
    font-weight: 600;
  }

  .info dl {
    display: flex;
    flex-wrap: wrap;
    gap: 0.15rem 1rem;
    margin: 0;
  }

  .info .entry {
    display: flex;
    gap: 0.35em;
  }

  .info dt {
    font-weight: 600;
  }

  .info dd {
    margin: 0;
  }

  .controls {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.35rem 0.75rem;
    margin-block-start: 0.5rem;
  }

  .controls.minimal {
    justify-content: center;
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
    margin-block: 0;
    flex: 1 1 8rem;
    min-inline-size: 6rem;
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
