// The rehype plugin, for pipelines that take only rehype plugins, or that highlight code in
// remark already: `<pre><code class="language-sgf">` becomes a board, as the fence would.
import { checkOutput, fenceBoard } from '@go-board/markdown-it';
import type { Element, Parents, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import { boardElement, boardStyle } from './board-element.js';
import type { GoBoardRemarkOptions } from './options.js';

/** The text of a HAST element, as the code block held it. */
function textOf(node: Element): string {
  let text = '';
  visit(node, 'text', (child) => {
    text += child.value;
  });
  return text;
}

/**
 * A rehype plugin: `<pre><code class="language-sgf">` (the HTML a fenced block becomes) turns into
 * a board, with the fence's info string (which remark-rehype keeps as the code's `data.meta`)
 * read as `@go-board/markdown-it` reads it. Takes the same options as `remarkGoBoard`, and writes
 * go-board.css before the first board as it does.
 */
export function rehypeGoBoard(options: GoBoardRemarkOptions = {}): (tree: Root) => void {
  checkOutput(options);
  return (tree) => {
    let first: { parent: Parents; index: number } | null = null;
    visit(tree, 'element', (node, index, parent) => {
      if (!parent || index === undefined || node.tagName !== 'pre') return;
      const code = node.children.find((child): child is Element => child.type === 'element');
      if (!code || code.tagName !== 'code') return;
      const classes = Array.isArray(code.properties.className) ? code.properties.className.map(String) : [];
      const language = classes.find((name) => name.startsWith('language-'))?.slice('language-'.length);
      if (!language) return;
      const meta = (code.data as { meta?: string } | undefined)?.meta ?? '';
      const line = node.position ? node.position.start.line + 1 : undefined;
      const board = fenceBoard(`${language} ${meta}`, textOf(code), options, line);
      if (!board) return;
      parent.children[index] = boardElement(board, options);
      first ??= { parent, index };
      return SKIP;
    });
    // go-board.css, once, before the document's first board.
    const style = boardStyle(options);
    if (first && style) {
      const { parent, index } = first as { parent: Parents; index: number };
      parent.children.splice(index, 0, style);
    }
  };
}
