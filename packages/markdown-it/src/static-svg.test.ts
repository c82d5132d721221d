import { init, renderSvg } from '@go-board/element/svg';
import MarkdownIt from 'markdown-it';
import { beforeAll, describe, expect, it } from 'vitest';
import { goBoardPlugin } from './index.js';

beforeAll(async () => {
  await init();
});

describe("goBoardPlugin with the element's renderSvg", () => {
  it('should turn an sgf fence into a static SVG diagram with no script', () => {
    const md = new MarkdownIt().use(goBoardPlugin, { output: 'svg', renderSvg, defaults: { theme: 'book' } });
    const html = md.render('# Diagram\n\n```sgf move=last coordinates move-numbers\n(;SZ[9];B[ee];W[cc];B[gg])\n```\n');
    expect(html).toContain('<h1>Diagram</h1>');
    expect(html).toMatch(/<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" class="go-board goban flat" data-theme="book"/);
    expect([...html.matchAll(/class="stone /g)]).toHaveLength(3);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<go-board');
  });

  it('should draw a diagram fence with its numbers and the part of the board it shows', () => {
    const md = new MarkdownIt().use(goBoardPlugin, { output: 'svg', renderSvg });
    const html = md.render('```go\n$$W\n$$ +------\n$$ | . O 1\n$$ | . X 2\n```\n');
    expect([...html.matchAll(/class="stone /g)]).toHaveLength(4);
    expect(html).toMatch(/>1<\/text>/);
    expect(html).toMatch(/>2<\/text>/);
    expect(html).not.toContain('<script');
  });
});
