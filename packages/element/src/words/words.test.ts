// The board in every language it ships with, and in the page's own: what it shows and says
// follows its `lang` (or the nearest ancestor's), falls back to English key by key, and takes
// the words a page registers.
import { expect } from '@esm-bundle/chai';
import type { GoBoard } from '../go-board.js';
import { boardArea, find, mount, unmountAll, until } from '../test-support/fixture.js';
import { SHORT_GAME } from '../test-support/records.js';
import { de } from './de.js';
import { en } from './en.js';
import { fr } from './fr.js';
import { ja } from './ja.js';
import { ko } from './ko.js';
import { loadRestOfEnglish, registerWords } from './registry.js';
import type { Words } from './words.js';
import { zhHans } from './zh-Hans.js';

const SHIPPED: [string, Words][] = [
  ['en', en],
  ['fr', fr],
  ['de', de],
  ['ja', ja],
  ['ko', ko],
  ['zh-Hans', zhHans],
];

const name = (board: GoBoard): string => boardArea(board).getAttribute('aria-label')!;
const status = (board: GoBoard): string => find(board, '[part="status"]').textContent!;
const passButton = (board: GoBoard): string => find(board, 'button.pass').textContent!;

/** A 9x9 game to play with one stone on E5, so a second move there is refused as occupied. */
async function playing(attributes: Record<string, string> = {}): Promise<GoBoard> {
  const board = await mount({ mode: 'play', sgf: '(;SZ[9];B[ee])', ...attributes });
  board.play({ x: 2, y: 2 });
  await board.updateComplete;
  return board;
}

/** Clicks the occupied point E5 as the local player, which explains why it cannot be played. */
async function tryOccupied(board: GoBoard): Promise<void> {
  board.focus();
  find(board, '[part="board"]').focus();
  // The keyboard cursor starts at the centre, E5.
  boardArea(board).dispatchEvent(
    new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true, cancelable: true }),
  );
  await board.updateComplete;
}

