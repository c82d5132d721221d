// The standalone bundle's loader of the shipped words: English is in the bundle, and each other
// language is its own small file beside it, go-board.words.<lang>.js, fetched the first time a
// board shows that language. The build puts this module in place of src/words/shipped.ts.
import type { Words } from '../../src/words/words.js';

/** Loads the shipped table of `tag` from beside the bundle. */
export function loadShippedWords(tag: string): Promise<Partial<Words>> {
  const url = new URL(`./go-board.words.${tag === 'zh-hans' ? 'zh-Hans' : tag}.js`, import.meta.url);
  return import(/* @vite-ignore */ url.href).then((module: { words: Partial<Words> }) => module.words);
}
