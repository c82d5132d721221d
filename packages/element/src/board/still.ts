// The parts of the drawing that change only with the board's size, view, orientation or look (the
// wood, the grid, the star points, the gradients of the realistic look): drawn once by Lit, then
// left in the DOM without Lit's bookkeeping. As templates they kept their parts alive, some two
// hundred a board for the gradients' stops alone, for a drawing that never changes; `guard` kept
// them from being drawn again, but not from being kept. On the server, the templates themselves.
import { noChange, render, type ChildPart } from 'lit';
import { Directive, directive } from 'lit/directive.js';

class StillDirective extends Directive {
  /** What the drawing was made of; null before it is made. */
  #drawnOf: readonly unknown[] | null = null;

  render(_of: readonly unknown[], draw: () => unknown): unknown {
    return draw();
  }

  override update(part: ChildPart, [of, draw]: [readonly unknown[], () => unknown]): unknown {
    const start = part.startNode!;
    let end = part.endNode;
    const drawnOf = this.#drawnOf;
    // A board the server rendered: its drawing, with Lit's markers, makes way for this one.
    if (drawnOf === null && start.nextSibling !== end) end = clearServerDrawing(start);
    if (drawnOf !== null && drawnOf.length === of.length && of.every((value, index) => value === drawnOf[index]))
      return noChange;
    this.#drawnOf = [...of];
    while (start.nextSibling !== end) start.nextSibling!.remove();
    // The marker's own parent: while a template is cloned, that is the fragment it is cloned in.
    start.parentNode!.insertBefore(drawing(start.ownerDocument!, of, draw), end);
    return noChange;
  }
}

/** Drawings made of plain values (a size, a view, a look), by document and by those values: the
 * same grid or gradients on every board of a page are copied, not drawn by Lit again. */
const drawings = new WeakMap<Document, Map<string, DocumentFragment>>();

/** `draw()` in a fragment of its own (its Lit part is dropped with it); copied from the first
 * of its kind when it is made of plain values only. */
function drawing(document: Document, of: readonly unknown[], draw: () => unknown): DocumentFragment {
  const plain = of.every((value) => value === null || typeof value !== 'object');
  const key = plain ? JSON.stringify(of) : '';
  let kinds = drawings.get(document);
  if (!kinds) drawings.set(document, (kinds = new Map()));
  let fragment = plain ? kinds.get(key) : undefined;
  if (!fragment) {
    fragment = document.createDocumentFragment();
    render(draw(), fragment);
    if (plain) kinds.set(key, fragment);
  }
  return plain ? (fragment.cloneNode(true) as DocumentFragment) : fragment;
}

/** Draws `draw()` once, and again only when one of the values it is made `of` changes (each
 * compared with ===, as `guard` compares them). */
export const still = directive(StillDirective);

/**
 * Removes what the server drew in a part, from after its opening marker to its closing one
 * (`<!--/lit-part-->`, which the hydration still needs and is returned), nested parts included.
 * The directives that draw without templates call it on the first update of a hydration.
 */
export function clearServerDrawing(start: Node): Node | null {
  let depth = 0;
  for (let node = start.nextSibling; node; node = start.nextSibling) {
    if (node.nodeType === Node.COMMENT_NODE) {
      const data = (node as Comment).data;
      if (data.startsWith('/lit-part')) {
        if (depth === 0) return node;
        depth--;
      } else if (data.startsWith('lit-part')) depth++;
    }
    node.remove();
  }
  return null;
}
