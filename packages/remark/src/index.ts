export { remarkGoBoard, remarkGoBoard as default } from './remark.js';
export { rehypeGoBoard } from './rehype.js';
export type { GoBoardRemarkOptions, SvgRenderer } from './options.js';
