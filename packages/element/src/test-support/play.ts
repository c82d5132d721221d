// Playing on a board in the tests as a person would: real mouse clicks on its intersections,
// the keyboard cursor walked with the arrow keys, and the game used throughout.
import { executeServerCommand, sendMouse } from '@web/test-runner-commands';
import type { GoBoard } from '../go-board.js';
import { boardArea, find, findAll, press } from './fixture.js';

export type PlayedMove = { x: number; y: number } | 'pass';

/**
 * A 9x9 game to the end: Black walls off the left side on column D, White the right on column
 * F (column E stays neutral). Black invades at H2 and White at B8 and B3, all three dead.
 * With them marked dead: area W+6.5 (36 to 42.5), territory W+5.5 (29 to 34.5).
 */
export const WALL_GAME: PlayedMove[] = [
  ...Array.from({ length: 9 }, (_, y) => [
    { x: 3, y },
    { x: 5, y },
  ]).flat(),
  { x: 7, y: 7 },
  { x: 1, y: 1 },
  'pass',
  { x: 1, y: 6 },
  'pass',
  'pass',
];

/** The invaders of WALL_GAME, dead at the end. */
export const WALL_GAME_DEAD = [
  { x: 1, y: 1 },
  { x: 1, y: 6 },
  { x: 7, y: 7 },
];

/** Plays WALL_GAME on a 9x9 playing board through its methods and marks the invaders dead: the
 * count, with dead stones and territory on the board and the score table under it. */
export async function playToTheCount(board: GoBoard): Promise<void> {
  for (const move of WALL_GAME) {
    if (move === 'pass') board.pass();
    else board.play(move);
  }
  board.deadStones = WALL_GAME_DEAD;
  await board.updateComplete;
}

/** Where intersection (x, y) of the board is on the screen, in CSS pixels from the viewport. */
export function pointOnScreen(board: GoBoard, x: number, y: number): { clientX: number; clientY: number } {
  const svg = find<SVGSVGElement>(board, 'svg.goban');
  const point = new DOMPoint(x, y).matrixTransform(svg.getScreenCTM()!);
  return { clientX: point.x, clientY: point.y };
}

/** Whether intersection (x, y) of the board is inside the viewport, where a real pointer reaches. */
function inView(board: GoBoard, x: number, y: number): boolean {
  const { clientX, clientY } = pointOnScreen(board, x, y);
  return clientX >= 0 && clientY >= 0 && clientX < innerWidth && clientY < innerHeight;
}

async function mouse(board: GoBoard, type: 'click' | 'move', x: number, y: number): Promise<void> {
  // The board's HTML box, not its <svg>: WebKitGTK 2.50 scrolls an <svg> asked for block
  // 'nearest' short of where it lies (Chromium and Firefox do not), and WebDriver refuses a
  // pointer outside the viewport ("move target out of bounds").
  find(board, '[part="board"]').scrollIntoView({ block: 'nearest' });
  if (!inView(board, x, y))
    throw new Error(
      `Expected intersection (${x}, ${y}) in the ${innerWidth} x ${innerHeight} viewport once its board scrolled into view; it is at ${JSON.stringify(pointOnScreen(board, x, y))}.`,
    );
  const { clientX, clientY } = pointOnScreen(board, x, y);
  // The browser may report the mouse done before the page has handled its event (a busy machine
  // delays the page): wait for the board to receive it. A move must go to a new point, as a move
  // to where the mouse already is fires nothing.
  const received = new Promise((resolve) =>
    board.addEventListener(type === 'click' ? 'click' : 'pointermove', resolve, { once: true }),
  );
  await sendMouse({ type, position: [Math.round(clientX), Math.round(clientY)] });
  await received;
  await board.updateComplete;
}

/** Clicks intersection (x, y) with the real mouse. */
export function clickPoint(board: GoBoard, x: number, y: number): Promise<void> {
  return mouse(board, 'click', x, y);
}

/** Moves the real mouse over intersection (x, y), which it must not be over already. */
export function hoverPoint(board: GoBoard, x: number, y: number): Promise<void> {
  return mouse(board, 'move', x, y);
}

/** Moves the real mouse off the element (beside it, or below or above it), and resolves once the
 * element has seen it leave. Not `resetMouse()`: Firefox's WebDriver BiDi releases the buttons
 * there without moving the pointer, which then never leaves. */
export async function leaveBoard(board: GoBoard): Promise<void> {
  const box = board.getBoundingClientRect();
  const [x, y] =
    box.right + 4 < innerWidth
      ? [box.right + 4, Math.min(box.top + 4, innerHeight - 1)]
      : box.bottom + 4 < innerHeight
        ? [box.left + 4, box.bottom + 4]
        : [Math.max(0, box.left + 4), Math.max(0, box.top - 4)];
  if (x >= box.left && x <= box.right && y >= box.top && y <= box.bottom)
    throw new Error(
      `Expected room beside the ${Math.round(box.width)} x ${Math.round(box.height)} px board in the ${innerWidth} x ${innerHeight} viewport to move the mouse to; found none.`,
    );
  const left = new Promise((resolve) => board.addEventListener('pointerleave', resolve, { once: true }));
  await sendMouse({ type: 'move', position: [Math.round(x), Math.round(y)] });
  await left;
  await board.updateComplete;
}

