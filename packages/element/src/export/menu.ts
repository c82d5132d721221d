// The export menu's items and what each does: the position shown as SVG or PNG, the record as
// SGF, the picture copied to the clipboard, and the line shown as an animated GIF. Loaded when
// the menu is first opened.
import { html, type TemplateResult } from 'lit';
import { recordFileName, type Game } from '@go-board/rules';
import type { Words } from '../words/words.js';

/** What the menu asks of the element. */
export interface ExportHost extends HTMLElement {
  readonly game: Game | null;
  toSvg(): string;
  toPng(options?: { scale?: number }): Promise<Blob>;
  toGif(): Promise<Blob>;
}

/** Offers `blob` for download as `filename`, with no server: a link to it, clicked. */
function download(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The menu; `say` speaks in the board's live region. */
export function renderExportMenu(words: Words, host: ExportHost, say: (text: string) => void): TemplateResult {
  const run = (action: () => Promise<unknown> | unknown) => async (): Promise<void> => {
    try {
      await action();
    } catch (error) {
      say(words.exportFailed((error as Error).message));
    }
  };
  // Each file is named after the record (its GN, else its players and date), else the board.
  const name = (host.game && recordFileName(host.game.root)) || 'go-board';
  const items: [string, string, () => Promise<unknown> | unknown][] = [
    ['svg', words.exportSvg, () => download(new Blob([host.toSvg()], { type: 'image/svg+xml' }), `${name}.svg`)],
    ['png', words.exportPng, async () => download(await host.toPng({ scale: 2 }), `${name}.png`)],
    [
      'sgf',
      words.downloadSgf,
      () => download(new Blob([host.game!.toSgf()], { type: 'application/x-go-sgf' }), `${name}.sgf`),
    ],
    [
      'copy',
      words.copyImage,
      async () => {
        await navigator.clipboard.write([new ClipboardItem({ 'image/png': host.toPng({ scale: 2 }) })]);
        say(words.imageCopied);
      },
    ],
    ['gif', words.exportGif, async () => download(await host.toGif(), `${name}.gif`)],
  ];
  return html`<div id="export-menu" class="export-menu" role="group" aria-label=${words.exportMenu}>
    ${items.map(([name, label, action]) => html`<button type="button" class="export-item ${name}" @click=${run(action)}>${label}</button>`)}
  </div>`;
}
