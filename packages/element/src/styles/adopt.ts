// The styles of the folders a board loads when it needs them (a mode, the review, the tree),
// adopted into its shadow root beside its own: each folder's once, all of them together, as
// adoptStyles() replaces what the root had.
import { adoptStyles, isServer, type CSSResultOrNative, type LitElement } from 'lit';

/** What adopting reads of an element: where it renders, and (through its class) its own styles. */
export type StyledElement = Pick<LitElement, 'renderRoot'>;

const adopted = new WeakMap<StyledElement, CSSResultOrNative[]>();

/** Adds `styles` to the element's shadow root, after its own and those of folders before. */
export function adoptFolderStyles(element: StyledElement, styles: CSSResultOrNative[]): void {
  const list = adopted.get(element) ?? [];
  list.push(...styles.filter((style) => !list.includes(style)));
  adopted.set(element, list);
  const root = element.renderRoot;
  if (isServer || !(root instanceof ShadowRoot)) return;
  adoptStyles(root, [...(element.constructor as typeof LitElement).elementStyles, ...list]);
}