/** Taps intersection (x, y) with a real finger (the driver's touch input, test/touch-plugin.mjs),
 * and resolves once the board has received the tap's click. */
export async function fingerTap(board: GoBoard, x: number, y: number): Promise<void> {
  find(board, '[part="board"]').scrollIntoView({ block: 'nearest' });
  const { clientX, clientY } = pointOnScreen(board, x, y);
  const received = new Promise((resolve) => board.addEventListener('click', resolve, { once: true }));
  await executeServerCommand('tap', { x: Math.round(clientX), y: Math.round(clientY) });
  await received;
  await board.updateComplete;
}

/** Taps intersection (x, y) with a finger: a click that says it came from touch, made in the page. */
export async function tapPoint(board: GoBoard, x: number, y: number): Promise<void> {
  const { clientX, clientY } = pointOnScreen(board, x, y);
  const svg = find(board, 'svg.goban');
  svg.dispatchEvent(
    new PointerEvent('pointerdown', { pointerType: 'touch', clientX, clientY, bubbles: true, composed: true }),
  );
  svg.dispatchEvent(
    new PointerEvent('click', { pointerType: 'touch', clientX, clientY, bubbles: true, composed: true }),
  );
  await board.updateComplete;
}

/** The keyboard cursor of a playing board, walked with the arrow keys. It starts at the centre
 * of a 9x9 board, or where the last click left it. */
export class KeyboardPlayer {
  x: number;
  y: number;
  readonly #board: GoBoard;

  constructor(board: GoBoard, start = { x: 4, y: 4 }) {
    this.#board = board;
    this.x = start.x;
    this.y = start.y;
  }

  /** Walks the cursor to (x, y). */
  async moveTo(x: number, y: number): Promise<void> {
    while (this.x !== x) {
      await press(this.#board, this.x < x ? 'ArrowRight' : 'ArrowLeft');
      this.x += this.x < x ? 1 : -1;
    }
    while (this.y !== y) {
      await press(this.#board, this.y < y ? 'ArrowDown' : 'ArrowUp');
      this.y += this.y < y ? 1 : -1;
    }
  }

  /** Walks to (x, y) and presses Enter (or Space): plays there, or in the count marks the group. */
  async playAt(x: number, y: number, key: 'Enter' | ' ' = 'Enter'): Promise<void> {
    await this.moveTo(x, y);
    await press(this.#board, key);
  }

  /** Plays a move of a game: walks and presses Enter, or presses P to pass (twice for the pass
   * after a pass, which ends play: the board asks for the second press). */
  async play(move: PlayedMove): Promise<void> {
    if (move !== 'pass') return this.playAt(move.x, move.y);
    const ending = this.#board.game!.lastMove?.pass === true;
    await press(this.#board, 'p');
    if (ending) await press(this.#board, 'p');
  }
}

/** The text of the board's status line (whose turn, move number, captures, message). */
export function statusText(board: GoBoard): string {
  return find(board, '[part="status"]').textContent!.replace(/\s+/g, ' ').trim();
}

/** What the live region says now. */
export function spoken(board: GoBoard): string {
  return find(board, '[role="status"]').textContent!.trim();
}

/** The score table as { row: [black, white] }. */
export function scoreTable(board: GoBoard): Record<string, [string, string]> {
  const rows = board.shadowRoot!.querySelectorAll('[part="score"] tbody tr');
  return Object.fromEntries(
    [...rows].map((row) => [
      row.querySelector('th')!.textContent!.trim(),
      [...row.querySelectorAll('td')].map((cell) => cell.textContent!.trim()) as [string, string],
    ]),
  );
}

/**
 * Watches a board for what a thinking bot shows: `botThinking`, `aria-busy` on the board, the
 * status saying so and its cue. Each is read whenever the board's DOM changes, in the same task as
 * the change, so even a level-1 bot's think (which may end before the test's next await) is seen.
 */
export function watchThinking(board: GoBoard): { seen: Set<string>; stop(): void } {
  const seen = new Set<string>();
  const look = () => {
    if (board.botThinking) seen.add('thinking');
    if (boardArea(board).getAttribute('aria-busy') === 'true') seen.add('busy');
    if (statusText(board).includes('Thinking…')) seen.add('said');
    if (findAll(board, '.thinking-cue').length === 1) seen.add('cue');
  };
  const observer = new MutationObserver(look);
  observer.observe(board.shadowRoot!, { subtree: true, childList: true, characterData: true, attributes: true });
  return { seen, stop: () => observer.disconnect() };
}
