import { goBoardCss } from '@go-board/element/css';
import type { MarkdownIt } from 'markdown-it';
import { escapeAttribute } from './escape.js';
import { fenceBoard, type FenceOptions } from './fence.js';
import type { BoardAttributes } from './info.js';

/** Draws a static SVG of a record: `renderSvg` from `@go-board/element/svg`. */
export type SvgRenderer = (sgf: string, options: Record<string, unknown>) => string;

/** Options of the go-board markdown-it plugin: `languages`, `diagramLanguages` and `defaults`
 * (see `FenceOptions`), and the output. */
export interface GoBoardMarkdownOptions extends FenceOptions {
  /** `'element'` (default): a `<go-board>` element, which needs the element's script on the page.
   * `'svg'`: a static SVG drawn when the Markdown is rendered, for pages without JavaScript. */
  output?: 'element' | 'svg';
  /** The SVG renderer for `output: 'svg'`: pass `renderSvg` from `@go-board/element/svg`. */
  renderSvg?: SvgRenderer;
  /** Whether a `<style>` with go-board.css comes before the first board of each render (default
   * true): the room each board takes before the element's script defines it, so the page does
   * not move when it does. False for a page that links go-board.css itself. */
  css?: boolean;
}

/** The `<style>` holding go-board.css, written once per render before its first board. */
export function boardStyle(): string {
  return `<style>${goBoardCss}</style>\n`;
}

/** The output the options ask for, checked: 'element' (the default) or 'svg' with a renderer. */
export function checkOutput(options: { output?: unknown; renderSvg?: unknown }): 'element' | 'svg' {
  const output = options.output ?? 'element';
  if (output !== 'element' && output !== 'svg') {
    throw new RangeError(`Expected output to be 'element' or 'svg', received ${JSON.stringify(output)}.`);
  }
  if (output === 'svg' && typeof options.renderSvg !== 'function') {
    throw new RangeError(
      "Expected a renderSvg function for output 'svg' (import { renderSvg } from '@go-board/element/svg').",
    );
  }
  return output;
}

/** The `<go-board>` element for a record: the SGF goes into the `sgf` attribute, escaped. */
function boardElement(sgf: string, attributes: BoardAttributes): string {
  const parts = [`sgf="${escapeAttribute(sgf.trim())}"`];
  for (const [name, value] of Object.entries(attributes)) {
    parts.push(value === true ? name : `${name}="${escapeAttribute(value)}"`);
  }
  return `<go-board ${parts.join(' ')}></go-board>\n`;
}

/** The renderSvg options for fence attributes: kebab-case names become camelCase. */
export function svgOptions(attributes: BoardAttributes): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(attributes)) {
    const key = name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
    options[key] = value === true ? true : /^\d+$/.test(value) ? Number(value) : value;
  }
  return options;
}

/**
 * A markdown-it plugin: a fenced block in the language `sgf` becomes a Go board.
 *
 * ````md
 * ```sgf move=12 coordinates theme=book
 * (;SZ[19];B[pd];W[dp];B[pp];W[dd])
 * ```
 * ````
 *
 * A ```` ```go ```` fence whose first line starts with `$$` holds a Sensei's Library diagram,
 * read into SGF when the Markdown is rendered (a bad diagram throws a `DiagramError` naming the
 * Markdown's line) and shown as drawn. Other fences render as before. The info string may set any
 * of the board's attributes but `sgf` and `src` (`BOARD_ATTRIBUTES`: `move`, `coordinates`,
 * `mode=problem`, `theme`, `rotate` ...); nothing else reaches the page. With `output: 'svg'`, those
 * a static picture has (`move`, `view`, `coordinates`, `move-numbers`, `theme`, the look) apply.
 * The first board of each render comes after a `<style>` with go-board.css (`css: false` leaves
 * it out), so every board has its size before the element's script arrives.
 */
export function goBoardPlugin(md: MarkdownIt, options: GoBoardMarkdownOptions = {}): void {
  const output = checkOutput(options);
  const fallback = md.renderer.rules.fence;
  md.renderer.rules.fence = (tokens, index, renderOptions, env, self) => {
    const token = tokens[index]!;
    // token.map holds the fence's 0-based first line: its content starts on the line after.
    const board = fenceBoard(token.info, token.content, options, token.map ? token.map[0] + 2 : undefined);
    if (!board) {
      return fallback
        ? fallback(tokens, index, renderOptions, env, self)
        : self.renderToken(tokens, index, renderOptions);
    }
    if (output === 'svg') return `${options.renderSvg!(board.sgf, svgOptions(board.attributes))}\n`;
    // Once per render (its `env`): the page's first board brings the stylesheet.
    const style = options.css !== false && !(env as { goBoardCss?: boolean }).goBoardCss;
    if (style) (env as { goBoardCss?: boolean }).goBoardCss = true;
    return `${style ? boardStyle() : ''}${boardElement(board.sgf, board.attributes)}`;
  };
}
