// @go-board/element/hydrate: the element with Lit's hydration support loaded in front of it, for
// pages whose boards were rendered on the server (@go-board/element/ssr). The support must be in
// place before Lit defines any element, so import this first, instead of @go-board/element.
import '@lit-labs/ssr-client/lit-element-hydrate-support.js';

export * from './index.js';
