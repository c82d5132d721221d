import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { goBoardPlugin, parseInfo } from './index.js';

const render = (markdown: string, options?: Parameters<typeof goBoardPlugin>[1]) =>
  new MarkdownIt({ html: false }).use(goBoardPlugin, options).render(markdown);

describe('goBoardPlugin', () => {
  it('should turn an sgf fence into a <go-board> with its attributes', () => {
    const html = render('Text\n\n```sgf move=3 coordinates theme=book label="Diagram 1"\n(;SZ[9];B[ee];W[cc];B[gg])\n```\n');
    expect(html).toContain('<p>Text</p>');
    expect(html).toContain('<go-board sgf="(;SZ[9];B[ee];W[cc];B[gg])" move="3" coordinates theme="book" label="Diagram 1"></go-board>');
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

  it('should apply defaults that a fence may override', () => {
    const html = render('```sgf theme=dark\n(;SZ[9])\n```\n```sgf\n(;SZ[13])\n```\n', { defaults: { theme: 'book', coordinates: true } });
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

describe('parseInfo', () => {
  it('should read quoted, bare and flag attributes', () => {
    expect(parseInfo(`sgf move=last coordinates label='A "quote"' view="aa:jj"`)).toEqual({
      language: 'sgf',
      attributes: { move: 'last', coordinates: true, label: 'A "quote"', view: 'aa:jj' },
    });
  });
});
