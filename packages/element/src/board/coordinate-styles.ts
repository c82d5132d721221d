// The ways coordinates are written around a board. Players read them in the style of the books
// they learnt from: western letters and numbers, plain numbers, the numerals of Japanese, Chinese
// and Korean books, or SGF's letters. Only what is written around the board changes: the names the
// board says aloud and every point the page reads stay the record's own (A-T, rows from the bottom).
import { columnName } from '@go-board/rules';
import { rowName } from './coordinates.js';

/** The `coordinates` attribute's styles. */
export const COORDINATE_STYLES = ['western', 'numeric', 'japanese', 'chinese', 'korean', 'sgf'] as const;
export type CoordinateStyle = (typeof COORDINATE_STYLES)[number];

/** The `coordinates` attribute: on (the western style), off, or a style. */
export type CoordinatesSetting = boolean | CoordinateStyle;

/** Reads `coordinates`: absent is off, the bare attribute the western style, else the style named
 * (checked with the other attributes, which say so for a style they do not know). */
export function parseCoordinates(value: string | null): CoordinatesSetting {
  const text = value?.trim().toLowerCase();
  return text === undefined || text === 'false' ? false : text === '' || text === 'true' || (text as CoordinateStyle);
}

/** The style coordinates are written in (a checked setting), or null when they are not shown. */
export const coordinateStyle = (setting: CoordinatesSetting | undefined): CoordinateStyle | null =>
  setting === true ? 'western' : setting || null;

/** How the lines of a board are named around it. */
export interface CoordinateNames {
  /** The name of column `x`. */
  column(x: number): string;
  /** The name of row `y` (from the top, as SGF counts) on a board `height` tall. */
  row(y: number, height: number): string;
}

/** Letters A-T without I, and rows numbered from the bottom: what every board says aloud too.
 * The other styles are in coordinate-names.ts, loaded by a board that uses one. */
export const WESTERN: CoordinateNames = { column: columnName, row: rowName };
