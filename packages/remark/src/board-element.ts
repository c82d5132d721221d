// The HAST element a board becomes: `<go-board>` with its attributes, or the static SVG that
// renderSvg draws. Both plugins build it here, so a fence gives the same HTML through either.
import { goBoardCss } from '@go-board/element/css';
import { svgOptions } from '@go-board/markdown-it';
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import type { BoardSource, GoBoardRemarkOptions } from './options.js';

/** The board as a HAST element. The serializer (rehype-stringify, MDX's JSX) escapes every
 * value, so a record or a label cannot add markup to the page. */
export function boardElement(board: BoardSource, options: GoBoardRemarkOptions): Element {
  if (options.output === 'svg') {
    if (board.sgf === undefined) {
      throw new RangeError(
        `Expected the SGF record or a diagram for output 'svg', which draws at build time, received only src="${board.src}".`,
      );
    }
    const svg = fromHtml(options.renderSvg!(board.sgf, svgOptions(board.attributes)), { fragment: true }).children.find(
      (node): node is Element => node.type === 'element',
    );
    if (!svg) throw new RangeError('Expected renderSvg to return an <svg> element, received none.');
    return svg;
  }
  const properties: Element['properties'] = {};
  if (board.sgf !== undefined) properties.sgf = board.sgf.trim();
  if (board.src !== undefined) properties.src = board.src;
  for (const [name, value] of Object.entries(board.attributes)) properties[name] = value;
  return { type: 'element', tagName: 'go-board', properties, children: [] };
}

/** The `<style>` with go-board.css that comes before a document's first board (none for static
 * SVG, which needs no script, or when the options say `css: false`). */
export function boardStyle(options: GoBoardRemarkOptions): Element | null {
  if (options.css === false || options.output === 'svg') return null;
  return { type: 'element', tagName: 'style', properties: {}, children: [{ type: 'text', value: goBoardCss }] };
}
