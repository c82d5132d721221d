// The board out of the page: toSvg(), toPng() and toGif(), and the export button in the replay
// controls with the menu it opens (SVG, PNG, SGF, a copy of the picture, an animated GIF). The
// button and toSvg() are all a page of boards downloads; PNG, GIF and the menu's code load when
// first asked for.
import { html, nothing, svg, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { Game } from '@go-board/rules';
import type { GifOptions } from './to-gif.js';
import type { ExportHost } from './menu.js';
import { loadRestOfEnglish } from '../words/registry.js';
import type { Words } from '../words/words.js';

const exportIcon = svg`<svg class="icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M7 2h2v6h3l-4 4-4-4h3zM2 13h12v2H2z"></path></svg>`;

/** What the controller asks of the element. */
export interface ExportSource {
  /** The standalone SVG of the position shown, or of `game`'s position. */
  picture(game?: Game): string;
  /** The board on the screen (its width), and its drawing's viewBox. */
  size(): { shown: { width: number }; box: { width: number; height: number } };
  /** Says `text` in the board's live region. */
  say(text: string): void;
}

export class ExportController {
  readonly #host: ExportHost & ReactiveControllerHost & { readonly totalMoves: number };
  readonly #source: ExportSource;
  #open = false;
  #menu: typeof import('./menu.js') | undefined;

  constructor(host: ExportHost & ReactiveControllerHost & { readonly totalMoves: number }, source: ExportSource) {
    this.#host = host;
    this.#source = source;
  }

  svg(): string {
    return this.#source.picture();
  }

  async png(scale = 1): Promise<Blob> {
    const { shown, box } = this.#source.size();
    return (await import('./raster.js')).toPng(this.svg(), shown, box, scale);
  }

  async gif(options: GifOptions): Promise<Blob> {
    const { game, totalMoves } = this.#host;
    return (await import('./to-gif.js')).toGif(options, {
      game,
      totalMoves,
      picture: (copy) => this.#source.picture(copy),
      ...this.#source.size(),
    });
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
      aria-controls="export-menu" @click=${toggle}>${exportIcon}</button>${this.#open && this.#menu ? this.#menu.renderExportMenu(words, this.#host, this.#source.say) : nothing}`;
  }
}
