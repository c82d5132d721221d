// The game-information header: players with their ranks, result, date, event, komi and
// handicap, as a record's root gives them. Every value is file text, bound as text.
import { html, nothing, type TemplateResult } from 'lit';
import type { GameNode } from '@go-board/rules';

/** Properties that make a record a game worth a header (a bare diagram has none of them). */
const HEADER_PROPERTIES = ['PB', 'PW', 'RE', 'DT', 'EV', 'GN'];

const first = (node: GameNode, name: string): string => node.props[name]?.[0]?.trim() ?? '';

/** "Honinbo Shusaku 4d": a player and rank, or whichever of them the record has. */
function player(node: GameNode, name: string, rank: string): string {
  return [first(node, name), first(node, rank)].filter(Boolean).join(' ');
}

/** The header's entries, in the order a reader looks for them. */
export function gameInfo(root: GameNode): [string, string][] {
  if (!HEADER_PROPERTIES.some((name) => first(root, name) !== '')) return [];
  const round = first(root, 'RO');
  const event = [first(root, 'EV'), round && `round ${round}`].filter(Boolean).join(', ');
  const handicap = first(root, 'HA');
  const entries: [string, string][] = [
    ['Black', player(root, 'PB', 'BR')],
    ['White', player(root, 'PW', 'WR')],
    ['Result', first(root, 'RE')],
    ['Date', first(root, 'DT')],
    ['Event', event],
    ['Place', first(root, 'PC')],
    ['Komi', first(root, 'KM')],
    ['Handicap', handicap === '0' ? '' : handicap],
  ];
  return entries.filter(([, value]) => value !== '');
}

export function renderGameInfo(root: GameNode | undefined): TemplateResult | typeof nothing {
  if (!root) return nothing;
  const entries = gameInfo(root);
  if (entries.length === 0) return nothing;
  const name = first(root, 'GN');
  return html`<div part="info" class="info">
    ${name ? html`<p class="game-name">${name}</p>` : nothing}
    <dl>${entries.map(([term, value]) => html`<div class="entry ${term.toLowerCase()}"><dt>${term}</dt><dd>${value}</dd></div>`)}</dl>
  </div>`;
}
