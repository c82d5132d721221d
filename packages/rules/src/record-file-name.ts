import type { GameNode } from './game/node.js';
import { simpleText } from './sgf/simple-text.js';

/** The longest name given, in characters: room for an extension within every file system's limit. */
const MAX_LENGTH = 100;

/** Characters no file name may hold on some system (Windows' reserved set, the path separators,
 * control characters): each run becomes one space. */
const RESERVED = /[\\/:*?"<>|\u0000-\u001f\u007f]+/g;

/**
 * The name to save a record, or a picture of it, under, without the extension: the game's name
 * (`GN`), else its players and date (`PB`-`PW` `DT`, as in 'Honinbo Shusaku-Gennan Inseki
 * 1846-09-11', each part the record has), from the root `root`; null when the record names none
 * of them. The values read as they show (SimpleText); characters a file system refuses become
 * spaces, the ends lose spaces and dots, and the name is cut to 100 characters.
 */
export function recordFileName(root: GameNode): string | null {
  const value = (name: string): string => clean(simpleText(root.props[name]?.[0]));
  const players = [value('PB'), value('PW')].filter(Boolean).join('-');
  const name = value('GN') || [players, value('DT')].filter(Boolean).join(' ');
  return name === '' ? null : clean([...name].slice(0, MAX_LENGTH).join(''));
}

/** Reserved characters as spaces, runs of spaces as one, no space or dot at either end. */
function clean(text: string): string {
  return text
    .replace(RESERVED, ' ')
    .replace(/ {2,}/g, ' ')
    .replace(/^[ .]+|[ .]+$/g, '');
}
