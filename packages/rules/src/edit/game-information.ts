// The game information as an editor writes it into a record's root: each field under the name
// gameInformation() reads it by, and the rules (RU) and the source (SO) too. A form shows and
// compares the values as the file writes them, not as a board shows them (gameInformation()
// makes each one line), so that leaving a field untouched never rewrites the record.
import { describe } from '../color.js';
import type { Game } from '../game/game.js';
import type { GameInformation, PropertyHolder } from '../tree-words/game-information.js';

/** The game information an editor writes: what gameInformation() reads, the rules and the source. */
export interface EditableGameInformation extends GameInformation {
  /** The rules the game was played under (RU), as written: 'Japanese', 'Chinese'. */
  rules: string;
  /** Where the record comes from (SO). */
  source: string;
}
export type GameInformationField = keyof EditableGameInformation;

/** Each field's SGF property, in the order an editor's form lists them. */
const PROPERTIES: Readonly<Record<GameInformationField, string>> = {
  name: 'GN',
  black: 'PB',
  blackRank: 'BR',
  white: 'PW',
  whiteRank: 'WR',
  result: 'RE',
  date: 'DT',
  event: 'EV',
  round: 'RO',
  place: 'PC',
  komi: 'KM',
  handicap: 'HA',
  rules: 'RU',
  source: 'SO',
};

/** The fields of the game information, in the order an editor's form lists them. */
export const GAME_INFORMATION_FIELDS = Object.freeze(Object.keys(PROPERTIES)) as readonly GameInformationField[];

const isField = (name: string): name is GameInformationField => Object.hasOwn(PROPERTIES, name);

/** The game information of a record's root as the file writes it, each field '' when it has none. */
export function gameInformationAsWritten(root: PropertyHolder): EditableGameInformation {
  const information = {} as EditableGameInformation;
  for (const field of GAME_INFORMATION_FIELDS) information[field] = root.props[PROPERTIES[field]]?.[0] ?? '';
  return information;
}

/** The komi a text gives, a decimal comma read as a point; NaN when it gives none. */
const komiOf = (text: string): number => Number(text.replace(',', '.'));

/** Checks the value of a field that must be a number or a count (the game checks a result as it
 * records it, before anything else is written). */
function checkValue(field: GameInformationField, text: string): void {
  if (field === 'komi' && !Number.isFinite(komiOf(text)))
    throw new RangeError(`Expected the komi as a number such as 6.5, received ${describe(text)}.`);
  else if (field === 'handicap' && !/^\d+$/.test(text))
    throw new RangeError(`Expected the handicap as a number of stones such as 2, received ${describe(text)}.`);
}

/**
 * Writes fields of the game information into the root of `game`, each as given ('' takes it
 * away): the komi (a decimal comma reads as a point) and the result through the game, which
 * follows them. Returns whether any field changed. Throws a RangeError, changing nothing, for a
 * name that is no field, a value that is not text, a komi that is no number, a result SGF cannot
 * write ('B+R', 'W+6.5', '0', 'Void', '?') or a handicap that is not a count of stones.
 */
export function setGameInformation(game: Game, fields: Partial<EditableGameInformation>): boolean {
  if (fields === null || typeof fields !== 'object')
    throw new RangeError(
      `Expected the fields to set as an object such as { black: 'Shusaku' }, received ${describe(fields)}.`,
    );
  const root = game.root;
  const changed: [GameInformationField, string][] = [];
  for (const [name, text] of Object.entries(fields)) {
    if (!isField(name))
      throw new RangeError(
        `Expected a field of the game information (${GAME_INFORMATION_FIELDS.join(', ')}), received ${describe(name)}.`,
      );
    if (typeof text !== 'string') throw new RangeError(`Expected the ${name} as text, received ${describe(text)}.`);
    if ((root.props[PROPERTIES[name]]?.[0] ?? '') === text) continue;
    if (text !== '') checkValue(name, text);
    // A result goes first: the game refuses one SGF cannot write before it writes anything.
    if (name === 'result') changed.unshift([name, text]);
    else changed.push([name, text]);
  }
  for (const [field, text] of changed) {
    if (text === '') root.deleteProperty(PROPERTIES[field]);
    else if (field === 'komi') game.komi = komiOf(text);
    else if (field === 'result') game.recordResult(text);
    else root.setProperty(PROPERTIES[field], [text]);
  }
  return changed.length > 0;
}
