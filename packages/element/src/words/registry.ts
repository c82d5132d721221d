// Which words a board uses for a language tag. A tag is looked up as BCP 47 lookup does, from the
// most specific to the least ('fr-CA', then 'fr'), and the tables found are laid over English, so
// a key a table lacks is said in English. For each tag the page's own words (registerWords) lie
// over the shipped table of that tag, loaded the first time a board asks for it. English comes in
// parts (see en.ts): the board's own words from the start, the others as the parts that say them
// arrive (provideEnglish), or all of them at once (loadRestOfEnglish).
import { enBoard } from './en-board.js';
import { loadShippedWords } from './shipped.js';
import type { RestWords, Words } from './words.js';

/** The languages that ship with the element besides English, by tag in lower case, with the tag
 * as written. */
export const SHIPPED_LANGUAGES: Readonly<Record<string, string>> = {
  fr: 'fr',
  de: 'de',
  ja: 'ja',
  ko: 'ko',
  'zh-hans': 'zh-Hans',
};

/** The words for a language, the tag of the most specific table in them ('en' when none), and
 * the load under way of a shipped table the words will include once it has arrived. */
export interface ResolvedWords {
  words: Words;
  lang: string;
  pending: Promise<void> | null;
}

/** The parts whose words load with them: the review's, the editor's, the export menu's, the
 * online game's. */
const PARTS = ['review', 'editor', 'export', 'online'] as const;

/** The parts' words of `tables`, each laid over the one before, key by key. */
const parts = (tables: Partial<Words>[]): Partial<Words> =>
  Object.fromEntries(PARTS.map((part) => [part, Object.assign({}, ...tables.map((table) => table[part]))]));

/** English as far as it has arrived: the board's words, and the others as their parts arrive. A
 * table resolved before a part's words have arrived lacks them: what says them arrives with them. */
let en = enBoard as Words;
let restArrived = false;
/** The load of the rest of English while it is under way. */
let restLoading: Promise<void> | undefined;

/** The page's own words, and their tag as registered, by tag in lower case. */
const registered = new Map<string, { tag: string; words: Partial<Words> }>();
/** Words the page registered before English's word of their name had arrived, by tag in lower
 * case: checked, and laid over the page's own, once the rest of English has. */
const unchecked = new Map<string, { tag: string; words: Record<string, unknown> }[]>();
let checking: Promise<void> | undefined;
/** The shipped tables loaded so far (an empty one when loading failed), by tag in lower case. */
const shipped = new Map<string, Partial<Words>>();
const loading = new Map<string, Promise<void>>();
const resolved = new Map<string, ResolvedWords>();
const listeners = new Set<() => void>();