describe("the board's words", () => {
  afterEach(() => {
    unmountAll();
    document.documentElement.lang = 'en';
  });

  for (const [lang, words] of SHIPPED) {
    it(`should show and say everything in ${lang}`, async () => {
      const board = await playing({ lang });
      expect(passButton(board)).to.equal(words.pass);
      expect(find(board, 'button.resign').textContent).to.equal(words.resign);
      expect(name(board))
        .to.contain(words.boardLabel)
        .and.contain(words.moveInName(2))
        .and.contain(words.toPlay('black'));
      expect(status(board)).to.contain(words.captures(0, 0));
      await tryOccupied(board);
      expect(status(board)).to.contain(words.explainOccupied).and.contain(words.cannotPlay('E5', words.reasonOccupied));
      const replay = await mount({ lang, sgf: SHORT_GAME, move: '3' });
      expect(name(replay)).to.equal(
        [words.boardLabel, words.moveOfInName(3, 9), words.playedMove('black', 'D7')].join(words.listSeparator),
      );
      expect(find(replay, '.counter').textContent).to.equal(words.moveOf(3, 9));
      expect(find(replay, 'button.next').getAttribute('aria-label')).to.equal(words.nextMove);
      expect(find(replay, '.entry.komi dt').textContent).to.equal(words.komi + words.colon.trimEnd());
    });
  }

  it('should say it again in the new language when `lang` changes, the message under the status too', async () => {
    const board = await playing();
    await tryOccupied(board);
    expect(status(board)).to.contain('the point already holds a stone');
    for (const [lang, words] of SHIPPED) {
      board.lang = lang;
      await board.updateComplete;
      expect(passButton(board), lang).to.equal(words.pass);
      expect(name(board), lang).to.contain(words.toPlay('black'));
      expect(status(board), lang).to.contain(words.explainOccupied);
    }
    board.removeAttribute('lang');
    await board.updateComplete;
    expect(passButton(board)).to.equal('Pass');
  });

  it('should take the language of the nearest ancestor with one, by its closest table', async () => {
    const section = document.createElement('section');
    section.lang = 'fr-CA';
    document.body.append(section);
    try {
      const board = document.createElement('go-board');
      board.setAttribute('mode', 'play');
      board.setAttribute('size', '9');
      section.append(board);
      await board.updateComplete;
      expect(passButton(board)).to.equal('Passer');
      for (const [lang, pass] of [
        ['zh-CN', '停一手'],
        ['zh', '停一手'],
        ['ja-JP', 'パス'],
        ['ko-KR', '패스'],
        ['es', 'Pass'],
        ['zh-TW', 'Pass'],
        ['', 'Pass'],
      ] as const) {
        section.lang = lang;
        // An ancestor's change is read at the board's next update.
        board.requestUpdate();
        await board.updateComplete;
        expect(passButton(board), lang).to.equal(pass);
      }
      // The board's own attribute wins over the ancestor's.
      section.lang = 'fr';
      board.setAttribute('lang', 'de');
      await board.updateComplete;
      expect(passButton(board)).to.equal('Passen');
    } finally {
      section.remove();
    }
  });

  it("should follow the page's language when <html lang> changes", async () => {
    const board = await playing();
    document.documentElement.lang = 'ja';
    // The board hears of it from a MutationObserver, then loads the Japanese words.
    await until(() => passButton(board) === 'パス', 'the words of the new language');
    await board.updateComplete;
    expect(passButton(board)).to.equal('パス');
  });

  it('should take the words a page registers, over the shipped ones, and English for the keys it leaves out', async () => {
    const french = await playing({ lang: 'fr' });
    registerWords('fr', { pass: 'Je passe' });
    await french.updateComplete;
    expect(passButton(french)).to.equal('Je passe');
    expect(find(french, 'button.resign').textContent).to.equal('Abandonner');
    registerWords('es', { pass: 'Pasar', toPlay: (color) => `Juegan ${color === 'black' ? 'negras' : 'blancas'}` });
    const spanish = await playing({ lang: 'es-MX' });
    expect(passButton(spanish)).to.equal('Pasar');
    expect(name(spanish)).to.equal('Go board, 9 by 9, move 2, Juegan negras');
    expect(find(spanish, 'button.resign').textContent).to.equal('Resign');
    // A label the page gives is the page's own, in any language.
    spanish.label = 'Tablero';
    await spanish.updateComplete;
    expect(name(spanish)).to.match(/^Tablero, /);
  });

  it('should refuse words that are not of the table, saying which: at once for the words English has', async () => {
    expect(() => registerWords(' ', { pass: 'Pass' })).to.throw(RangeError, /language tag/);
    expect(() => registerWords('xx', { boardLabel: 1 as never })).to.throw(
      TypeError,
      /words\.boardLabel to be a string/,
    );
    // Beyond the board's own words, once the rest of English has arrived (before, see words.node.test.ts).
    await loadRestOfEnglish();
    expect(() => registerWords('xx', { passs: 'Pass' } as never)).to.throw(TypeError, /'passs'/);
    expect(() => registerWords('xx', { moveOf: 'Move' } as never)).to.throw(
      TypeError,
      /words\.moveOf to be a function/,
    );
  });

  for (const [lang, words] of [SHIPPED[0]!, SHIPPED[1]!]) {
    it(`should name a replay's controls in ${lang} at their first drawing, their words loaded with them`, async () => {
      const board = await mount({ sgf: SHORT_GAME, lang });
      expect(find(board, '[part="controls"]').getAttribute('aria-label')).to.equal(words.replayControls);
      expect(find(board, 'button.next').getAttribute('aria-label')).to.equal(words.nextMove);
      expect(find(board, '.counter').textContent).to.equal(words.moveOf(0, board.totalMoves));
      board.next();
      await board.updateComplete;
      expect(find(board, '[role="status"]').textContent).to.contain(words.moveOf(1, board.totalMoves));
    });
  }

  it("should say a record it cannot read in the board's language, and again when the language changes", async () => {
    const board = await mount({ sgf: 'not a record', lang: 'de' });
    expect(find(board, '[part="error"]').textContent).to.equal(de.noSgfGame(de.sgfAttribute));
    board.lang = 'ko';
    await board.updateComplete;
    expect(find(board, '[part="error"]').textContent).to.equal(ko.noSgfGame(ko.sgfAttribute));
  });
});
