// The standalone bundle's loader of the diagram reader: it lives in go-board.diagram.js beside
// the bundle, fetched the first time a board shows a <script type="text/x-go-diagram">. It needs
// nothing of the bundle (no Game, no core), so nothing is handed over. The build puts this
// module in place of src/record/diagram-reader.ts.
import type { DiagramReader } from '../../src/record/diagram-reader.js';

let loading: Promise<DiagramReader> | undefined;

export type { DiagramReader };

/** The diagram reader, loaded once from beside the bundle. */
export function loadDiagramReader(): Promise<DiagramReader> {
  loading ??= import(/* @vite-ignore */ new URL('./go-board.diagram.js', import.meta.url).href);
  return loading;
}
