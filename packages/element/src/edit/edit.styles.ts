import { css } from 'lit';

/** A board being edited: the toolbar and its tools, the forms, and what the editor draws over
 * the position (the stone a tool would put, an arrow, a line or the region being drawn, the
 * visible region's outline). The status line and the buttons are a playing board's
 * (input/moves.styles.ts). */
export const editStyles = css`
  :host {
    --go-board-preview-opacity: 0.5;
  }

  .board.editing {
    /* No double-tap zoom between a tap and its confirming tap. */
    touch-action: manipulation;
  }

  /* An arrow, a line or the region is drawn by dragging, a finger too: the board does not scroll
     under it. */
  .board.editing.drag-tool .goban {
    touch-action: none;
  }

  .board.editing .goban {
    cursor: crosshair;
  }

  /* The comment is a field of the editor's form: the reader's copy of it would say it twice. */
  :host([mode='edit']) .comment {
    display: none;
  }

  .edit-layer {
    pointer-events: none;
  }

  .edit-layer .preview {
    opacity: var(--go-board-preview-opacity);
    stroke-width: 1px;
    vector-effect: non-scaling-stroke;
  }

  .edit-layer .preview.black {
    fill: var(--go-board-black-stone-color);
    stroke: var(--_black-stone-outline);
  }

  .edit-layer .preview.white {
    fill: var(--go-board-white-stone-color);
    stroke: var(--go-board-stone-outline-color);
  }

  .edit-layer .preview.pending {
    opacity: calc((1 + var(--go-board-preview-opacity)) / 2);
    stroke: var(--go-board-cursor-color);
    stroke-width: 3px;
  }

  .segment-start {
    fill: none;
    stroke: var(--go-board-cursor-color);
    stroke-width: 3px;
    vector-effect: non-scaling-stroke;
  }

  .segment-drawn {
    stroke: var(--go-board-cursor-color);
    stroke-width: 3px;
    stroke-dasharray: 6 4;
    vector-effect: non-scaling-stroke;
  }

  .region-drawn,
  .view-outline {
    fill: none;
    stroke: var(--go-board-cursor-color);
    stroke-width: 2px;
    stroke-dasharray: 6 4;
    vector-effect: non-scaling-stroke;
  }

  .region-drawn {
    stroke-width: 3px;
  }

  .edit-tools {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.35rem 0.75rem;
    margin-block-start: 0.5rem;
    font-size: 0.9rem;
    /* The theme's panel, as under the other controls: a dark theme's text on a light page. */
    background: var(--go-board-panel-background);
  }

  .toolbar {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
  }

  .tool {
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

  .tool[aria-pressed='true'] {
    border-color: var(--go-board-accent-color);
    box-shadow: inset 0 0 0 2px var(--go-board-accent-color);
  }

  .tool:focus-visible,
  .edit-forms :is(input, textarea, select, summary):focus-visible,
  .label-text input:focus-visible {
    outline: 3px solid var(--go-board-focus-ring-color);
    outline-offset: 2px;
  }

  .tool-icon {
    inline-size: 1.25rem;
    block-size: 1.25rem;
    fill: none;
    stroke: currentColor;
    stroke-width: 1.5;
  }

  .tool-icon .icon-fill {
    fill: currentColor;
    stroke: none;
  }

  .tool-icon .icon-fill.faint {
    fill: var(--go-board-selection-color);
  }

  .tool-icon .icon-stone.black {
    fill: var(--go-board-black-stone-color);
    stroke: currentColor;
    stroke-width: 1;
  }

  .tool-icon .icon-stone.white {
    fill: var(--go-board-white-stone-color);
    stroke: currentColor;
    stroke-width: 1;
  }

  .label-text {
    display: inline-flex;
    align-items: center;
    gap: 0.35em;
  }

  /* Another tool in hand: the field keeps its room but is neither seen, focused nor read. */
  .label-text[hidden] {
    visibility: hidden;
  }

  .edit-forms {
    display: grid;
    gap: 0.5rem;
    margin-block-start: 0.5rem;
    font-size: 0.9rem;
    line-height: 1.4;
    background: var(--go-board-panel-background);
  }

  .edit-forms input,
  .edit-forms textarea,
  .edit-forms select,
  .label-text input {
    box-sizing: border-box;
    min-block-size: max(24px, 1.75rem);
    padding: 0.2rem 0.4rem;
    border: 1px solid color-mix(in srgb, currentColor 45%, transparent);
    border-radius: 6px;
    font: inherit;
    color: inherit;
    background-color: var(--go-board-panel-background);
  }

  .edit-forms input[type='checkbox'] {
    inline-size: 24px;
    block-size: 24px;
    margin: 0;
    accent-color: var(--go-board-accent-color);
  }

  .field {
    display: grid;
    gap: 0.15rem;
  }

  .field.check {
    display: inline-flex;
    align-items: center;
    gap: 0.35em;
  }

  .comment-field textarea {
    inline-size: 100%;
    resize: vertical;
  }

  .edit-section summary {
    cursor: pointer;
    font-weight: 600;
    min-block-size: 24px;
    display: list-item;
  }

  .section-body,
  .info-fields,
  .board-form {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
    gap: 0.5rem 0.75rem;
    align-items: end;
    margin-block-start: 0.5rem;
  }

  .section-body > .info-fields,
  .section-body > .board-form {
    grid-column: 1 / -1;
    margin-block-start: 0;
  }

  .field.wide,
  .field-row {
    grid-column: 1 / -1;
  }

  .field-row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.35rem;
  }

  .row-title {
    font-weight: 600;
  }

  @media (forced-colors: active) {
    .tool[aria-pressed='true'] {
      border-color: Highlight;
      box-shadow: inset 0 0 0 2px Highlight;
    }

    .tool-icon .icon-stone.black {
      fill: CanvasText;
    }

    .tool-icon .icon-stone.white,
    .tool-icon .icon-fill.faint {
      fill: Canvas;
    }

    .edit-layer .preview.black {
      fill: var(--_ink);
      stroke: var(--_ink);
    }

    .edit-layer .preview.white {
      fill: var(--_paper);
      stroke: var(--_ink);
    }

    .edit-layer .preview.pending,
    .segment-start,
    .segment-drawn,
    .region-drawn,
    .view-outline {
      stroke: var(--_accent);
    }

    .tool:focus-visible,
    .edit-forms :is(input, textarea, select, summary):focus-visible,
    .label-text input:focus-visible {
      outline-color: Highlight;
    }
  }
`;
