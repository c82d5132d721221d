// go-board.css, the page's stylesheet for boards its script has not defined yet. Until then a
// <go-board> is an unknown element, 0 pixels tall, and the text below it would move down by a
// board's height when the script arrives. These rules give it its final size from its attributes
// alone: the board, square (or --go-board-aspect, width over height, which a page may set for a
// board whose view is not square), as wide as the box up to --go-board-max-size, and the room of
// what the mode shows under it, in the fixed lengths the element lays them out in (styles/room.ts),
// and over it the game-information header of a record that has one (or may have: from `src` or a
// child script). Boards the server rendered (`server-rendered`, with their shadow root) already have their size.
import { CONTROLS_FULL, CONTROLS_MINIMAL, HEADER_BLOCK, ONE_ROW_WIDTH, PANEL_GAP, STATUS_BLOCK } from './room.js';

/** The board's largest size when the page sets none, as the element's styles have it. */
const DEFAULT_MAX_SIZE = 'max(16rem, calc(100svh - 7rem))';

/** A board before its script: not defined, not drawn by the server. Of no specificity, as the
 * element's own :host styles are, so the page's rules for go-board (its width, its margins) win. */
const WAITING = ':where(go-board:not(:defined):not([server-rendered]))';
/** Modes that show a status under the board (and their buttons above it). */
const MOVES = ':is([mode=play], [mode=problem])';
/** A board that replays records (the view, the default mode). */
const VIEW = ':is(:not([mode]), [mode=view])';
/** A record in `sgf` with no move in it (no B or W opening a node or following a value): a
 * diagram, which shows no replay controls; so does a board without any record (no `sgf`, `src`
 * or child script), which shows an empty board. */
const NO_MOVES = String.raw`[sgf]:not([sgf*=\;B\[], [sgf*=\;W\[], [sgf*=\]B\[], [sgf*=\]W\[])`;

/** A record whose game information the page can read in `sgf` (players, result, date, event,
 * name): the header over the board shows it. */
const INFO = String.raw`:is([sgf*=PB\[], [sgf*=PW\[], [sgf*=RE\[], [sgf*=DT\[], [sgf*=EV\[], [sgf*=GN\[])`;

const room = (...lengths: string[]): string => `calc(${lengths.join(' + ')})`;

/** The text of go-board.css. It holds none of the characters HTML escapes (no quotes, no angle
 * brackets, no ampersand), so the integrations can write it into a page's <style> as it is. */
export const goBoardCss = `/* go-board.css: the room each go-board element takes before its script defines it, so nothing on the page moves when it does. */
${WAITING}{display:block;max-width:100%;box-sizing:border-box;container-type:inline-size}
${WAITING}[hidden]{display:none}
${WAITING}::before{content:no-open-quote;display:block;max-inline-size:calc(var(--go-board-max-size,${DEFAULT_MAX_SIZE}) * var(--go-board-aspect,1));margin-inline:auto;aspect-ratio:var(--go-board-aspect,1)}
${WAITING}::after{content:no-open-quote;display:block;block-size:${room(PANEL_GAP, CONTROLS_FULL)}}
${WAITING}[controls=minimal]::after{block-size:${room(PANEL_GAP, CONTROLS_MINIMAL)}}
${WAITING}:is([controls=none], [mode=edit])::after,${WAITING}${VIEW}${NO_MOVES}::after{display:none}
@container (min-width: ${ONE_ROW_WIDTH}){${WAITING}${VIEW}:not([controls=minimal])::after{block-size:${room(PANEL_GAP, CONTROLS_MINIMAL)}}}
${WAITING}${VIEW}:not([sgf], [src], :has(script))::after{display:none}
${WAITING}${MOVES}::after{display:block;block-size:${room(PANEL_GAP, CONTROLS_FULL, PANEL_GAP, STATUS_BLOCK)}}
${WAITING}[mode=play][controls=minimal]::after,${WAITING}[mode=problem]:not([controls=none])::after{block-size:${room(PANEL_GAP, CONTROLS_MINIMAL, PANEL_GAP, STATUS_BLOCK)}}
${WAITING}${MOVES}[controls=none]::after{block-size:${room(PANEL_GAP, STATUS_BLOCK)}}
${WAITING}:not([controls=none]):is([src], ${INFO}){padding-block-start:${room(HEADER_BLOCK, PANEL_GAP)}}
${WAITING}:not([controls=none]):has(script){padding-block-start:${room(HEADER_BLOCK, PANEL_GAP)}}
`;
