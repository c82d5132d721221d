// The identifiers of the SGF properties an edit writes, for whoever reports edits in SGF's own
// terms (the element's go-change event names what an edit changed by identifier).
import { Color, checkColor } from '../color.js';

/** The property of a move of `color`: B for Black, W for White. Throws a RangeError for another value. */
export function moveProperty(color: Color): 'B' | 'W' {
  return checkColor(color, 'the colour of the move') === Color.Black ? 'B' : 'W';
}

/** The property that gives the board's size, which a resized record writes anew. */
export const BOARD_SIZE_PROPERTY = 'SZ';
