// The shipped tables against the English one: every key, of the same kind, and every text
// filled in, so no board ever falls back to English for a shipped language.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { de } from './de.js';
import { en } from './en.js';
import { enBoard } from './en-board.js';
import { enMoves } from './en-moves.js';
import { enPlay } from './en-play.js';
import { enProblem } from './en-problem.js';
import { enReplay } from './en-replay.js';
import { enRest } from './en-rest.js';
import { enEditor, editorWordsOf } from './en-editor.js';
import { enExport } from './en-export.js';
import { enOnline, onlineWordsOf } from './en-online.js';
import { enReview, reviewWordsOf } from './en-review.js';
import { fr } from './fr.js';
import { ja } from './ja.js';
import { ko } from './ko.js';
import { englishHas, languageChain, provideShippedWords, registerWords, resolveWords } from './registry.js';
import type { EditorWords, ExportWords, OnlineWords, ReviewWords, Words } from './words.js';
import { zhHans } from './zh-Hans.js';

type Shipped = Words & { review: ReviewWords; editor: EditorWords; export: ExportWords; online: OnlineWords };
const SHIPPED: Record<string, Shipped> = { fr, de, ja, ko, 'zh-Hans': zhHans };
/** A table with the parts' words (the review's, the editor's, the export menu's and the online
 * game's) beside the board's, as one, for the checks below (no key is in two of them). */
type Flat = Omit<Words, 'review' | 'editor' | 'export' | 'online'> &
  ReviewWords &
  EditorWords &
  ExportWords &
  OnlineWords;
const flat = ({ review, editor, export: exporting, online, ...words }: Shipped | Words): Flat =>
  ({
    ...words,
    ...(review as ReviewWords),
    ...(editor as EditorWords),
    ...(exporting as ExportWords),
    ...(online as OnlineWords),
  }) as Flat;
/** English with the parts' words, which load with them. */
const english = flat({ ...en, review: enReview, editor: enEditor, export: enExport, online: enOnline });
type Key = keyof Flat;

/** Arguments to call each function of a table with, by its first parameter's name in English. */
function sampleArguments(key: Key): unknown[] {
  const source = String(english[key]);
  const names = /^\(?([^)=]*)\)?\s*=>/
    .exec(source)![1]!
    .split(',')
    .map((name) => name.trim());
  const samples: Record<string, unknown> = {
    color: 'white',
    count: 2,
    points: 6.5,
    value: 1.5,
    black: 36,
    white: 42.5,
    width: 9,
    height: 9,
    moveNumber: 12,
    total: 212,
    rules: 'territory',
    point: 'D4',
    reason: 'ko',
    result: 'W+6.5',
    code: 'W+6.5',
    move: 'Black L9',
    where: 'X',
    detail: 'Y',
    url: '/a.sgf',
    status: '404',
    text: 'A',
    number: '12',
    letter: 'B',
    round: '2',
    first: 7,
    last: 8,
    name: 'size',
    received: 'abc',
    expected: '1-25',
    fallback: '19',
    what: 'triangle',
    names: ['C7', 'G7'],
    from: 'C3',
    to: 'D4',
    title: 'The ear-reddening game',
    percent: '54.2',
    amount: '4.5',
    rank: 1,
    list: 'Q16 (Black 54%)',
    moves: 'Q16, D4',
    key: 'T',
    mark: 'Triangle',
    size: '9 by 9',
    field: 'Result',
    message: 'Expected a token',
    periods: 3,
    period: '0:30',
    stones: 5,
    seconds: 10,
  };
  return names.map((name) => {
    if (!(name in samples)) throw new Error(`Expected a sample value for the parameter '${name}' of ${key}.`);
    return samples[name];
  });
}

