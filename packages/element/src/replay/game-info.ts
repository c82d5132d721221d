// The game-information header: players with their ranks, result, date, event, komi and
// handicap, as a record's root gives them. Every value is file text, bound as text; the
// headings are the board's words.
import { html, nothing, type TemplateResult } from 'lit';
import { simpleText, type GameNode } from '@go-board/rules';
import { list } from '../words/compose.js';
import type { Words } from '../words/words.js';

/** Properties that make a record a game worth a header (a bare diagram has none of them). */
const HEADER_PROPERTIES = ['PB', 'PW', 'RE', 'DT', 'EV', 'GN'];

/** An entry's heading, as a key of the words (also its class, which stays the same in every language). */
type Heading = 'black' | 'white' | 'result' | 'date' | 'event' | 'place' | 'komi' | 'handicap';

/** A SimpleText value as it shows: line breaks and whitespace runs as single spaces. */
const first = (node: GameNode, name: string): string => simpleText(node.props[name]?.[0]);

/** "Honinbo Shusaku 4d": a player and rank, or whichever of them the record has. */
function player(node: GameNode, name: string, rank: string): string {
  return [first(node, name), first(node, rank)].filter(Boolean).join(' ');
}

/** The header's entries, in the order a reader looks for them. Without `result` (a game being
 * played, whose status says the result), neither RE nor a header made of RE alone: a header
 * appearing at the end would push the board down. */
export function gameInfo(words: Words, root: GameNode, result = true): [Heading, string][] {
  if (!HEADER_PROPERTIES.some((name) => (result || name !== 'RE') && first(root, name) !== '')) return [];
  const round = first(root, 'RO');
  const handicap = first(root, 'HA');
  const entries: [Heading, string][] = [
    ['black', player(root, 'PB', 'BR')],
    ['white', player(root, 'PW', 'WR')],
    ['result', result ? first(root, 'RE') : ''],
    ['date', first(root, 'DT')],
    ['event', list(words, [first(root, 'EV'), round && words.round(round)])],
    ['place', first(root, 'PC')],
    ['komi', first(root, 'KM')],
    ['handicap', handicap === '0' ? '' : handicap],
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
  const name = root ? first(root, 'GN') : '';
  if (entries.length === 0 && !(titled && name) && !kept) return nothing;
  // The heading ends with the colon of the language ('Black:', 'Noir :', '黒：').
  const colon = words.colon.trimEnd();
  return html`<div part="info" class="info">
    ${name ? html`<p class="game-name">${name}</p>` : nothing}
    ${entries.length === 0 ? nothing : html`<dl>${entries.map(([heading, value]) => html`<div class="entry ${heading}"><dt>${words[heading]}${colon}</dt><dd>${value}</dd></div>`)}</dl>`}
  </div>`;
}
