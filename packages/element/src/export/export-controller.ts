// The board out of the page: toSvg(), toPng() and toGif(). toSvg() is all a page of boards
// downloads; PNG and GIF load when first asked for, and the export button with its menu
// (export-button.ts) with the controls that show it.
import type { Game } from '@go-board/rules';
import type { GifOptions } from './to-gif.js';

/** What the controller asks of the element. */
export interface ExportSource {
  /** The standalone SVG of the position shown, or of `game`'s position. */
  picture(game?: Game): string;
  /** The board on the screen (its width), and its drawing's viewBox. */
  size(): { shown: { width: number }; box: { width: number; height: number } };
}

/** What the controller reads of the element: the game shown and the line's length. */
export interface ExportGame {
  readonly game: Game | null;
  readonly totalMoves: number;
}

export class ExportController {
  readonly #host: ExportGame;
  readonly #source: ExportSource;

  constructor(host: ExportGame, source: ExportSource) {
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
}
