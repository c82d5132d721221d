// The game-information header: players with their ranks, result, date, event, komi and
// handicap, as a record's root gives them. Every value is file text, bound as text; the
// headings are the board's words.
import { html, nothing, type TemplateResult } from 'lit';
import { gameInformation, type GameNode } from '@go-board/rules';
import { list } from '../words/compose.js';
import type { Words } from '../words/words.js';

/** An entry's heading, as a key of the words (also its class, which stays the same in every language). */
type Heading = 'black' | 'white' | 'result' | 'date' | 'event' | 'place' | 'komi' | 'handicap';

/** "Honinbo Shusaku 4d": a player and rank, or whichever of them the record has. */
function player(name: string, rank: string): string {
  return [name, rank].filter(Boolean).join(' ');
}

/** The header's entries, in the order a reader looks for them. A record is a game worth a header
 * when it names a player, a result, a date, an event or the game (a bare diagram names none).
 * Without `result` (a game being played, whose status says the result), neither the result nor a
 * header made of the result alone: a header appearing at the end would push the board down. */
export function gameInfo(words: Words, root: GameNode, result = true): [Heading, string][] {
  const info = gameInformation(root);
  const shown = result ? info.result : '';
  if (![info.black, info.white, shown, info.date, info.event, info.name].some(Boolean)) return [];
  const entries: [Heading, string][] = [
    ['black', player(info.black, info.blackRank)],
    ['white', player(info.white, info.whiteRank)],
    ['result', shown],
    ['date', info.date],
    ['event', list(words, [info.event, info.round && words.round(info.round)])],
    ['place', info.place],
    ['komi', info.komi],
    ['handicap', info.handicap === '0' ? '' : info.handicap],
  ];
  return entries.filter(([, value]) => value !== '');
}

/**
 * The header, two lines tall whatever it holds (styles/room.ts). `titled` (a diagram from a
 * script) shows the record's name even when it is all the header would hold, as the diagram's
 * title. `kept`: the header is there, empty if need be, for a record whose information the page
 * could not see before it loaded (from `src` or a child script), so the room go-board.css keeps
 * for it is never given back; without a record yet, `root` undefined, that room alone.
 */
export function renderGameInfo(
  words: Words,
  root: GameNode | undefined,
  result = true,
  titled = false,
  kept = false,
): TemplateResult | typeof nothing {
  const entries = root ? gameInfo(words, root, result) : [];
  const name = root ? gameInformation(root).name : '';
  if (entries.length === 0 && !(titled && name) && !kept) return nothing;
  // The heading ends with the colon of the language ('Black:', 'Noir :', '黒：').
  const colon = words.colon.trimEnd();
  return html`<div part="info" class="info">${name ? html`<p class="game-name">${name}</p>` : nothing}${
    entries.length === 0
      ? nothing
      : html`<dl>${entries.map(([heading, value]) => html`<div class="entry ${heading}"><dt>${words[heading]}${colon}</dt><dd>${value}</dd></div>`)}</dl>`
  }</div>`;
}
