// Editing a board in the tests as an author would: the tool chosen on the toolbar, by its key or
// through the property, points used by the real mouse (clicks and drags), a finger or the keyboard
// cursor, and the record read back from `board.sgf`, as a page saving it would.
import { sendMouse } from '@web/test-runner-commands';
import { formatPoint, Game, moveProperty, type GameNode, type Point } from '@go-board/rules';
import type { GoBoard, GoBoardTool } from '../go-board.js';
import { click, find, mount, press, until } from './fixture.js';
import { engine, TOUCH_INPUT } from './engines.js';
import { clickPoint, fingerTap, KeyboardPlayer, pointOnScreen, tapPoint } from './play.js';

/** How the author's hands reach the board. */
export type Hands = 'mouse' | 'keyboard' | 'touch';
export const HANDS: Hands[] = ['mouse', 'keyboard', 'touch'];

/** Mounts an editor, on an empty 9x9 board unless `attributes` say otherwise. */
export async function editor(attributes: Record<string, string> = {}, children = '', width = 360): Promise<GoBoard> {
  const board = await mount({ mode: 'edit', size: '9', ...attributes }, children, width);
  await until(
    () => board.isReady && board.shadowRoot!.querySelector('[part="toolbar"], .controls.edit') !== null,
    'the editor to load',
  );
  await board.updateComplete;
  return board;
}

/** The header every record gets: left out of what the tests compare. */
const HEADER = new Set(['FF', 'GM', 'CA', 'AP', 'SZ', 'KM', 'RU']);

/** The record `board.sgf` reads back, read again as a page that saved it would. */
export function saved(board: GoBoard): Game {
  const text = board.sgf;
  if (!text) throw new Error('Expected the board to read back its record as SGF, received none.');
  return Game.fromSgf(text);
}

/** The properties of the root of the saved record, without the header. */
export function savedRoot(board: GoBoard): Record<string, string[]> {
  return Object.fromEntries(Object.entries(saved(board).root.props).filter(([name]) => !HEADER.has(name)));
}

/** A node's move as SGF writes it (`B[cc]`, `W[]` for a pass), or null for a node without one. */
export const moveOf = (node: GameNode): string | null =>
  node.color === null ? null : `${moveProperty(node.color)}[${node.x < 0 ? '' : formatPoint(node)}]`;

/** The saved record's node at the place of the node the board shows, as data: its move and its
 * properties. */
export function savedNode(board: GoBoard): { move: string | null; props: Record<string, string[]> } {
  const game = saved(board);
  let node: GameNode = game.root;
  const path: number[] = [];
  for (let shown = board.game!.node; shown.parent; shown = shown.parent)
    path.unshift(shown.parent.children.indexOf(shown));
  for (const index of path) node = node.children[index]!;
  const props = node === game.root ? savedRoot(board) : node.props;
  return { move: moveOf(node), props };
}

/** Chooses a tool: a click on its toolbar button (the mouse and touch) or its key (the keyboard). */
export async function chooseTool(board: GoBoard, tool: GoBoardTool, hands: Hands): Promise<void> {
  if (hands !== 'keyboard') return click(board, `button.tool[data-tool="${tool}"]`);
  const key = find(board, `button.tool[data-tool="${tool}"]`).getAttribute('aria-keyshortcuts')!;
  const shift = key.startsWith('Shift+');
  const letter = key.slice(shift ? 6 : 0);
  const event = new KeyboardEvent('keydown', {
    key: shift ? letter.toUpperCase() : letter.toLowerCase(),
    shiftKey: shift,
    bubbles: true,
    composed: true,
    cancelable: true,
  });
  find(board, '[part="board"]').dispatchEvent(event);
  await board.updateComplete;
}

/** Taps intersection (x, y) with a real finger, the driver's touch; where the driver has none
 * (TOUCH_INPUT: WebKitGTK's delivers it as the mouse), with a tap made in the page, a click that
 * says it came from touch. */
export function tap(board: GoBoard, x: number, y: number): Promise<void> {
  return TOUCH_INPUT[engine] ? tapPoint(board, x, y) : fingerTap(board, x, y);
}

/** Uses the tool on point (x, y): a click, a tap, or the cursor walked there and Enter. */
export async function usePoint(board: GoBoard, point: Point, hands: Hands, cursor: KeyboardPlayer): Promise<void> {
  if (hands === 'mouse') return clickPoint(board, point.x, point.y);
  if (hands === 'touch') return tap(board, point.x, point.y);
  await cursor.playAt(point.x, point.y);
}

/** Drags the real mouse from the first point over every other to the last, pressed all along. */
export async function drag(board: GoBoard, points: Point[]): Promise<void> {
  find(board, 'svg.goban').scrollIntoView({ block: 'nearest' });
  const at = (point: Point): [number, number] => {
    const { clientX, clientY } = pointOnScreen(board, point.x, point.y);
    return [Math.round(clientX), Math.round(clientY)];
  };
  const [first, ...rest] = points;
  await sendMouse({ type: 'move', position: at(first!) });
  await sendMouse({ type: 'down' });
  for (const point of rest) {
    // Each step waits for the board to hear the pointer there (a busy page may lag the browser).
    const heard = new Promise((resolve) => board.addEventListener('pointermove', resolve, { once: true }));
    await sendMouse({ type: 'move', position: at(point) });
    await heard;
  }
  const released = new Promise((resolve) => board.addEventListener('pointerup', resolve, { once: true }));
  await sendMouse({ type: 'up' });
  await released;
  await board.updateComplete;
}

/** A keyboard cursor for the board: at the centre of a 9x9 board, where an editor starts it. */
export const cursorOf = (board: GoBoard, start = { x: 4, y: 4 }): KeyboardPlayer => new KeyboardPlayer(board, start);

export { press };

/** Brings an editor to a state that shows everything it draws and offers: stones, a mark, an
 * arrow and a visible region drawn, a first end of a line waiting for its second, the cursor,
 * a message, and every form open. For the audits (axe, forced colours, contrast, target sizes). */
export async function editEverything(board: GoBoard): Promise<void> {
  await until(
    () => board.isReady && board.shadowRoot!.querySelector('[part="toolbar"]') !== null,
    'the editor to load',
  );
  const keys = [
    'b',
    'Enter',
    'ArrowLeft',
    't',
    'Enter',
    'ArrowUp',
    'r',
    'Enter',
    'ArrowUp',
    'Enter',
    'v',
    'Enter',
    'ArrowLeft',
    'ArrowLeft',
    'Enter',
    'l',
    'ArrowDown',
    'Enter',
    'ArrowDown',
  ];
  for (const key of keys) await press(board, key);
  for (const section of board.shadowRoot!.querySelectorAll('details')) section.open = true;
  await until(
    () => [...board.shadowRoot!.querySelectorAll('details')].every((section) => section.open),
    'the forms to open',
  );
  await board.updateComplete;
}

/** An editor for the audits: a game with a variation, so every control has something to do. */
export const EDIT_BOARD = { mode: 'edit', sgf: '(;SZ[9]GN[Edited];B[ee](;W[cc])(;W[gg]))', coordinates: '' };
