// Which words a board uses for a language tag. A tag is looked up as BCP 47 lookup does, from the
// most specific to the least ('fr-CA', then 'fr'), and the tables found are laid over English, so
// a key a table lacks is said in English. For each tag the page's own words (registerWords) lie
// over the shipped table of that tag, loaded the first time a board asks for it.
import { en } from './en.js';
import { loadShippedWords } from './shipped.js';
import type { Words } from './words.js';

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

/** The page's own words, and their tag as registered, by tag in lower case. */
const registered = new Map<string, { tag: string; words: Partial<Words> }>();
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
 * what was registered. Boards showing that language change their texts at once.
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
  for (const [name, value] of Object.entries(words)) {
    // The parts' words load with them, which check them then (words/part-words.ts).
    const part = (PARTS as readonly string[]).includes(name);
    if (part && typeof value === 'object' && value !== null) continue;
    if (!Object.hasOwn(en, name) && !part)
      throw new TypeError(`Expected only the keys of the English table, received '${name}': see the Words type.`);
    const expected = part ? 'object' : typeof en[name as keyof Words];
    if (typeof value !== expected)
      throw new TypeError(
        `Expected words.${name} to be a ${expected} as in the English table, received a ${typeof value}.`,
      );
  }
  const before = registered.get(key)?.words;
  registered.set(key, { tag: lang.trim(), words: { ...before, ...words, ...parts([before ?? {}, words]) } });
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
