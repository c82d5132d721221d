// The analysis on the board, under it and in the graph, loaded the first time a board has one to
// show (or the built-in engine is offered or asked for): a page of diagrams never downloads it.
export { AnalysisView, ANALYSIS_SCRIPT_TYPE, type AnalysisFailure, type AnalysisHost } from './analysis-view.js';
export { analysisStyles as styles } from './analysis.styles.js';
export { reviewDrawers as drawers } from './drawers.js';
export type { KataGoResponse } from './engine.js';
export type { AnalysisPerspective } from './katago.js';
