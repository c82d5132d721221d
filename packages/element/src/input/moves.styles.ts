import { css, unsafeCSS } from 'lit';
import {
  CONTROL_ROW,
  CONTROL_ROW_GAP,
  MESSAGE_BLOCK,
  MESSAGE_GAP,
  MESSAGE_LINES,
  PANEL_FONT_SIZE,
  PANEL_GAP,
  PANEL_LINE,
  STATUS_BLOCK,
} from '../styles/room.js';

const row = unsafeCSS(CONTROL_ROW);
const line = unsafeCSS(PANEL_LINE);

/** A board that takes moves, in play and problem modes alike: its area, the status line (whose
 * turn, the messages) and the buttons under the board. */
export const movesStyles = css`
  .board.playing {
    /* No double-tap zoom between a tap and its confirming tap. */
    touch-action: manipulation;
  }

  .board.playing.play .goban,
  .board.playing.scoring .goban {
    cursor: pointer;
  }

  .play-layer {
    pointer-events: none;
  }

  /* The status keeps its height whatever it says (styles/room.ts): one line for whose turn, the
     move and the captures, cut short rather than wrapped, and two for the message under it (a
     refusal, "Thinking…", the result), kept when there is none. The live region says it all. */
  .status {
    box-sizing: border-box;
    block-size: ${unsafeCSS(STATUS_BLOCK)};
    margin-block-start: ${unsafeCSS(PANEL_GAP)};
    overflow: hidden;
    font-size: ${unsafeCSS(PANEL_FONT_SIZE)};
    line-height: ${line};
    background: var(--go-board-panel-background);
  }

  .status p {
    margin: 0;
  }

  .status-line {
    display: flex;
    flex-wrap: nowrap;
    gap: 0 0.75rem;
    block-size: ${line};
    overflow: hidden;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }

  .status-line > :last-child {
    min-inline-size: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }

  /* A playing board's line (whose turn, the move, the captures) in columns that start at fixed
     places: a turn, a move number or a capture count of another width never moves the others. */
  .status-line.columns {
    display: grid;
    grid-template-columns: minmax(0, 4fr) minmax(0, 2fr) minmax(0, 6fr);
    column-gap: 0.5rem;
  }

  .status-line.columns > * {
    min-inline-size: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }

  .turn {
    display: inline-flex;
    align-items: center;
    gap: 0.35em;
    font-weight: 600;
  }

  .turn-stone {
    inline-size: 1em;
    block-size: 1em;
  }

  .turn-disc.black {
    fill: var(--go-board-black-stone-color);
  }

  .turn-disc.white {
    fill: var(--go-board-white-stone-color);
    stroke: var(--go-board-stone-outline-color);
    stroke-width: 0.15;
  }

  .message {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: ${unsafeCSS(String(MESSAGE_LINES))};
    block-size: ${unsafeCSS(MESSAGE_BLOCK)};
    margin-block-start: ${unsafeCSS(MESSAGE_GAP)};
    overflow: hidden;
    overflow-wrap: anywhere;
  }

  /* The buttons of a playing board in rows of three at most that never wrap: two rows with the
     full controls, one with the minimal ones and in a problem (styles/room.ts). A label too long
     for its room is cut short; the button's name is the whole label. */
  .controls.play {
    flex-direction: column;
    flex-wrap: nowrap;
    align-items: stretch;
    block-size: calc(2 * ${row} + ${unsafeCSS(CONTROL_ROW_GAP)});
  }

  .controls.play.minimal,
  .controls.play.problem {
    block-size: ${row};
  }

  .controls.play .row {
    display: flex;
    gap: 0.35rem;
    block-size: ${row};
    min-inline-size: 0;
  }

  .controls.play .action {
    flex: 1 1 auto;
    min-inline-size: 0;
    max-inline-size: 10rem;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }

  .action {
    padding: 0.3rem 0.8rem;
    border: 1px solid color-mix(in srgb, currentColor 35%, transparent);
    border-radius: 6px;
    background: transparent;
    cursor: pointer;
  }

  .action:disabled {
    opacity: 0.4;
    cursor: default;
  }

  /* A button that may ask for its second press lays out its other label too, invisible and of no
     height: it is always as wide as the longer one, and nothing beside it moves. */
  .action[data-other]::after {
    content: attr(data-other);
    display: block;
    height: 0;
    overflow: hidden;
    visibility: hidden;
  }

  .action:focus-visible {
    outline: 3px solid var(--go-board-focus-ring-color);
    outline-offset: 2px;
  }

  @media (forced-colors: active) {
    .turn-disc.white {
      fill: Canvas;
      stroke: CanvasText;
    }

    .turn-disc.black {
      fill: CanvasText;
    }

    .action {
      border-color: ButtonText;
    }

    .action:focus-visible {
      outline-color: Highlight;
    }
  }
`;
