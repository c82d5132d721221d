// The tables that ship with the element, besides English, and how each is loaded: on demand, the
// first time a board needs it, so a page pays only for the languages it shows. Bundlers split
// each table into a chunk of its own. The standalone bundle swaps this module for one that
// imports go-board.words.<lang>.js from beside it (see scripts/standalone/shipped-words.ts).
import type { Words } from './words.js';

/** Loads the shipped table of `tag` (a key of SHIPPED_LANGUAGES in registry.ts). */
export function loadShippedWords(tag: string): Promise<Partial<Words>> {
  switch (tag) {
    case 'fr':
      return import('./fr.js').then((module) => module.fr);
    case 'de':
      return import('./de.js').then((module) => module.de);
    case 'ja':
      return import('./ja.js').then((module) => module.ja);
    case 'ko':
      return import('./ko.js').then((module) => module.ko);
    case 'zh-hans':
      return import('./zh-Hans.js').then((module) => module.zhHans);
    default:
      return Promise.reject(
        new RangeError(`Expected a shipped language (fr, de, ja, ko, zh-hans), received '${tag}'.`),
      );
  }
}
