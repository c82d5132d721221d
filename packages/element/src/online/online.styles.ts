import { css } from 'lit';

/** An online game's players and clocks under the status line, and the connection. */
export const onlineStyles = css`
  :host {
    --go-board-clock-color: currentColor;
    --go-board-clock-background: transparent;
    --go-board-clock-running-background: rgb(28 100 221 / 0.12);
    --go-board-clock-low-color: #cf222e;
  }

  .online {
    display: grid;
    gap: 0.25em;
    margin-block-start: 0.25em;
  }

  .online .players {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 0.5em;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  .online .player {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.35em;
    min-inline-size: 0;
  }

  .online .name {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  .online .player-stone {
    inline-size: 0.9em;
    block-size: 0.9em;
    flex: none;
  }

  .online .you,
  .online .absent {
    opacity: 0.75;
  }

  [part='clock'] {
    margin-inline-start: auto;
    padding: 0.05em 0.4em;
    border-radius: var(--go-board-border-radius);
    color: var(--go-board-clock-color);
    background: var(--go-board-clock-background);
    font-variant-numeric: tabular-nums;
  }

  [part='clock'].running {
    background: var(--go-board-clock-running-background);
    font-weight: 600;
  }

  [part='clock'].low {
    color: var(--go-board-clock-low-color);
  }

  .online .undo {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35em;
  }

  .online .connection:empty {
    display: none;
  }

  .online .connection {
    margin: 0;
  }

  @media (forced-colors: active) {
    [part='clock'].running {
      outline: 2px solid CanvasText;
    }
  }
`;
