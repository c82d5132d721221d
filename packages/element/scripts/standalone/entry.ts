// The entry of dist/go-board.standalone.js: Lit's hydration support first (it must be in place
// before Lit defines any element, so boards rendered on the server hydrate instead of rendering
// again), then the core, then the element and its API.
import '@lit-labs/ssr-client/lit-element-hydrate-support.js';
import './core.js';

export * from '../../src/index.js';
