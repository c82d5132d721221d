// The name and comment of the shown node, as plain text: the comment's line breaks kept, nothing
// in them ever read as HTML.
import { html, nothing, type TemplateResult } from 'lit';
import { nodeComment, nodeName, type GameNode } from '@go-board/rules';

/** A node's name and comment, as they are shown: kept by the board as text, not as the node (which
 * would keep its whole tree). Null when it has neither. */
export type NodeComment = { name: string; comment: string };

export function commentOf(node: GameNode): NodeComment | null {
  const name = nodeName(node);
  const comment = nodeComment(node);
  return name || comment ? { name, comment } : null;
}

export function renderComment(shown: NodeComment | null): TemplateResult | typeof nothing {
  if (!shown) return nothing;
  const { name, comment } = shown;
  return html`<div part="comment" class="comment">${name ? html`<p class="node-name">${name}</p>` : nothing}${
    comment ? html`<p class="comment-text">${comment}</p>` : nothing
  }</div>`;
}
