// A board the server rendered (declarative shadow DOM, from @go-board/element/ssr), taken over in
// the browser: its first render must be the very render the server made, so before it the board
// loads its record and the words the server drew it in; after it, it follows the page's language.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { RecordController } from '../record/record-controller.js';
import { loadRestOfEnglish } from '../words/registry.js';
import type { WordsController } from '../words/words-controller.js';

/** The element, as hydration sees it. */
type HydrationHost = ReactiveControllerHost & HTMLElement & { readonly hasUpdated: boolean };

export class HydrationController implements ReactiveController {
  readonly #host: HydrationHost;
  readonly #records: RecordController;
  readonly #words: WordsController;
  /** Whether the page came with this board rendered on the server. */
  #serverRendered = false;

  constructor(host: HydrationHost, records: RecordController, words: WordsController) {
    this.#host = host;
    this.#records = records;
    this.#words = words;
    host.addController(this);
  }

  /** Called before the element's own connectedCallback: a shadow root before the first connection
   * is the server's (after one, it is the board's own), drawn in the words it names. */
  notice(renderRoot: unknown): void {
    const shadow = this.#host.shadowRoot;
    if (this.#host.hasUpdated || !shadow || renderRoot) return;
    this.#serverRendered = true;
    this.#words.pin(shadow.querySelector('[data-lang]')?.getAttribute('data-lang') ?? '');
  }

  /** Whether the first render is yet to hydrate the server's. */
  get hydrating(): boolean {
    return this.#serverRendered && !this.#host.hasUpdated;
  }

  /** Before the first render of a server-rendered board: its record (when the server could read
   * it) and the words it was drawn in, all of them (the server has the whole of English). */
  async beforeFirstRender(): Promise<void> {
    if (this.#records.renderedOnServer) {
      this.#records.preload();
      await this.#records.loading;
    }
    await Promise.all([this.#words.pending, loadRestOfEnglish()]);
  }

  hostUpdated(): void {
    // Hydrated: from now on the board speaks the page's language (in an update of its own).
    if (!this.#serverRendered) return;
    this.#serverRendered = false;
    queueMicrotask(() => this.#words.pin(null));
  }
}
