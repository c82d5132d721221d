// The export button at the end of the replay's full controls and the editor's, and the menu it
// opens (menu.ts, loaded when first opened): drawn by the folders that draw those controls, so a
// page of static diagrams never downloads it.
import { html, nothing, svg, type TemplateResult } from 'lit';
import type { ExportHost } from './menu.js';
import { loadRestOfEnglish } from '../words/registry.js';
import type { Words } from '../words/words.js';

const exportIcon = svg`<svg class="icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M7 2h2v6h3l-4 4-4-4h3zM2 13h12v2H2z"></path></svg>`;

export class ExportButton {
  readonly #host: ExportHost;
  /** Says a text in the board's live region. */
  readonly #say: (text: string) => void;
  #open = false;
  #menu: typeof import('./menu.js') | undefined;

  constructor(host: ExportHost, say: (text: string) => void) {
    this.#host = host;
    this.#say = say;
  }

  /** The button, and the menu while it is open. */
  render(words: Words): TemplateResult {
    const toggle = async (): Promise<void> => {
      this.#open = !this.#open;
      this.#host.requestUpdate();
      // The menu says more than the board's words: the rest of English loads with it.
      this.#menu ??= (await Promise.all([import('./menu.js'), loadRestOfEnglish()]))[0];
      this.#host.requestUpdate();
    };
    return html`<button type="button" class="control export" aria-label=${words.exportMenu} title=${words.exportMenu} aria-expanded=${this.#open ? 'true' : 'false'}
      aria-controls="export-menu" @click=${toggle}>${exportIcon}</button>${this.#open && this.#menu ? this.#menu.renderExportMenu(words, this.#host, this.#say) : nothing}`;
  }
}
