// The room a board takes around its drawing, in lengths that do not depend on the fonts a page or
// an engine has: rows of controls and lines of status of a fixed block size, in rem. The element's
// styles lay its controls and status out in them, and go-board.css reserves the same room for a
// board before its script has defined it (styles/go-board-css.ts), so nothing on the page moves
// when the script arrives, when a chunk arrives, or while a game is played.

/** The space between the board and each panel under it (controls, status). */
export const PANEL_GAP = '0.5rem';
/** One row of controls: the height of a control button. */
export const CONTROL_ROW = '2.25rem';
/** Between two rows of controls. */
export const CONTROL_ROW_GAP = '0.35rem';
/** The panels' text: its size and the height of one of its lines (20 px at the usual root size). */
export const PANEL_FONT_SIZE = '0.9rem';
export const PANEL_LINE = '1.25rem';
/** Between the status line and the message under it. */
export const MESSAGE_GAP = '0.25rem';
/** The lines kept for the message under the status line (a refusal, "Thinking…", the result). */
export const MESSAGE_LINES = 2;

/** The game-information header over the board: two lines (the players first), cut short after. */
export const HEADER_LINES = 2;
export const HEADER_BLOCK = `calc(${HEADER_LINES} * ${PANEL_LINE})`;

/** The controls under the board: `full` takes two rows, `minimal` one. The replay's full
 * controls fit in one row on a board at least this wide (a container query on the board's width,
 * which go-board.css asks the same way). */
export const CONTROLS_FULL = `calc(2 * ${CONTROL_ROW} + ${CONTROL_ROW_GAP})`;
export const ONE_ROW_WIDTH = '40rem';
export const CONTROLS_MINIMAL = CONTROL_ROW;
/** The message under the status line, and the whole status (its line and the message). */
export const MESSAGE_BLOCK = `calc(${MESSAGE_LINES} * ${PANEL_LINE})`;
export const STATUS_BLOCK = `calc(${PANEL_LINE} + ${MESSAGE_GAP} + ${MESSAGE_BLOCK})`;