describe('the words tables', () => {
  const keys = Object.keys(english).sort() as Key[];

  for (const [tag, shipped] of Object.entries(SHIPPED)) {
    const table = flat(shipped);
    it(`should give ${tag} every key of English, of the same kind, and nothing else`, () => {
      expect(Object.keys(table).sort()).toEqual(keys);
      for (const key of keys) expect(typeof table[key], key).toBe(typeof english[key]);
    });

    it(`should fill in every text of ${tag}, including those made with numbers and names`, () => {
      for (const key of keys) {
        const entry = table[key];
        const text =
          typeof entry === 'function' ? (entry as (...values: unknown[]) => string)(...sampleArguments(key)) : entry;
        expect(typeof text, key).toBe('string');
        // Only the separators may be blank (Japanese and Chinese need no space between sentences).
        if (key !== 'sentenceSeparator') expect(text.trim(), key).not.toBe('');
      }
    });
  }

  it('should be written in each language, not left in English', () => {
    // Words that are the same in some languages: Go's own (ko, komi) and international ones.
    const same = new Set([
      'listSeparator',
      'captionSeparator',
      'fullStop',
      'sentenceSeparator',
      'colon',
      'number',
      'reasonKo',
      'reasonSuperko',
      'reasonSuicide',
      'komi',
      'handicap',
      'pause',
      'date',
      'total',
      'triangle',
      'problemInName',
      'problemControls',
      'toolTriangle',
      'positionAnnotation',
      'source',
      'nodeName',
    ]);
    for (const [tag, shipped] of Object.entries(SHIPPED)) {
      const table = flat(shipped);
      const untranslated = keys.filter(
        (key) => !same.has(key) && typeof english[key] === 'string' && table[key] === english[key],
      );
      expect(untranslated, tag).toEqual([]);
    }
  });

  it("should keep the board's and each part's keys apart, so no table hides another's", () => {
    const names = [en, enReview, enEditor, enExport, enOnline].flatMap((table) => Object.keys(table));
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('should write numbers as each language does', () => {
    expect([en, fr, de, ja].map((table) => table.winsBy('white', 6.5))).toEqual([
      'White wins by 6.5 points',
      'Blanc gagne de 6,5 points',
      'Weiß gewinnt mit 6,5 Punkten',
      '白の6.5目勝ち',
    ]);
    expect([en.liberties(1), fr.liberties(1), de.liberties(1), en.liberties(2), fr.liberties(0)]).toEqual([
      '1 liberty',
      '1 liberté',
      '1 Freiheit',
      '2 liberties',
      '0 liberté',
    ]);
  });

  it("should say the online game's clock in each language, with its plurals", () => {
    expect([en, fr, de].map((table) => onlineWordsOf(table).byoYomi('white', 1))).toEqual([
      'White is in byo-yomi: 1 period left.',
      'Blanc est en byo-yomi\u00a0: 1 période restante.',
      'Weiß ist im Byo-Yomi: noch 1 Periode.',
    ]);
    expect([en, fr, de].map((table) => onlineWordsOf(table).secondsLeft('black', 1))).toEqual([
      'Black: 1 second left.',
      'Noir\u00a0: 1 seconde restante.',
      'Schwarz: noch 1 Sekunde.',
    ]);
    expect([fr, de, ja, ko, zhHans].map((table) => onlineWordsOf(table).secondsLeft('black', 10))).toEqual([
      'Noir\u00a0: 10 secondes restantes.',
      'Schwarz: noch 10 Sekunden.',
      '黒、残り10秒。',
      '흑: 10초 남았습니다.',
      '黑方：还剩10秒。',
    ]);
    // A page's own words lie over the shipped ones, key by key.
    provideShippedWords({ de });
    registerWords('de-CH', { online: { watching: 'Zuschauer' } });
    const online = onlineWordsOf(resolveWords('de-CH').words);
    expect([online.watching, online.reconnecting]).toEqual(['Zuschauer', de.online.reconnecting]);
  });

  it('should list points as Intl.ListFormat does in each language (English writes its own lists)', () => {
    const points = ['D4', 'Q16', 'K10', 'C3'];
    for (const [tag, table] of Object.entries({ en, ...SHIPPED })) {
      const format = new Intl.ListFormat(tag, { type: 'conjunction' });
      for (let length = 0; length <= points.length; length++)
        expect(table.pointList(points.slice(0, length)), tag).toBe(format.format(points.slice(0, length)));
    }
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

  it("should make English of parts that keep their keys apart: the board's, those loaded with a part, the rest", () => {
    const parts = [enBoard, enMoves, enReplay, enPlay, enProblem];
    const names = parts.flatMap((table) => Object.keys(table));
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    expect(Object.keys({ ...enBoard, ...enRest }).sort()).toEqual(Object.keys(en).sort());
    for (const table of parts)
      for (const [name, value] of Object.entries(table)) expect(en[name as keyof Words]).toBe(value);
  });

  it("should give each part the words its folder says, beyond the board's own", () => {
    // What the board's own code says for the parts (a move's announcement, a point's reading, why a
    // point cannot be played), and each part's folder: every `words.key` they say is the board's or
    // comes with the part (words/en.ts).
    const said = (...paths: string[]): string[] =>
      paths.flatMap((path) => {
        const url = new URL(`../${path}`, import.meta.url);
        const files = path.endsWith('.ts')
          ? [url]
          : readdirSync(url)
              .filter((file) => file.endsWith('.ts') && !file.includes('.test.'))
              .map((file) => new URL(file, `${url.href}/`));
        return files.flatMap((file) =>
          [...readFileSync(file, 'utf8').matchAll(/\bwords(?:\(\))?\.(\w+)/g)].map(([, name]) => name!),
        );
      });
    const shared = ['board/speech.ts', 'board/board.ts', 'words/compose.ts', 'input'];
    expect(said('replay')).toContain('nextMove');
    expect(said('input')).toContain('tapAgain');
    const unknown = (names: string[], part: object): string[] =>
      [...new Set(names)].filter(
        (name) => Object.hasOwn(en, name) && !Object.hasOwn(enBoard, name) && !Object.hasOwn(part, name),
      );
    expect(unknown(said('replay', ...shared), { ...enMoves, ...enReplay })).toEqual([]);
    expect(unknown(said('play', ...shared), { ...enMoves, ...enPlay })).toEqual([]);
    expect(unknown(said('problem', ...shared), { ...enMoves, ...enProblem })).toEqual([]);
  });

  it("should check a page's words beyond the board's own once the rest of English has arrived, and leave out the wrong ones", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // The board's own words are checked at once.
    expect(() => registerWords('xx', { boardLabel: 1 as never })).toThrow(/Expected words.boardLabel to be a string/);
    expect(englishHas('pass')).toBe(false);
    registerWords('xx', { boardLabel: 'Tablero', pass: 'Pasar', passs: 'Pass', moveOf: 'Move' } as never);
    const waiting = resolveWords('xx');
    expect(waiting.words.boardLabel).toBe('Tablero');
    expect(waiting.pending).not.toBeNull();
    await waiting.pending;
    const words = resolveWords('xx').words;
    expect([words.boardLabel, words.pass, words.moveOf(3, 9)]).toEqual(['Tablero', 'Pasar', en.moveOf(3, 9)]);
    expect(Object.hasOwn(words, 'passs')).toBe(false);
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringMatching(/ignored words.passs: Expected only the keys of the English table, received 'passs'/),
      expect.stringMatching(/ignored words.moveOf: Expected words.moveOf to be a function/),
    ]);
    warn.mockRestore();
    // Once the rest has arrived, every word is checked at once.
    expect(englishHas('pass')).toBe(true);
    expect(() => registerWords('xx', { passs: 'Pass' } as never)).toThrow(TypeError);
  });

  it("should register the review's words beside the board's, and lay them over the shipped ones key by key", () => {
    provideShippedWords({ fr });
    registerWords('fr-CA', { review: { analyze: 'Analyser la position' } });
    const words = resolveWords('fr-CA').words;
    expect(words.pass).toBe(fr.pass);
    expect(reviewWordsOf(words).analyze).toBe('Analyser la position');
    expect(reviewWordsOf(words).stop).toBe(fr.review.stop);
    expect(reviewWordsOf(resolveWords('en').words)).toEqual(enReview);
    expect(() => registerWords('es', { review: 'Analizar' as never })).toThrow(/Expected words.review to be a object/);
    registerWords('fr-CA', { editor: { redo: 'Refaire encore' } });
    expect(editorWordsOf(resolveWords('fr-CA').words).redo).toBe('Refaire encore');
    expect(editorWordsOf(resolveWords('fr-CA').words).undone('x')).toBe(fr.editor.undone('x'));
    expect(editorWordsOf(resolveWords('en').words)).toEqual(enEditor);
    expect(() => registerWords('es', { analyse: 'Analizar' } as never)).toThrow(
      /Expected only the keys of the English table, received 'analyse'/,
    );
  });

  it('should leave out, and say in the console, review words of the wrong kind or that English lacks', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    registerWords('es', {
      review: { analyze: 'Analizar', analyzing: 'Analizando' as never, analyse: 'Analizar' } as never,
    });
    const review = reviewWordsOf(resolveWords('es').words);
    expect(review.analyze).toBe('Analizar');
    expect(review.analyzing).toBe(enReview.analyzing);
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringMatching(
        /ignored words.review.analyzing: expected a function as in the English table, received a string/,
      ),
      expect.stringMatching(/ignored words.review.analyse: expected only the keys of the review's English table/),
    ]);
    warn.mockRestore();
  });
});
