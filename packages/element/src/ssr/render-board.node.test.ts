import { html } from 'lit';
import { beforeAll, describe, expect, it } from 'vitest';
import { init, renderBoard, renderBoardToString, renderToString } from './index.js';

const RECORD =
  '(;GM[1]FF[4]SZ[9]PB[Ada]PW[Grace]KM[6.5]C[A short game.];B[ee]C[Tengen.];W[cc];B[gc];W[cg]LB[gg:A];B[gg]TR[ee])';
const count = (text: string, pattern: RegExp): number => [...text.matchAll(pattern)].length;
/** The text of the board's shadow root, without Lit's markers. */
const shadow = (text: string): string =>
  /<template shadowroot="open" shadowrootmode="open" shadowrootdelegatesfocus>([\s\S]*)<\/template>/
    .exec(text)![1]!
    .replace(/<!--[^>]*-->/g, '');

describe('before the core is loaded', () => {
  it('should refuse to render, saying what to do', () => {
    expect(() => renderBoardToString({ sgf: RECORD })).toThrow(/await init\(\)/);
  });
});

describe('renderBoardToString', () => {
  beforeAll(async () => {
    await init();
  });

  it('should render the board as declarative shadow DOM: its styles, the SVG and the stones, no script', () => {
    const text = renderBoardToString({ sgf: RECORD, move: 3, coordinates: true });
    expect(text).toMatch(
      /^<go-board server-rendered sgf="[^"]+" move="3" coordinates theme="wood" mode="view"><template shadowroot="open" shadowrootmode="open" shadowrootdelegatesfocus><style>/,
    );
    expect(text.endsWith('</template></go-board>')).toBe(true);
    const root = shadow(text);
    expect(root).toContain('--go-board-background: #e0b56a');
    expect(root).toContain('<svg class="goban realistic" viewBox="-1.4 -1.4 10.8 10.8"');
    expect(count(root, /<circle class="stone black"/g)).toBe(2);
    expect(count(root, /<circle class="stone white"/g)).toBe(1);
    expect(root).toContain('aria-label="Go board, move 3 of 5, Black G7"');
    expect(root).toContain('>Move 3 of 5</span>');
    expect(root).toMatch(/<dt>Black:<\/dt><dd>Ada<\/dd>/);
    expect(text).not.toMatch(/<script/i);
  });

  it('should render in the language of `lang`', () => {
    const root = shadow(renderBoardToString({ sgf: RECORD, move: 'last', lang: 'ja' }));
    expect(root).toContain('aria-label="碁盤、5手目（全5手）、黒 G3：E5に三角"');
    expect(root).toContain('data-lang="ja"');
    expect(root).toMatch(/<dt>黒：<\/dt>/);
    expect(shadow(renderBoardToString({ mode: 'play', size: 9, lang: 'de' }))).toMatch(
      /<button type="button" class="action pass"[^>]*>Passen<\/button>/,
    );
  });

  it('should render a playing board with its handicap, and a problem with its crop and buttons', () => {
    const game = shadow(renderBoardToString({ mode: 'play', size: 9, handicap: 4, 'allow-undo': true }));
    expect(count(game, /<circle class="stone black"/g)).toBe(4);
    expect(game).toContain('White to play');
    expect(game).toContain('>Resign</button>');
    const problem = shadow(
      renderBoardToString({
        mode: 'problem',
        sgf: '(;SZ[19]PL[B]AB[ac][bc][cc][dc][ec][fc][fb][fa]AW[aa][ab][bb][cb][db][eb][ea](;B[ca];W[ba];B[da]C[Right])(;B[ba];W[ca]C[Wrong]))',
      }),
    );
    expect(problem).toContain('aria-label="Go board, problem, Black to play"');
    expect(problem).toContain('viewBox="-0.62 -0.62 7.24 7.24"');
    expect(problem).toContain('>Show solution</button>');
  });

  it('should render an editor with its toolbar, limited by `tools`', () => {
    const editor = shadow(
      renderBoardToString({
        mode: 'edit',
        sgf: '(;SZ[9]AB[cc])',
        tool: 'black',
        tools: 'black white triangle comment',
      }),
    );
    expect(count(editor, /<circle class="stone black"/g)).toBe(1);
    expect(editor).toContain('role="toolbar"');
    expect(count(editor, /class="tool"/g)).toBe(3);
    expect(editor).toMatch(/data-tool="black"[^>]*aria-pressed="true"/);
    expect(editor).toContain('Tool: Black stone');
  });

  it('should leave `src` to the browser, and show a record it cannot read with the reason', () => {
    const fetched = shadow(renderBoardToString({ src: '/games/one.sgf', size: 9 }));
    expect(fetched).toContain('aria-label="Go board, loading"');
    expect(count(fetched, /class="stone /g)).toBe(0);
    const broken = shadow(renderBoardToString({ sgf: 'not a record' }));
    expect(broken).toContain(
      '<div part="error" class="error" role="alert">Could not read the sgf attribute: it holds no SGF game.',
    );
  });

  it('should bind every value as text, so no record can add markup', () => {
    const text = renderBoardToString({
      sgf: '(;SZ[9]C[<script>alert(1)</script>"quoted"]GN[<b>x</b>]PB[<img src=x onerror=alert(2)>])',
      label: '"><script>alert(3)</script>',
    });
    expect(text).not.toMatch(/<script|<img|<b>/);
    expect(text).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(() => renderBoardToString({ onclick: 'alert(4)' } as never)).toThrow(
      /Expected an attribute of <go-board>.*received 'onclick'/,
    );
  });

  it('should render boards inside a page template', () => {
    const page = renderToString(
      html`<main><h1>Game</h1>${renderBoard({ sgf: RECORD, move: 'last', theme: 'book' })}</main>`,
    );
    expect(page).toMatch(
      /<main><h1>Game<\/h1>[\s\S]*<go-board [^>]*theme="book"[^>]*><template shadowroot="open" shadowrootmode="open" shadowrootdelegatesfocus>/,
    );
    expect(count(shadow(page), /class="stone /g)).toBe(5);
  });
});
