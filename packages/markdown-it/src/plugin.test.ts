import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { goBoardCss } from '@go-board/element/css';
import { goBoardPlugin, parseInfo } from './index.js';

/** The HTML of `markdown`; without go-board.css unless the options ask for it (tested below). */
const render = (markdown: string, options?: Parameters<typeof goBoardPlugin>[1]) =>
  new MarkdownIt({ html: false }).use(goBoardPlugin, { css: false, ...options }).render(markdown);

describe('goBoardPlugin', () => {
  it('should write go-board.css once, before the first board of each render', () => {
    const md = new MarkdownIt().use(goBoardPlugin);
    const html = md.render('Text\n\n```sgf\n(;SZ[9];B[ee])\n```\n\n```sgf\n(;SZ[13])\n```\n');
    expect(html).toBe(
      `<p>Text</p>\n<style>${goBoardCss}</style>\n<go-board sgf="(;SZ[9];B[ee])"></go-board>\n<go-board sgf="(;SZ[13])"></go-board>\n`,
    );
    expect(goBoardCss).toContain('go-board:not(:defined)');
    // Each render is a page of its own; a page without boards gets no style.
    expect(md.render('```sgf\n(;SZ[9])\n```\n')).toContain('<style>');
    expect(md.render('Only text.\n')).toBe('<p>Only text.</p>\n');
    // A static SVG needs no script, so no room is kept for one.
    const svg = new MarkdownIt()
      .use(goBoardPlugin, { output: 'svg', renderSvg: () => '<svg></svg>' })
      .render('```sgf\n(;SZ[9])\n```\n');
    expect(svg).toBe('<svg></svg>\n');
  });

  it('should leave go-board.css out when told, for pages that link it themselves', () => {
    const html = new MarkdownIt().use(goBoardPlugin, { css: false }).render('```sgf\n(;SZ[9])\n```\n');
    expect(html).toBe('<go-board sgf="(;SZ[9])"></go-board>\n');
  });

  it('should turn an sgf fence into a <go-board> with its attributes', () => {
    const html = render(
      'Text\n\n```sgf move=3 coordinates theme=book label="Diagram 1"\n(;SZ[9];B[ee];W[cc];B[gg])\n```\n',
    );
    expect(html).toContain('<p>Text</p>');
    expect(html).toContain(
      '<go-board sgf="(;SZ[9];B[ee];W[cc];B[gg])" move="3" coordinates theme="book" label="Diagram 1"></go-board>',
    );
  });

  it('should leave other fences as code', () => {
    const html = render('```js\nconst a = 1;\n```\n');
    expect(html).toBe('<pre><code class="language-js">const a = 1;\n</code></pre>\n');
  });

  it('should escape the record and keep every attribute the author may not set out', () => {
    const hostile = '(;SZ[9]C["><script>alert(1)</script>];B[ee])';
    const html = render(`\`\`\`sgf onclick="alert(1)" label='x" onmouseover="y'\n${hostile}\n\`\`\`\n`);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('onclick');
    // The tag carries exactly two attributes: whatever the label says stays inside its quotes.
    const tag = /<go-board([^>]*)>/.exec(html)![1]!;
    expect([...tag.matchAll(/\s([a-z-]+)(?:="[^"]*")?/g)].map((match) => match[1])).toEqual(['sgf', 'label']);
    expect(html).toContain('sgf="(;SZ[9]C[&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;];B[ee])"');
    expect(html).toContain('label="x&quot; onmouseover=&quot;y"');
  });

  it('should pass any attribute of the element, flags and values, and nothing else', () => {
    const html = render(
      '```sgf mode=problem coordinates=korean rotate=90 swap-colors onclick=alert(1) src=x.sgf\n(;SZ[9])\n```\n',
    );
    expect(html).toBe(
      '<go-board sgf="(;SZ[9])" mode="problem" coordinates="korean" rotate="90" swap-colors></go-board>\n',
    );
  });

  it('should apply defaults that a fence may override', () => {
    const html = render('```sgf theme=dark\n(;SZ[9])\n```\n```sgf\n(;SZ[13])\n```\n', {
      defaults: { theme: 'book', coordinates: true },
    });
    expect(html).toContain('<go-board sgf="(;SZ[9])" theme="dark" coordinates></go-board>');
    expect(html).toContain('<go-board sgf="(;SZ[13])" theme="book" coordinates></go-board>');
  });

  it('should draw static SVG through the given renderer, with camelCase options', () => {
    const calls: [string, Record<string, unknown>][] = [];
    const html = render('```sgf move=12 move-numbers=5 view=a1:j10\n(;SZ[19])\n```\n', {
      output: 'svg',
      renderSvg: (sgf, options) => {
        calls.push([sgf, options]);
        return '<svg data-test="board"></svg>';
      },
    });
    expect(html).toBe('<svg data-test="board"></svg>\n');
    expect(calls).toEqual([['(;SZ[19])\n', { move: 12, moveNumbers: 5, view: 'a1:j10' }]]);
  });

  it('should refuse options it cannot use, saying why', () => {
    expect(() => render('', { output: 'png' as never })).toThrow(/'element' or 'svg'.*"png"/);
    expect(() => render('', { output: 'svg' })).toThrow(/renderSvg/);
  });

  it('should accept other fence languages when told', () => {
    expect(render('```go\n(;SZ[9])\n```\n', { languages: ['go', 'sgf'] })).toContain('<go-board');
  });
});

describe("goBoardPlugin with Sensei's Library diagrams", () => {
  const diagram = '$$Bc Black to play\n$$ +------\n$$ | . . .\n$$ | . X 1\n';

  it('should read a ```go fence that starts with $$ into SGF, shown as drawn', () => {
    const html = render(`\`\`\`go theme=book\n${diagram}\`\`\`\n`);
    const tag = /<go-board ([^>]*)><\/go-board>/.exec(html)![1]!;
    expect(tag).toContain('move="last" move-numbers coordinates theme="book"');
    const sgf = /sgf="([^"]*)"/.exec(tag)![1]!;
    expect(sgf).toContain('GN[Black to play]');
    expect(sgf).toContain('AB[bb]');
    expect(sgf).toContain(';B[cb]');
  });

  it('should leave Go (golang) code in ```go fences as code', () => {
    const html = render('```go\npackage main\n\nfunc main() {}\n```\n');
    expect(html).toBe('<pre><code class="language-go">package main\n\nfunc main() {}\n</code></pre>\n');
  });

  it('should let the fence override how a diagram shows', () => {
    const html = render(`\`\`\`go move=0 move-numbers=none\n${diagram}\`\`\`\n`);
    expect(html).toMatch(/<go-board sgf="[^"]*" move="0" move-numbers="none" coordinates><\/go-board>/);
  });

  it('should name the Markdown line of a diagram it cannot read', () => {
    expect(() => render('# Title\n\nText\n\n```go\n$$\n$$ . X\n$$ . % .\n```\n')).toThrow(
      /received '%', in the diagram of the Markdown \(line 8\)/,
    );
  });

  it('should take diagrams in other fence languages when told', () => {
    expect(render(`\`\`\`goban\n${diagram}\`\`\`\n`, { diagramLanguages: ['goban'] })).toContain(
      '<go-board sgf="(;GM[1]',
    );
    expect(render(`\`\`\`go\n${diagram}\`\`\`\n`, { diagramLanguages: [] })).toContain(
      '<pre><code class="language-go">',
    );
  });

  it('should draw a diagram as static SVG, numbered at its last move', () => {
    const calls: [string, Record<string, unknown>][] = [];
    render(`\`\`\`go\n${diagram}\`\`\`\n`, {
      output: 'svg',
      renderSvg: (sgf, svgOptions) => (calls.push([sgf, svgOptions]), '<svg></svg>'),
    });
    expect(calls[0]![1]).toEqual({ move: 'last', moveNumbers: true, coordinates: true });
    expect(calls[0]![0]).toContain('FG[0:Black to play]');
  });
});

describe('parseInfo', () => {
  it('should read quoted, bare and flag attributes', () => {
    expect(parseInfo(`sgf move=last coordinates label='A "quote"' view="aa:jj"`)).toEqual({
      language: 'sgf',
      attributes: { move: 'last', coordinates: true, label: 'A "quote"', view: 'aa:jj' },
    });
  });
});
