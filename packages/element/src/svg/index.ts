// @go-board/element/svg: diagrams as SVG strings, in Node without a DOM.
export { renderSvg, type RenderSvgOptions } from './render-svg.js';
export { init } from '@go-board/rules';
export { runCli, type CliOutput } from './cli.js';
export { svgToPng } from './png.js';
