// The WebAssembly core, inlined into the standalone bundle as bytes and loaded before any board
// asks for it: a page with one script tag fetches nothing else. This module is imported first,
// so its `init()` runs before the element is defined; every later `init()` returns the same
// promise. Where the page's Content-Security-Policy refuses WebAssembly ('wasm-unsafe-eval' not
// allowed), the same core compiled to JavaScript is imported from go-board.core.js beside this
// file instead; only such pages ever fetch it.
import { init } from '@go-board/rules';
import coreBytes from '@go-board/core/release.wasm';

init({ webassembly: coreBytes, javascript: new URL('./go-board.core.js', import.meta.url) }).catch((error: unknown) => {
  // A board that then calls init() itself reports the failure where a reader sees it.
  console.error('go-board: could not load the inlined WebAssembly core.', error);
});
