// Registering the element, as its own step: the standalone bundle registers it only once Lit's
// hydration support is in place on pages whose boards were rendered on the server (support that
// it loads only on those pages), and every other entry registers it as it is imported.
import { GoBoard } from './go-board.js';

/** Registers `<go-board>` (once: a page may load the element twice). */
export function defineGoBoard(): void {
  if (!customElements.get('go-board')) customElements.define('go-board', GoBoard);
}
