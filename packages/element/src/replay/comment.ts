// The name (N) and comment (C) of the shown node, as plain text: line breaks kept, nothing in
// them ever read as HTML.
import { html, nothing, type TemplateResult } from 'lit';
import type { GameNode } from '@go-board/rules';

export function renderComment(node: GameNode | undefined): TemplateResult | typeof nothing {
  const name = node?.props.N?.[0]?.trim() ?? '';
  const comment = node?.props.C?.[0]?.trim() ?? '';
  if (!name && !comment) return nothing;
  return html`<div part="comment" class="comment">
    ${name ? html`<p class="node-name">${name}</p>` : nothing}
    ${comment ? html`<p class="comment-text">${comment}</p>` : nothing}
  </div>`;
}
