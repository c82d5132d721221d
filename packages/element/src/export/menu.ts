// The export menu's items and what each does: the position shown as SVG or PNG, the record as
// SGF, the picture copied to the clipboard, and the line shown as an animated GIF, which takes a
// few seconds: while it is made its item is disabled, a progress bar says how far it is and a
// button cancels it. Loaded when the menu is first opened.
import { css, html, nothing, unsafeCSS, type TemplateResult } from 'lit';
import { recordFileName, type Game } from '@go-board/rules';
import { adoptFolderStyles, type StyledElement } from '../styles/adopt.js';
import { ONE_ROW_WIDTH } from '../styles/room.js';
import { exportWordsOf } from '../words/en-export.js';
import type { Words } from '../words/words.js';
import { exportState, gifEnded, gifProgressed, gifStarted, type ExportState, type GifRun } from './export-state.js';
import type { GifOptions } from './to-gif.js';

/** What the menu asks of the element. */
export interface ExportHost extends HTMLElement, StyledElement {
  readonly game: Game | null;
  readonly updateComplete: Promise<boolean>;
  toSvg(): string;
  toPng(options?: { scale?: number }): Promise<Blob>;
  toGif(options?: GifOptions): Promise<Blob>;
  requestUpdate(): void;
}

/** Each board's menu state (./export-state.ts), made with the board's first menu: its `changed` is
 * the one place the menu asks the board for an update. */
const states = new WeakMap<ExportHost, ExportState>();
const stateOf = (host: ExportHost): ExportState => {
  let state = states.get(host);
  if (!state) states.set(host, (state = exportState(() => host.requestUpdate())));
  return state;
};

const menuStyles = css`
  /* The export menu opens on a line of its own under the controls. */
  .export-menu {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    flex-basis: 100%;
    grid-column: 1 / -1;
  }

  .export-item {
    padding: 0.3rem 0.8rem;
    border: 1px solid color-mix(in srgb, currentColor 35%, transparent);
    border-radius: 6px;
    background: transparent;
    cursor: pointer;
  }

  .export-item:focus-visible {
    outline: 3px solid var(--go-board-focus-ring-color);
    outline-offset: 2px;
  }

  /* On a board wide enough for the controls in one row, the menu opens on a row of its own. */
  @container go-board-controls (width >= ${unsafeCSS(ONE_ROW_WIDTH)}) {
    .controls.full .export-menu {
      order: 4;
    }

    .controls.full:has(.export-menu) {
      flex-wrap: wrap;
      block-size: auto;
    }
  }

  .export-item:disabled {
    opacity: 0.5;
    cursor: default;
  }

  .export-progress {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.35rem 0.6rem;
    flex-basis: 100%;
    font-variant-numeric: tabular-nums;
  }

  .export-progress progress {
    inline-size: 8rem;
    accent-color: var(--go-board-accent-color);
  }

  @media print {
    .export-menu {
      display: none;
    }
  }
`;

/** Offers `blob` for download as `filename`, with no server: a link to it, clicked. */
function download(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Makes the GIF of the line shown and offers it, saying how it went; while it is made, the
 * menu shows its progress and the focus is on its Cancel button. */
async function makeGif(words: Words, host: ExportHost, say: (text: string) => void, filename: string): Promise<void> {
  const exporting = exportWordsOf(words);
  const state = stateOf(host);
  const run: GifRun = { abort: new AbortController() };
  gifStarted(state, run);
  say(exporting.makingGif(0));
  await host.updateComplete;
  host.shadowRoot?.querySelector<HTMLElement>('.export-cancel')?.focus();
  try {
    const gif = await host.toGif({
      signal: run.abort.signal,
      onProgress: (done, total) => gifProgressed(state, run, Math.floor((done / total) * 100)),
    });
    download(gif, filename);
    say(exporting.gifReady);
  } catch (error) {
    say(run.abort.signal.aborted ? exporting.gifCancelled : words.exportFailed((error as Error).message));
  } finally {
    const hadFocus = host.shadowRoot?.activeElement?.classList.contains('export-cancel') ?? false;
    gifEnded(state, run);
    await host.updateComplete;
    if (hadFocus) host.shadowRoot?.querySelector<HTMLElement>('.export-item.gif')?.focus();
  }
}

/** The menu; `say` speaks in the board's live region. */
export function renderExportMenu(words: Words, host: ExportHost, say: (text: string) => void): TemplateResult {
  adoptFolderStyles(host, [menuStyles]);
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
    ['gif', words.exportGif, () => makeGif(words, host, say, `${name}.gif`)],
  ];
  const { gif, percent } = stateOf(host);
  const exporting = gif && exportWordsOf(words);
  return html`<div id="export-menu" class="export-menu" role="group" aria-label=${words.exportMenu}>
    ${items.map(([item, label, action]) => html`<button type="button" class="export-item ${item}" ?disabled=${item === 'gif' && gif !== null} @click=${run(action)}>${label}</button>`)}
    ${
      gif && exporting
        ? html`<div class="export-progress">
          <progress max="100" .value=${percent} aria-label=${exporting.makingGif(percent)}></progress>
          <span aria-hidden="true">${exporting.makingGif(percent)}</span>
          <button type="button" class="export-item export-cancel" @click=${() => gif.abort.abort()}>${exporting.cancelGif}</button>
        </div>`
        : nothing
    }
  </div>`;
}
