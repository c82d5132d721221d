// The words a board speaks: the table for its language, which is its own `lang` attribute, else
// the `lang` of its nearest ancestor that has one (across shadow roots), else English. The board
// reads the language again when it is connected, when its own `lang` changes, when the page's
// `<html lang>` changes, and at every update; a table registered or loaded later shows at once.
import { isServer, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { onWordsChange, resolveWords, type ResolvedWords } from './registry.js';
import type { Words } from './words.js';

/** The language `element` is in, by the HTML rule: the nearest `lang` attribute, itself included. */
export function languageOf(element: Element): string {
  // Node types rather than instanceof: a board may have come from another window's document.
  let node: Node | null = element;
  while (node) {
    if (node.nodeType === Node.ELEMENT_NODE && (node as Element).hasAttribute('lang'))
      return (node as Element).getAttribute('lang')!;
    node =
      node.nodeType === Node.DOCUMENT_FRAGMENT_NODE && 'host' in node ? (node as ShadowRoot).host : node.parentNode;
  }
  return '';
}

/** Every connected board hears of the page's language changing, through one observer. */
const documentListeners = new Set<() => void>();
let documentObserver: MutationObserver | undefined;

function watchDocumentLanguage(listener: () => void): () => void {
  documentListeners.add(listener);
  if (!documentObserver) {
    documentObserver = new MutationObserver(() => documentListeners.forEach((each) => each()));
    documentObserver.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  }
  return () => documentListeners.delete(listener);
}

/** Milliseconds a render waits for the words of a new language, before it shows the board in
 * English meanwhile. */
const WORDS_WAIT = 1000;

export class WordsController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  #resolved: ResolvedWords = resolveWords('');
  #asked = '';
  /** A language the board speaks whatever the page says: the server's, until the board has
   * hydrated what the server rendered in it. */
  #pinned: string | null = null;
  #stop: (() => void)[] = [];

  constructor(host: ReactiveControllerHost & HTMLElement) {
    this.#host = host;
    host.addController(this);
  }

  /** The table in force. */
  get words(): Words {
    return this.#resolved.words;
  }

  /** The tag of the table in force ('en' for English, and for languages without a table). */
  get lang(): string {
    return this.#resolved.lang;
  }

  /** The load of a table the board's language needs, while it is under way. */
  get pending(): Promise<void> | null {
    return this.#resolved.pending;
  }

  /** What a render waits for: the words of a new language, a little (rather than flash English
   * before them), then it shows the board in English meanwhile. */
  arrival(): Promise<unknown> | undefined {
    const pending = this.#resolved.pending;
    return pending ? Promise.race([pending, new Promise((resolve) => setTimeout(resolve, WORDS_WAIT))]) : undefined;
  }

  hostConnected(): void {
    const refresh = (): void => this.refresh();
    this.#stop = [onWordsChange(refresh), watchDocumentLanguage(refresh)];
    this.refresh();
  }

  hostDisconnected(): void {
    for (const stop of this.#stop) stop();
    this.#stop = [];
  }

  /** Speaks `lang` until unpinned (null), whatever the page says. */
  pin(lang: string | null): void {
    this.#pinned = lang;
    this.refresh();
  }

  /** Reads the board's language again; asks for an update when its words changed. On the server
   * only the board's own `lang` attribute counts: there are no ancestors to ask. */
  refresh(): void {
    const host = this.#host;
    const asked = this.#pinned ?? (isServer ? (host.getAttribute('lang') ?? '') : languageOf(host));
    const resolved = resolveWords(asked);
    if (asked === this.#asked && resolved === this.#resolved) return;
    this.#asked = asked;
    this.#resolved = resolved;
    host.requestUpdate();
    resolved.pending?.then(() => {
      if (this.#resolved === resolved) this.refresh();
    });
  }
}
