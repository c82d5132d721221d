export { parseDiagram, readDiagram, type DiagramRecord } from './read.js';
export { toDiagram } from './write.js';
export { DiagramError } from './errors.js';
