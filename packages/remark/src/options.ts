import type { BoardAttributes, FenceOptions } from '@go-board/markdown-it';

/** Draws a static SVG of a record: `renderSvg` from `@go-board/element/svg`. */
export type SvgRenderer = (sgf: string, options: Record<string, unknown>) => string;

/** Options of the remark and rehype plugins: the same as `@go-board/markdown-it`'s (`languages`,
 * `diagramLanguages`, `defaults`, `output`, `renderSvg`), and the MDX component's name. */
export interface GoBoardRemarkOptions extends FenceOptions {
  /** `'element'` (default): a `<go-board>` element, which needs the element's script on the page.
   * `'svg'`: a static SVG drawn at build time, for pages without JavaScript. */
  output?: 'element' | 'svg';
  /** The SVG renderer for `output: 'svg'`: pass `renderSvg` from `@go-board/element/svg`. */
  renderSvg?: SvgRenderer;
  /** The name of the MDX element the remark plugin turns into a board. Default `'GoBoard'`. */
  component?: string;
  /** Whether a `<style>` with go-board.css comes before the first board of each document (default
   * true), so every board has its size before the element's script arrives; false for a site
   * that links go-board.css itself. */
  css?: boolean;
}

/** What becomes a board: a record (or a file to fetch, for the element) and its attributes. */
export interface BoardSource {
  sgf?: string;
  src?: string;
  attributes: BoardAttributes;
}
