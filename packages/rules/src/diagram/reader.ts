// The entry `@go-board/rules/diagram`: the diagram reader alone, which needs neither the game nor
// the core, for build tools and for pages that load it only when they meet a diagram.
export { readDiagram, type DiagramRecord } from './read.js';
export { DiagramError } from './errors.js';
