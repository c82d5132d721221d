// Loads the reader of Sensei's Library diagrams the first time a board shows one, so pages of
// SGF records never carry it. The standalone bundle swaps this module for one that imports
// go-board.diagram.js from beside it (see scripts/standalone/diagram-reader.ts).
export type DiagramReader = typeof import('@go-board/rules/diagram');

let loading: Promise<DiagramReader> | undefined;

/** The diagram reader, loaded once. */
export function loadDiagramReader(): Promise<DiagramReader> {
  loading ??= import('@go-board/rules/diagram');
  return loading;
}
