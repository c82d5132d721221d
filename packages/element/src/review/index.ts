// The game review's part of a board (the variation tree, the analysis and its graph), loaded the
// first time a board asks for any of it: a page of diagrams never downloads it.
export { ReviewPart, asksForAnalysis, type ReviewBoard, type ReviewServices } from './review-part.js';
export type { AnalysisPerspective, KataGoResponse } from './analysis/index.js';
export type { TreePlacement } from './tree/index.js';
