// The entry of dist/go-board.standalone.js, the one script a page includes. It holds the viewer
// (the element, Lit, the rules) and loads everything else from beside itself when a board needs
// it: the WebAssembly core (fetched, compiled while it streams in), a mode's folder (`play`,
// `problem`), the playouts (the bot, ownership, the dead-stone guess), a language's words, and on
// pages whose boards were rendered on the server, Lit's hydration support.
import { init } from '@go-board/rules';
import { defineGoBoard } from '../../src/define.js';

export * from '../../src/index.js';

// Where the page's Content-Security-Policy refuses WebAssembly ('wasm-unsafe-eval' not allowed),
// the same core compiled to JavaScript is imported from go-board.core.js instead; only such pages
// ever fetch it. Every later init() returns the same promise.
// The playouts core (the bot, ownership, the dead-stone guess) comes from beside it too, the first
// time a board needs it.
init({
  webassembly: new URL('./go-board.core.wasm', import.meta.url),
  javascript: new URL('./go-board.core.js', import.meta.url),
  playouts: {
    webassembly: new URL('./go-board.playouts-core.wasm', import.meta.url),
    javascript: new URL('./go-board.playouts-core.js', import.meta.url),
  },
}).catch((error: unknown) => {
  // A board that then calls init() itself reports the failure where a reader sees it.
  console.error('go-board: could not load the core.', error);
});

/** Whether the page holds boards rendered on the server (declarative shadow DOM). Module scripts
 * run once the page is parsed, so every such board is there with its shadow root. */
function serverRendered(): boolean {
  return [...document.querySelectorAll('go-board')].some((board) => board.shadowRoot !== null);
}

// Boards rendered on the server hydrate (take over the server's drawing rather than draw again)
// only with Lit's hydration support in place before the element is defined. No top-level await:
// the support imports Lit from this script, which must have finished running for that import to
// resolve. Where the support cannot load, the boards draw again over the server's drawing.
if (serverRendered()) {
  import('./hydrate-support.js').then(defineGoBoard, (error: unknown) => {
    console.error('go-board: could not load the hydration support; the boards draw again.', error);
    defineGoBoard();
  });
} else {
  defineGoBoard();
}
