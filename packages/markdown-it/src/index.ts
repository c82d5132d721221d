export { goBoardPlugin, goBoardPlugin as default, type GoBoardMarkdownOptions, type SvgRenderer } from './plugin.js';
export { BOARD_ATTRIBUTES, parseInfo, type BoardAttribute, type BoardAttributes } from './info.js';
export { diagramBoard, fenceBoard, type FenceBoard, type FenceOptions } from './fence.js';
export { escapeAttribute } from './escape.js';
export { boardStyle, checkOutput, svgOptions } from './plugin.js';
