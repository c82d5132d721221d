// Mounting boards in the test page, and reaching into their shadow roots as a reader would.
import '../register.js';
import type { GoBoard } from '../go-board.js';

const containers: HTMLElement[] = [];

/** Mounts a `<go-board>` with these attributes (and child markup), in a container `width`
 * pixels wide, and waits until its record has loaded and rendered. */
export async function mount(attributes: Record<string, string> = {}, children = '', width = 360): Promise<GoBoard> {
  const container = document.createElement('div');
  container.style.width = `${width}px`;
  const board = document.createElement('go-board');
  for (const [name, value] of Object.entries(attributes)) board.setAttribute(name, value);
  board.innerHTML = children;
  container.append(board);
  document.body.append(container);
  containers.push(container);
  await board.updateComplete;
  return board;
}

/** Removes every board mounted so far. */
export function unmountAll(): void {
  for (const container of containers.splice(0)) container.remove();
}

/** The first element matching `selector` in the board's shadow root; fails the test without one. */
export function find<T extends Element = HTMLElement>(board: GoBoard, selector: string): T {
  const element = board.shadowRoot!.querySelector<T>(selector as string);
  if (!element) throw new Error(`Expected an element matching '${selector}' in the board, found none.`);
  return element as T;
}

/** Every element matching `selector` in the board's shadow root. */
export function findAll<T extends Element = Element>(board: GoBoard, selector: string): T[] {
  return [...board.shadowRoot!.querySelectorAll<T>(selector as string)];
}

/** The board's focusable area, which holds its role, name and keyboard handling. */
export function boardArea(board: GoBoard): HTMLElement {
  return find(board, '[part="board"]');
}

/** Presses a key on the board area, as a focused board receives it; returns whether the board
 * claimed the key (called preventDefault). */
export async function press(board: GoBoard, key: string): Promise<boolean> {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true });
  boardArea(board).dispatchEvent(event);
  await board.updateComplete;
  return event.defaultPrevented;
}

/** Clicks a control of the board and waits for it to render. */
export async function click(board: GoBoard, selector: string): Promise<void> {
  find(board, selector).click();
  await board.updateComplete;
}

/** The centres of the stones drawn, as 'x,y:color', sorted. */
export function drawnStones(board: GoBoard): string[] {
  return findAll<SVGCircleElement>(board, '.stone')
    .map(
      (stone) =>
        `${stone.getAttribute('cx')},${stone.getAttribute('cy')}:${stone.classList.contains('black') ? 'black' : 'white'}`,
    )
    .sort();
}

/** Resolves with the next event of `type` that `target` fires. */
export function nextEvent<T extends Event>(target: EventTarget, type: string): Promise<T> {
  return new Promise((resolve) => target.addEventListener(type, (event) => resolve(event as T), { once: true }));
}

/** Resolves once `condition` holds, checking it before each frame is drawn: for a state that
 * comes from work the test cannot await directly (a Web Worker's answer, a fetched file). There
 * is no time limit of its own; the test's timeout is the bound, and `what` names the state for
 * the failure message, which the test's own timeout would not. */
export async function until(condition: () => boolean, what: string): Promise<void> {
  const started = performance.now();
  while (!condition()) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    // Named in the console, so a timed-out test says what it waited for.
    if (performance.now() - started > 10_000 && !warned.has(what)) {
      warned.add(what);
      console.warn(`Still waiting for ${what} after 10 s.`);
    }
  }
}
const warned = new Set<string>();

/** Resolves once every playout job sent before now (such as the bot's search, aborted or not)
 * has ended: the playout worker takes one job at a time, so a small job sent now is answered
 * after them. The way to check that an aborted search never plays its move. */
export async function playoutsSettled(): Promise<void> {
  const { Game, suggestMove } = await import('@go-board/rules');
  await suggestMove(new Game({ size: 5 }), { playouts: 4 });
}

/** Opens the export menu of the replay controls and waits for its items (their code loads then). */
export async function openExportMenu(board: GoBoard): Promise<void> {
  find(board, 'button.control.export').click();
  await until(() => board.shadowRoot!.querySelector('.export-menu') !== null, 'the export menu to open');
  await board.updateComplete;
}
