import { init, renderSvg } from '@go-board/element/svg';
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { beforeAll, describe, expect, it } from 'vitest';
import { goBoardCss } from '@go-board/element/css';
import { rehypeGoBoard, remarkGoBoard, type GoBoardRemarkOptions } from './index.js';

beforeAll(async () => {
  await init();
});

/** The HTML of `markdown` through each plugin; without go-board.css unless the options ask for it. */
const withRemark = (markdown: string, options?: GoBoardRemarkOptions): string =>
  String(
    unified()
      .use(remarkParse)
      .use(remarkGoBoard, { css: false, ...options })
      .use(remarkRehype)
      .use(rehypeStringify)
      .processSync(markdown),
  );
const withRehype = (markdown: string, options?: GoBoardRemarkOptions): string =>
  String(
    unified()
      .use(remarkParse)
      .use(remarkRehype)
      .use(rehypeGoBoard, { css: false, ...options })
      .use(rehypeStringify)
      .processSync(markdown),
  );

const diagram = '$$Bc Black to play\n$$ +------\n$$ | . . .\n$$ | . X 1';

for (const [name, render] of [
  ['remarkGoBoard', withRemark],
  ['rehypeGoBoard', withRehype],
] as const) {
  describe(name, () => {
    it('should turn an sgf fence into a <go-board> with its attributes', () => {
      const html = render(
        'Text\n\n```sgf move=3 coordinates theme=book label="Diagram 1"\n(;SZ[9];B[ee];W[cc];B[gg])\n```\n',
      );
      expect(html).toContain('<p>Text</p>');
      expect(html).toContain(
        '<go-board sgf="(;SZ[9];B[ee];W[cc];B[gg])" move="3" coordinates theme="book" label="Diagram 1"></go-board>',
      );
    });

    it('should write go-board.css once, before the first board of the document', () => {
      const html = render('Text\n\n```sgf\n(;SZ[9];B[ee])\n```\n\n```sgf\n(;SZ[13])\n```\n', { css: true });
      // (remark-rehype puts a line break between blocks; rehype leaves the tree's text as it was.)
      expect(html.replace('</style>\n', '</style>')).toBe(
        `<p>Text</p>\n<style>${goBoardCss}</style><go-board sgf="(;SZ[9];B[ee])"></go-board>\n<go-board sgf="(;SZ[13])"></go-board>`,
      );
      expect(render('Only text.\n', { css: true })).toBe('<p>Only text.</p>');
      // A static SVG needs no script, so no room is kept for one.
      expect(render('```sgf\n(;SZ[9])\n```\n', { css: true, output: 'svg', renderSvg })).not.toContain(goBoardCss);
    });

    it('should leave other fences, Go code among them, as code', () => {
      expect(render('```js\nconst a = 1;\n```\n')).toBe('<pre><code class="language-js">const a = 1;\n</code></pre>');
      expect(render('```go\npackage main\n```\n')).toBe('<pre><code class="language-go">package main\n</code></pre>');
    });

    it('should escape the record and keep out every attribute the author may not set', () => {
      const record = '(;SZ[9]C["><script>alert(1)</script>])';
      const html = render(`\`\`\`sgf onclick="alert(1)" label='x" onmouseover="y'\n${record}\n\`\`\`\n`);
      // Read back as a browser would: one element, two attributes holding the text as given.
      const elements: Element[] = [];
      visit(fromHtml(html, { fragment: true }), 'element', (element) => {
        elements.push(element);
      });
      expect(elements.map((element) => element.tagName)).toEqual(['go-board']);
      expect(elements[0]!.properties).toEqual({ sgf: record, label: 'x" onmouseover="y' });
    });

    it('should apply defaults that a fence may override', () => {
      const html = render('```sgf theme=dark\n(;SZ[9])\n```\n\n```sgf\n(;SZ[13])\n```\n', {
        defaults: { theme: 'book' },
      });
      expect(html).toContain('<go-board sgf="(;SZ[9])" theme="dark"></go-board>');
      expect(html).toContain('<go-board sgf="(;SZ[13])" theme="book"></go-board>');
    });

    it('should read a go fence holding a diagram, shown as drawn', () => {
      const html = render(`\`\`\`go theme=book\n${diagram}\n\`\`\`\n`);
      expect(html).toMatch(
        /<go-board sgf="\(;GM\[1\]FF\[4\]SZ\[19\]PL\[B\]GN\[Black to play\][^"]*" move="last" move-numbers coordinates theme="book"><\/go-board>/,
      );
    });

    it('should name the Markdown line of a diagram it cannot read', () => {
      expect(() => render('# Title\n\n```go\n$$\n$$ . %\n```\n')).toThrow(
        /received '%', in the diagram of the Markdown \(line 5\)/,
      );
    });

    it("should draw static SVG with the element's renderSvg", () => {
      const html = render(`# Diagram\n\n\`\`\`go\n${diagram}\n\`\`\`\n`, { output: 'svg', renderSvg });
      expect(html).toContain('<h1>Diagram</h1>');
      expect(html).toMatch(/<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" class="go-board goban realistic"/);
      expect([...html.matchAll(/class="stone /g)]).toHaveLength(2);
      expect(html).not.toContain('<go-board');
      expect(html).not.toContain('<script');
    });

    it('should refuse options it cannot use, saying why', () => {
      expect(() => render('', { output: 'png' as never })).toThrow(/'element' or 'svg'.*"png"/);
      expect(() => render('', { output: 'svg' })).toThrow(/renderSvg/);
    });
  });
}
