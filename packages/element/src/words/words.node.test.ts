// The shipped tables against the English one: every key, of the same kind, and every text
// filled in, so no board ever falls back to English for a shipped language.
import { describe, expect, it } from 'vitest';
import { de } from './de.js';
import { en } from './en.js';
import { fr } from './fr.js';
import { ja } from './ja.js';
import { ko } from './ko.js';
import { languageChain } from './registry.js';
import type { Words } from './words.js';
import { zhHans } from './zh-Hans.js';

const SHIPPED: Record<string, Words> = { fr, de, ja, ko, 'zh-Hans': zhHans };

/** Arguments to call each function of a table with, by its first parameter's name in English. */
function sampleArguments(key: keyof Words): unknown[] {
  const source = String(en[key]);
  const names = /^\(?([^)=]*)\)?\s*=>/.exec(source)![1]!.split(',').map((name) => name.trim());
  const samples: Record<string, unknown> = {
    color: 'white', count: 2, points: 6.5, value: 1.5, black: 36, white: 42.5, width: 9, height: 9, moveNumber: 12,
    total: 212, rules: 'territory', point: 'D4', reason: 'ko', result: 'W+6.5', code: 'W+6.5', move: 'Black L9',
    where: 'X', detail: 'Y', url: '/a.sgf', status: '404', text: 'A', number: '12', letter: 'B', round: '2',
    first: 7, last: 8, name: 'size', received: 'abc', expected: '1-25', fallback: '19',
    what: 'triangle', names: ['C7', 'G7'], from: 'C3', to: 'D4',
    title: 'The ear-reddening game',
  };
  return names.map((name) => {
    if (!(name in samples)) throw new Error(`Expected a sample value for the parameter '${name}' of ${key}.`);
    return samples[name];
  });
}

describe('the words tables', () => {
  const keys = Object.keys(en).sort() as (keyof Words)[];

  for (const [tag, table] of Object.entries(SHIPPED)) {
    it(`should give ${tag} every key of English, of the same kind, and nothing else`, () => {
      expect(Object.keys(table).sort()).toEqual(keys);
      for (const key of keys) expect(typeof table[key], key).toBe(typeof en[key]);
    });

    it(`should fill in every text of ${tag}, including those made with numbers and names`, () => {
      for (const key of keys) {
        const entry = table[key];
        const text = typeof entry === 'function' ? (entry as (...values: unknown[]) => string)(...sampleArguments(key)) : entry;
        expect(typeof text, key).toBe('string');
        // Only the separators may be blank (Japanese and Chinese need no space between sentences).
        if (key !== 'sentenceSeparator') expect(text.trim(), key).not.toBe('');
      }
    });
  }

  it('should be written in each language, not left in English', () => {
    // Words that are the same in some languages: Go's own (ko, komi) and international ones.
    const same = new Set(['listSeparator', 'captionSeparator', 'fullStop', 'sentenceSeparator', 'colon', 'number', 'reasonKo', 'reasonSuperko', 'reasonSuicide', 'komi', 'handicap', 'pause', 'date', 'total', 'triangle', 'problemInName', 'problemControls']);
    for (const [tag, table] of Object.entries(SHIPPED)) {
      const english = (Object.keys(en) as (keyof Words)[]).filter((key) => !same.has(key) && typeof en[key] === 'string' && table[key] === en[key]);
      expect(english, tag).toEqual([]);
    }
  });

  it('should write numbers as each language does', () => {
    expect([en, fr, de, ja].map((table) => table.winsBy('white', 6.5))).toEqual(['White wins by 6.5 points', 'Blanc gagne de 6,5 points', 'Weiß gewinnt mit 6,5 Punkten', '白の6.5目勝ち']);
    expect([en.liberties(1), fr.liberties(1), de.liberties(1), en.liberties(2), fr.liberties(0)]).toEqual(['1 liberty', '1 liberté', '1 Freiheit', '2 liberties', '0 liberté']);
  });

  it('should look a tag up from the most specific to the least, Chinese by its script', () => {
    expect(languageChain('fr-CA')).toEqual(['fr-ca', 'fr']);
    expect(languageChain(' de_AT ')).toEqual(['de-at', 'de']);
    expect(languageChain('zh')).toEqual(['zh-hans', 'zh']);
    expect(languageChain('zh-CN')).toEqual(['zh-cn', 'zh-hans', 'zh']);
    expect(languageChain('zh-Hans-SG')).toEqual(['zh-hans-sg', 'zh-hans', 'zh']);
    expect(languageChain('zh-TW')).toEqual(['zh-tw', 'zh']);
    expect(languageChain('zh-Hant')).toEqual(['zh-hant', 'zh']);
    expect(languageChain('')).toEqual([]);
  });
});
