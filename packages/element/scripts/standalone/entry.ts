// The entry of dist/go-board.standalone.js: the core first, then the element and its API.
import './core.js';

export * from '../../src/index.js';
