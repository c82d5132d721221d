export { parseSgf } from './parse.js';
export { parseSgfBytes } from './bytes.js';
export { stringifySgf } from './stringify.js';
export { SgfError } from './errors.js';
export { parsePoint, formatPoint, expandPoints } from './points.js';
export { parseCompose, parseSize } from './compose.js';
export { simpleText } from './simple-text.js';
export type { SgfNode, SgfWarning, SgfParseOptions, SgfSize } from './types.js';
export type { Point } from '../point.js';
