// The export button in the replay controls, and the menu it opens: SVG, PNG, SGF, a copy of the
// picture, an animated GIF. The button is all a page of boards downloads; the menu's code
// (export/menu.ts) loads when it is first opened.
import { html, nothing, svg, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { Words } from '../words/words.js';
import type { ExportHost } from './menu.js';

const exportIcon = svg`<svg class="icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M7 2h2v6h3l-4 4-4-4h3zM2 13h12v2H2z"></path></svg>`;

export class ExportController {
  readonly #host: ExportHost & ReactiveControllerHost;
  readonly #say: (text: string) => void;
  #open = false;
  #menu: typeof import('./menu.js') | undefined;

  constructor(host: ExportHost & ReactiveControllerHost, say: (text: string) => void) {
    this.#host = host;
    this.#say = say;
  }

  /** The button, and the menu while it is open. */
  render(words: Words): TemplateResult {
    const toggle = async (): Promise<void> => {
      this.#open = !this.#open;
      this.#host.requestUpdate();
      this.#menu ??= await import('./menu.js');
      this.#host.requestUpdate();
    };
    return html`<button type="button" class="control export" aria-label=${words.exportMenu} title=${words.exportMenu} aria-expanded=${this.#open ? 'true' : 'false'}
      aria-controls="export-menu" @click=${toggle}>${exportIcon}</button>${this.#open && this.#menu ? this.#menu.renderExportMenu(words, this.#host, this.#say) : nothing}`;
  }
}
