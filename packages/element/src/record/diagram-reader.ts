// Loads the reader of Sensei's Library diagrams the first time a board shows one, so pages of
// SGF records never carry it (the standalone bundle has it as go-board.diagram.js beside itself).
export type DiagramReader = typeof import('@go-board/rules/diagram');

let loading: Promise<DiagramReader> | undefined;

/** The diagram reader, loaded once. */
export function loadDiagramReader(): Promise<DiagramReader> {
  loading ??= import('@go-board/rules/diagram');
  return loading;
}