function changed(): void {
  resolved.clear();
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever registered or loaded words may change what a language says;
 * returns the function that stops it. */
export function onWordsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Takes in English's words of a part that has arrived (the replay's, a mode's): boards update. */
export function provideEnglish(words: Partial<RestWords>): void {
  en = { ...en, ...words };
  changed();
}

/** Whether English's word `name` has arrived. */
export function englishHas(name: keyof Words): boolean {
  return Object.hasOwn(en, name);
}

/** Loads the rest of English once, all of it (bundlers and the standalone build make it a file of
 * its own): the parts that say more than their own words (the editor, the review, an online game,
 * the export menu) load it with them. A failed load may be tried again. */
export function loadRestOfEnglish(): Promise<void> {
  if (restArrived) return Promise.resolve();
  return (restLoading ??= import('./en-rest.js').then(
    ({ enRest }) => {
      restLoading = undefined;
      restArrived = true;
      provideEnglish(enRest);
    },
    (error: unknown) => {
      restLoading = undefined;
      throw error;
    },
  ));
}

/** The load of the rest of English while it is under way (a board's update waits for it), else
 * undefined. */
export function restOfEnglishLoading(): Promise<void> | undefined {
  return restLoading;
}

/** Gives the whole of English at once (the server renderer does). */
export function provideRestOfEnglish(rest: RestWords): void {
  restArrived = true;
  provideEnglish(rest);
}

/** Checks, once the rest of English has arrived, the words registered before it, and lays the
 * right ones over the page's own; the others are said in the console and left out. */
function checkUnchecked(): Promise<void> {
  return (checking ??= loadRestOfEnglish()
    .catch((error: unknown) => console.error('go-board: could not load the words.', error))
    .then(() => {
      checking = undefined;
      if (!restArrived) return;
      for (const [key, tables] of unchecked)
        for (const { tag, words } of tables) {
          const valid: Record<string, unknown> = {};
          for (const [name, value] of Object.entries(words)) {
            const problem = wrongWord(name, value);
            if (problem) console.warn(`go-board: ignored words.${name}: ${problem}`);
            else valid[name] = value;
          }
          add(key, tag, valid);
        }
      unchecked.clear();
      changed();
    }));
}

/** What is wrong with `value` as the page's word `name`: '' when nothing, undefined when English's
 * word of that name has not arrived yet (it may have one). */
function wrongWord(name: string, value: unknown): string | undefined {
  // The parts' words load with them, which check them then (words/part-words.ts).
  const part = (PARTS as readonly string[]).includes(name);
  if (!part && !Object.hasOwn(en, name))
    return restArrived
      ? `Expected only the keys of the English table, received '${name}': see the Words type.`
      : undefined;
  const expected = part ? 'object' : typeof en[name as keyof Words];
  return typeof value === expected
    ? ''
    : `Expected words.${name} to be a ${expected} as in the English table, received a ${typeof value}.`;
}

/** Lays `words` over the page's own words for `key`. */
function add(key: string, tag: string, words: Partial<Words>): void {
  const before = registered.get(key)?.words;
  registered.set(key, { tag, words: { ...before, ...words, ...parts([before ?? {}, words]) } });
}

/** The tags to look up for `lang`, most specific first: 'fr-CA' gives ['fr-ca', 'fr']. Chinese
 * without a script is Simplified unless its region writes Traditional (as CLDR has it), so
 * 'zh-CN' gives ['zh-cn', 'zh-hans', 'zh'] and 'zh-TW' only ['zh-tw', 'zh']. */
export function languageChain(lang: string): string[] {
  const subtags = lang.trim().toLowerCase().replace(/_/g, '-').split('-').filter(Boolean);
  const chain: string[] = [];
  for (let length = subtags.length; length > 0; length--) chain.push(subtags.slice(0, length).join('-'));
  const traditional =
    subtags.includes('hant') || subtags.some((subtag) => subtag === 'tw' || subtag === 'hk' || subtag === 'mo');
  if (subtags[0] === 'zh' && !traditional && !chain.includes('zh-hans')) chain.splice(chain.length - 1, 0, 'zh-hans');
  return chain;
}

/**
 * Registers words for a language: a whole table for a language the element does not ship, or
 * some keys to change in one it does (or in English). Keys left out are said as before: in the
 * shipped table of that language, else in English. Registering again for the same tag adds to
 * what was registered. Boards showing that language change their texts at once. A key English
 * does not have, or a value of another kind than English's, throws; a key whose English word has
 * not arrived yet (beyond the board's own) is checked once the rest of English has, which loads
 * then (boards showing the language wait for it), and if wrong is said in the console and left out.
 *
 * ```js
 * import { registerWords } from '@go-board/element';
 * registerWords('es', { pass: 'Pasar', resign: 'Abandonar', toPlay: (color) => `Juegan ${color === 'black' ? 'negras' : 'blancas'}` });
 * registerWords('fr', { pass: 'Je passe' });
 * ```
 */
export function registerWords(lang: string, words: Partial<Words>): void {
  const key = languageChain(lang)[0];
  if (!key) throw new RangeError(`Expected a language tag such as 'fr' or 'pt-BR', received '${lang}'.`);
  if (typeof words !== 'object' || words === null)
    throw new TypeError(`Expected an object of words, received ${String(words)}.`);
  const now: Record<string, unknown> = {};
  const later: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(words)) {
    const problem = wrongWord(name, value);
    if (problem) throw new TypeError(problem);
    (problem === undefined ? later : now)[name] = value;
  }
  // Words registered now come after those of the same names still to be checked.
  for (const { words: waiting } of unchecked.get(key) ?? []) for (const name in now) delete waiting[name];
  add(key, lang.trim(), now);
  if (Object.keys(later).length > 0) {
    unchecked.set(key, [...(unchecked.get(key) ?? []), { tag: lang.trim(), words: later }]);
    void checkUnchecked();
  }
  changed();
}

/** Makes shipped tables available at once, without loading them (the server renderer does). */
export function provideShippedWords(tables: Record<string, Partial<Words>>): void {
  for (const [tag, words] of Object.entries(tables)) shipped.set(tag.toLowerCase(), words);
  changed();
}

function loadShipped(key: string): Promise<void> {
  let promise = loading.get(key);
  if (!promise) {
    promise = loadShippedWords(key).then(
      (words) => void shipped.set(key, words),
      (error: unknown) => {
        // The board goes on in English rather than not at all.
        console.warn(`go-board: could not load the words of '${SHIPPED_LANGUAGES[key]}'; showing English.`, error);
        shipped.set(key, {});
      },
    );
    promise = promise.finally(() => {
      loading.delete(key);
      changed();
    });
    loading.set(key, promise);
  }
  return promise;
}

/** The words for `lang` (a language tag; '' for none, which is English). */
export function resolveWords(lang: string): ResolvedWords {
  const cached = resolved.get(lang);
  if (cached) return cached;
  const layers: Partial<Words>[] = [];
  const pending: Promise<void>[] = [];
  let tag = 'en';
  // From the least specific to the most, so the more specific words win.
  for (const key of languageChain(lang).reverse()) {
    const shippedTag = SHIPPED_LANGUAGES[key];
    if (shippedTag) {
      const table = shipped.get(key);
      if (table) layers.push(table);
      else pending.push(loadShipped(key));
      if (table && Object.keys(table).length > 0) tag = shippedTag;
    }
    const own = registered.get(key);
    if (own) {
      layers.push(own.words);
      tag = own.tag;
    }
    if (unchecked.has(key)) pending.push(checkUnchecked());
  }
  const result: ResolvedWords = {
    // The parts' words merge key by key too, from the least specific table to the most.
    words: layers.length === 0 ? en : Object.assign({}, en, ...layers, parts(layers)),
    lang: tag,
    pending: pending.length === 0 ? null : Promise.all(pending).then(() => undefined),
  };
  // Kept while a table loads too: its arrival clears the cache.
  resolved.set(lang, result);
  return result;
}
