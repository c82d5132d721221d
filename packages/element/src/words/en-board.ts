// English's board words: what a static diagram shows or says (its name, its caption, its game
// information, why its record could not be shown), in the board's first load. The rest of English
// loads with the parts that say it (see en.ts).
import { player, plural } from './english.js';
import type { BoardWords } from './words.js';

/** "A", "A and B", "A, B, and C", as Intl.ListFormat writes English lists: written here, as the
 * first Intl.ListFormat of a page costs it some 20 ms (ICU's data for it loads then). */
const conjunction = (names: string[]): string =>
  names.length < 3 ? names.join(' and ') : `${names.slice(0, -1).join(', ')}, and ${names[names.length - 1]}`;

export const enBoard: BoardWords = {
  listSeparator: ', ',
  fullStop: '.',
  sentenceSeparator: ' ',
  colon: ': ',
  number: (value) => String(value),

  black: 'Black',
  white: 'White',

  boardLabel: 'Go board',
  loading: 'loading',
  boardSize: (width, height) => `${width} by ${height}`,
  stoneCount: (count, color) => plural(count, `${color} stone`),
  captionSeparator: '; ',
  at: (what, where) => `${what} at ${where}`,
  pointList: conjunction,
  arrowFromTo: (from, to) => `an arrow from ${from} to ${to}`,
  lineFromTo: (from, to) => `a line from ${from} to ${to}`,
  markCount: (count) => plural(count, 'mark'),
  moveOfInName: (moveNumber, total) => `move ${moveNumber} of ${total}`,

  playedMove: (color, point) => `${player(color)} ${point}`,
  passedMove: (color) => `${player(color)} passes`,

  gamesInRecord: 'Games in this record',
  gameOption: (number, total, title) => `Game ${number} of ${total}${title ? `: ${title}` : ''}`,
  versus: (black, white) => `${black} vs ${white}`,

  result: 'Result',
  date: 'Date',
  event: 'Event',
  round: (round) => `round ${round}`,
  place: 'Place',
  komi: 'Komi',
  handicap: 'Handicap',

  triangle: 'triangle',
  square: 'square',
  circle: 'circle',
  cross: 'cross',
  labelNote: (text) => `label ${text}`,

  sgfAttribute: 'the sgf attribute',
  sgfScript: 'the SGF script',
  diagramScript: 'the diagram script',
  noSgfGame: (where) =>
    `Could not read ${where}: it holds no SGF game. Expected a record that starts with '(;', such as (;SZ[19];B[pd]).`,
  couldNotRead: (where, detail) => `Could not read ${where}: ${detail}`,
  requestFailed: (url, detail) =>
    `Could not load ${url}: the request failed (${detail}). Check the address and that the server allows this page to read it.`,
  serverAnswered: (url, status) => `Could not load ${url}: expected the SGF file, the server answered ${status}.`,
  couldNotShowEmpty: (detail) => `Could not show an empty board: ${detail}`,
  couldNotShow: (detail) => `Could not show the board: ${detail}`,
  badAttribute: (name, received, expected, fallback) =>
    `Ignored ${name}="${received}": expected ${expected}; using ${fallback}.`,
};
