// The words of a board whose colours are swapped on the screen (`swap-colors`, or a problem shown
// in the other colour): Black's stones are drawn white, so the texts call them White. The events
// and the properties the page reads keep the record's colours.
import type { Color } from '@go-board/rules';
import type { Words } from './words.js';

const other = (color: Color): Color => (color === 'black' ? 'white' : 'black');

/** The texts whose one argument is a colour. */
const OF_A_COLOR = [
  'passedMove',
  'toPlay',
  'opponentToPlay',
  'waitingForOpponent',
  'winsByResignation',
  'winsOnTime',
  'resigns',
  'stone',
  'territoryOf',
  'answers',
  'answering',
] as const satisfies readonly (keyof Words)[];

const cache = new WeakMap<Words, Words>();

/** `words` with Black and White exchanged wherever a colour is named. */
export function swappedColors(words: Words): Words {
  let swapped = cache.get(words);
  if (swapped) return swapped;
  swapped = { ...words, black: words.white, white: words.black };
  for (const key of OF_A_COLOR) swapped[key] = (color: Color) => words[key](other(color));
  // The texts that name a colour beside something else: where it comes, each says.
  swapped.playedMove = (color, point) => words.playedMove(other(color), point);
  swapped.winsBy = (color, points) => words.winsBy(other(color), points);
  swapped.stoneCount = (count, color) => words.stoneCount(count, other(color));
  // Numbers given Black's first: each now belongs to the other colour.
  swapped.captures = (black, white) => words.captures(white, black);
  swapped.countLine = (black, white) => words.countLine(white, black);
  cache.set(words, swapped);
  return swapped;
}
