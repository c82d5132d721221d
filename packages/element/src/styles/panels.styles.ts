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
 * until their folder arrives (their own styles come with it: controls.styles.ts, with what every
 * button and list needs, which a diagram has none of), and the comment (a diagram's caption). */
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
