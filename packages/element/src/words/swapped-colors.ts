// The words of a board whose colours are swapped on the screen (`swap-colors`, or a problem shown
// in the other colour): Black's stones are drawn white, so the texts call them White. The events
// and the properties the page reads keep the record's colours.
import type { Color } from '@go-board/rules';
import type { Words } from './words.js';

const other = (color: Color): Color => (color === 'black' ? 'white' : 'black');

/** The texts that name a colour as their first argument. */
const NAMING_A_COLOR = [
  'stoneCount',
  'playedMove',
  'passedMove',
  'toPlay',
  'opponentToPlay',
  'waitingForOpponent',
  'winsBy',
  'winsByResignation',
  'winsOnTime',
  'resigns',
  'stone',
  'territoryOf',
  'answers',
  'answering',
] as const;

const cache = new WeakMap<Words, Words>();

/** `words` with Black and White exchanged wherever a colour is named. */
export function swappedColors(words: Words): Words {
  let swapped = cache.get(words);
  if (swapped) return swapped;
  swapped = { ...words, black: words.white, white: words.black };
  const table = swapped as unknown as Record<string, unknown>;
  const original = words as unknown as Record<string, (...args: unknown[]) => string>;
  // Colour names come first (stoneCount takes its count first: the colour is the last argument).
  for (const key of NAMING_A_COLOR) {
    table[key] =
      key === 'stoneCount'
        ? (count: number, color: Color) => words.stoneCount(count, other(color))
        : (color: Color, ...rest: unknown[]) => original[key]!(other(color), ...rest);
  }
  // Numbers given Black's first: each now belongs to the other colour.
  swapped.captures = (black, white) => words.captures(white, black);
  swapped.countLine = (black, white) => words.countLine(white, black);
  cache.set(words, swapped);
  return swapped;
}
