// What a board loads when it is turned (rotate, flip, swap-colors, a problem's random
// orientation) or writes its coordinates in a style other than the western one: a page of plain
// diagrams never downloads it.
import { coordinateNames as namesOf } from '../board/coordinate-names.js';
import type { CoordinateNames, CoordinateStyle } from '../board/coordinate-styles.js';
import type { Orientation } from '../board/orientation.js';
import { combine, orientation, type OrientationSettings } from '../board/turns.js';

export { swappedColors } from '../words/swapped-colors.js';

const names = new Map<CoordinateStyle, CoordinateNames | undefined>();
const made = new Map<string, Orientation>();

/** The names of a style besides the western one, the same object each time (the drawing keys on it). */
export function coordinateNames(style: CoordinateStyle): CoordinateNames | undefined {
  if (!names.has(style)) names.set(style, namesOf(style));
  return names.get(style);
}

/** The orientation the page asks for, over `random` (a problem's, when the page asks for one);
 * the same object for the same settings, and undefined for the upright board. */
export function turned(
  page: OrientationSettings,
  random: OrientationSettings | null | undefined,
): Orientation | undefined {
  const key = JSON.stringify([page.rotate, page.flip, page.swapColors, random]);
  if (!made.has(key)) {
    const shown = orientation(page);
    made.set(key, random ? combine(shown, orientation(random)) : shown);
  }
  const shown = made.get(key)!;
  return shown.key === '1001' ? undefined : shown;
}
