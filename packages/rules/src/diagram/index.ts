export { readDiagram, type DiagramRecord } from './read.js';
export { parseDiagram } from './parse.js';
export { toDiagram } from './write.js';
export { DiagramError } from './errors.js';
