// The coordinate styles besides the western one (coordinate-styles.ts), in the numerals of the
// books that use them. Loaded by a board that writes its coordinates in one of them.
import type { CoordinateNames, CoordinateStyle } from './coordinate-styles.js';

const DIGITS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
/** The numbers up to 25 in the numerals of Japanese and Chinese books: 十一 is ten and one. */
function kanjiNumber(value: number): string {
  const tens = Math.floor(value / 10);
  return `${tens === 0 ? '' : `${tens === 1 ? '' : DIGITS[tens]}十`}${DIGITS[value % 10]}`;
}

/** The letters Korean diagrams count with: 가, 나, 다 … and on past 하 for the larger boards. */
const HANGUL = '가나다라마바사아자차카타파하거너더러머버서어저처커';

const letter = (index: number): string => String.fromCharCode(97 + index);
const number = (index: number): string => String(index + 1);

/** The names of a style besides the western one (undefined for it). Columns are numbered from the
 * left, rows from the top, as the books of each style do. */
export function coordinateNames(style: CoordinateStyle): CoordinateNames | undefined {
  switch (style) {
    case 'sgf':
      return { column: letter, row: letter };
    case 'numeric':
      return { column: number, row: number };
    case 'japanese':
    case 'chinese':
      return { column: number, row: (y) => kanjiNumber(y + 1) };
    case 'korean':
      return { column: number, row: (y) => HANGUL[y] ?? number(y) };
    case 'western':
      return undefined;
  }
}
