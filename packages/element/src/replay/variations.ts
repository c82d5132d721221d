// The variations list: at a move with several continuations, one button per continuation, with
// the letter the board shows at its point; after a move that had alternatives, the alternatives,
// the one shown marked current.
import { html, nothing, type TemplateResult } from 'lit';
import type { GameNode } from '@go-board/rules';
import { variationLetter } from '../board/variation-letter.js';
import { moveText } from '../board/speech.js';
import type { Words } from '../words/words.js';

/** What the list offers: the continuations of `node`, else the alternatives to its move. */
export function variationChoices(
  node: GameNode,
  chosen: GameNode | undefined,
): { kind: 'next' | 'alternatives'; nodes: GameNode[]; current: GameNode | undefined } | null {
  if (node.children.length > 1) return { kind: 'next', nodes: node.children, current: chosen ?? node.children[0] };
  if (node.parent && node.parent.children.length > 1)
    return { kind: 'alternatives', nodes: node.parent.children, current: node };
  return null;
}

export function renderVariations(
  words: Words,
  node: GameNode | undefined,
  chosen: GameNode | undefined,
  height: number,
  choose: (target: GameNode) => void,
): TemplateResult | typeof nothing {
  const choices = node ? variationChoices(node, chosen) : null;
  if (!choices) return nothing;
  const title = choices.kind === 'next' ? words.variationsNext : words.variationsOfMove;
  // A group, not a <nav> landmark: a page with several boards should not gain a landmark for each.
  return html`<div part="variations" class="variations" role="group" aria-label=${title}>
    <span class="variations-title">${title}</span>
    <ul>
      ${choices.nodes.map(
        (target, index) => html`<li><button type="button" class="variation"
        aria-current=${target === choices.current ? 'true' : 'false'} @click=${() => choose(target)}>
        <span class="letter">${variationLetter(index)}</span> ${moveText(words, target, height) ?? words.noMove}</button></li>`,
      )}
    </ul>
  </div>`;
}
