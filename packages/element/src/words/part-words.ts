// The words of a part of the board that loads with its folder (the game review, the editor):
// English's load with the folder, and a table may give some of them under the part's key. A key
// English lacks, or a value of another kind, is said in the console once and left out, and the
// others are said in English.
import type { Words } from './words.js';

/** The part's words in a board's language, key by key over English's, found once per table. */
export function partWordsOf<T extends object>(
  part: 'review' | 'editor' | 'export' | 'online',
  typeName: string,
  english: T,
): (words: Words) => T {
  const cache = new WeakMap<Words, T>();
  const checked = new WeakMap<object, Partial<T>>();
  const check = (given: Partial<T>): Partial<T> => {
    let valid = checked.get(given);
    if (!valid) {
      valid = {};
      for (const [name, value] of Object.entries(given)) {
        const expected = Object.hasOwn(english, name) ? typeof english[name as keyof T] : null;
        if (typeof value === expected) Object.assign(valid, { [name]: value });
        else
          console.warn(
            `go-board: ignored words.${part}.${name}: ${expected ? `expected a ${expected} as in the English table, received a ${typeof value}` : `expected only the keys of the ${part}'s English table: see the ${typeName} type`}.`,
          );
      }
      checked.set(given, valid);
    }
    return valid;
  };
  return (words) => {
    let found = cache.get(words);
    if (!found) {
      const given = words[part] as Partial<T> | undefined;
      found = { ...english, ...(given ? check(given) : {}) };
      cache.set(words, found);
    }
    return found;
  };
}
