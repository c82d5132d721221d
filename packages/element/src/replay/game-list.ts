// The games of a collection (a record with several game trees), as a list to choose from: "Game 2
// of 5: Honinbo Shusaku vs Gennan Inseki". Titles are file text, bound as text. Loaded, with its
// styles, before a board first shows a collection (host/board-parts.ts): a page of single records
// never downloads it.
import { css, html, type TemplateResult } from 'lit';
import type { GameTitle } from '../record/read.js';
import type { Words } from '../words/words.js';

function titleText(words: Words, title: GameTitle): string {
  if (!title) return '';
  return 'name' in title ? title.name : words.versus(title.black, title.white);
}

export function renderGameList(
  words: Words,
  games: readonly GameTitle[],
  index: number,
  choose: (index: number) => void,
): TemplateResult {
  return html`<label part="games" class="games">
    <span class="visually-hidden">${words.gamesInRecord}</span>
    <select @change=${(event: Event) => choose(Number((event.target as HTMLSelectElement).value))}>
      ${games.map((title, game) => html`<option value=${game} ?selected=${game === index}>${words.gameOption(game + 1, games.length, titleText(words, title))}</option>`)}
    </select>
  </label>`;
}

/** The list's styles, adopted with it: under the controls, as wide as the board at most, and
 * drawn as the controls' lists are (styles/controls.styles.ts, which a collection of diagrams
 * does not load), in the board's colours and at least 24 px tall (WCAG 2.2 target size). */
export const styles = css`
  .games {
    display: block;
    margin-block-start: 0.5rem;
  }

  .games select {
    box-sizing: border-box;
    max-inline-size: 100%;
    min-block-size: max(24px, 1.75rem);
    min-inline-size: 24px;
    padding-block: 0;
    padding-inline: 0.4em;
    font: inherit;
    color: inherit;
    border: 1px solid color-mix(in srgb, currentColor 35%, transparent);
    border-radius: 6px;
    background-color: var(--go-board-panel-background);
  }

  .games option {
    color: CanvasText;
    background-color: Canvas;
  }

  .games select:focus-visible {
    outline: 3px solid var(--go-board-focus-ring-color);
    outline-offset: 2px;
  }

  @media (forced-colors: active) {
    .games select {
      border-color: ButtonText;
    }

    .games select:focus-visible {
      outline-color: Highlight;
    }
  }

  @media print {
    .games {
      display: none;
    }
  }
`;
