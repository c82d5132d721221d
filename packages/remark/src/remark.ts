// The remark plugin: ```sgf fences, Sensei's Library diagrams in ```go fences and, in MDX,
// <GoBoard> elements become boards before the Markdown turns into HTML or JSX.
import { checkOutput, fenceBoard } from '@go-board/markdown-it';
import type { Element } from 'hast';
import type { Nodes, Parent, Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { SKIP, visit } from 'unist-util-visit';
import { boardElement, boardStyle } from './board-element.js';
import { componentBoard } from './mdx-component.js';
import type { BoardSource, GoBoardRemarkOptions } from './options.js';

/** An mdast node that remark-rehype (and MDX) turn into the given HAST element. */
function boardNode(board: BoardSource, options: GoBoardRemarkOptions): Nodes {
  return hastNode(boardElement(board, options));
}

function hastNode(element: Element): Nodes {
  return {
    type: 'paragraph',
    children: [],
    data: { hName: element.tagName, hProperties: element.properties, hChildren: element.children },
  };
}

/**
 * A remark plugin: a fenced block in the language `sgf` (or a ```` ```go ```` fence holding a
 * Sensei's Library diagram) becomes a Go board, as with `@go-board/markdown-it`, whose options and
 * info strings it shares. In MDX, `<GoBoard sgf="..." move={12} coordinates />` (or `diagram={`...`}`
 * or `src="..."`) becomes one too, read at build time, so no framework component is needed.
 *
 * ```js
 * unified().use(remarkParse).use(remarkGoBoard, { defaults: { theme: 'book' } }).use(remarkRehype).use(rehypeStringify);
 * ```
 *
 * The document's first board comes after a `<style>` with go-board.css (`css: false` leaves it
 * out), so every board has its size before the element's script arrives.
 */
export function remarkGoBoard(options: GoBoardRemarkOptions = {}): (tree: Root) => void {
  checkOutput(options);
  const component = options.component ?? 'GoBoard';
  return (tree) => {
    let first: { parent: Parent; index: number } | null = null;
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined) return;
      let board: BoardSource | null = null;
      if (node.type === 'code') {
        const info = [node.lang, node.meta].filter(Boolean).join(' ');
        board = fenceBoard(info, node.value, options, node.position ? node.position.start.line + 1 : undefined);
      } else if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === component) {
        board = componentBoard(node as MdxJsxFlowElement | MdxJsxTextElement, options);
      }
      if (!board) return;
      parent.children[index] = boardNode(board, options) as never;
      first ??= { parent, index };
      return SKIP;
    });
    // go-board.css, once, before the document's first board.
    const style = boardStyle(options);
    if (first && style) {
      const { parent, index } = first as { parent: Parent; index: number };
      parent.children.splice(index, 0, hastNode(style) as never);
    }
  };
}
