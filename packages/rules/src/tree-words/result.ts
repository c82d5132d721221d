// A game's result as SGF writes it (RE): '0' or 'Draw' for a draw, 'B+R', 'W+T', 'B+F' for a win
// by resignation, on time or by forfeit, 'W+6.5' for a win by points, 'B+' for a win by an
// unknown margin; 'Void' (no result) and '?' (unknown) say nobody won.
import { simpleText } from '../sgf/simple-text.js';
import type { PropertyHolder } from './game-information.js';

/** How a game was won: by points, by resignation, on time, by forfeit, or (null) the record does not say. */
export type WinningMargin = number | 'resignation' | 'time' | 'forfeit' | null;

/** A result read: a draw, or a colour's win and by how much. */
export type GameResult = { draw: true } | { draw: false; winner: 'black' | 'white'; by: WinningMargin };

/** A draw; or B or W, '+', and the margin: points, R(esign), T(ime), F(orfeit), or none. */
const RESULT = /^(?:(0|draw|jigo)|([bw])\+(?:(\d+(?:[.,]\d+)?)|(r(?:esign(?:ation)?)?)|(t(?:ime)?)|(f(?:orfeit)?))?)$/i;

/**
 * Reads a result as SGF writes it. Null for a text that names no winner and no draw: 'Void', '?',
 * an empty text, or one this reader does not know ('B+many'), which a board shows as written.
 */
export function readResult(text: string): GameResult | null {
  const match = RESULT.exec(simpleText(text));
  if (!match) return null;
  const [, draw, color, points, resignation, time, forfeit] = match;
  if (draw) return { draw: true };
  const by: WinningMargin = points
    ? Number(points.replace(',', '.'))
    : resignation
      ? 'resignation'
      : time
        ? 'time'
        : forfeit
          ? 'forfeit'
          : null;
  return { draw: false, winner: color === 'B' || color === 'b' ? 'black' : 'white', by };
}

/** The result the record gives (RE on its root) as text, or null when it gives none. */
export function recordedResult(root: PropertyHolder): string | null {
  return simpleText(root.props.RE?.[0]) || null;
}
