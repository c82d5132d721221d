import { evaluate } from '@mdx-js/mdx';
import { init, renderSvg } from '@go-board/element/svg';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { remarkGoBoard, type GoBoardRemarkOptions } from './index.js';

beforeAll(async () => {
  await init();
});

/** Compiles MDX with the plugin, runs it with React and renders it to HTML, as Docusaurus or
 * Next.js would. */
async function renderMdx(source: string, options: GoBoardRemarkOptions = {}): Promise<string> {
  const { default: Content } = await evaluate(source, { ...runtime, remarkPlugins: [[remarkGoBoard, options]] });
  return renderToStaticMarkup(createElement(Content));
}

describe('remarkGoBoard in MDX', () => {
  it('should turn fences into boards', async () => {
    const html = await renderMdx('# Joseki\n\n```sgf move=2 coordinates\n(;SZ[19];B[pd];W[qc])\n```\n');
    expect(html).toContain('<h1>Joseki</h1>');
    expect(html).toMatch(/<go-board sgf="\(;SZ\[19\];B\[pd\];W\[qc\]\)" move="2" coordinates=""><\/go-board>/);
  });

  it('should read <GoBoard> at build time: sgf, a diagram or src, with literal attributes', async () => {
    const html = await renderMdx(`Three boards:

<GoBoard sgf="(;SZ[9];B[ee])" moveNumbers={1} theme="book" />

<GoBoard diagram={\`$$W
$$ | . O 1
$$ | . X 2\`} controls="none" />

<GoBoard src="/games/club.sgf" move="last" coordinates={true} autoplay={false} />
`);
    expect(html).toContain('<go-board sgf="(;SZ[9];B[ee])" move-numbers="1" theme="book"></go-board>');
    expect(html).toMatch(
      /<go-board sgf="\(;GM\[1\][^"]*PL\[W\][^"]*" move="last" move-numbers="" controls="none"><\/go-board>/,
    );
    expect(html).toContain('<go-board src="/games/club.sgf" move="last" coordinates=""></go-board>');
  });

  it('should draw <GoBoard> as static SVG too', async () => {
    const html = await renderMdx('<GoBoard sgf="(;SZ[9];B[ee];W[cc])" move="last" />', { output: 'svg', renderSvg });
    expect(html).toMatch(/^<svg /);
    expect([...html.matchAll(/class="stone /g)]).toHaveLength(2);
  });

  it('should say what it expected of a <GoBoard> it cannot read', async () => {
    await expect(renderMdx('<GoBoard sgf="(;SZ[9])" onClick="x" />')).rejects.toThrow(
      /attributes of <GoBoard> on line 1 to be sgf, diagram, src or one of <go-board>.s \(lang, .*mode.*\); received onClick/,
    );
    await expect(renderMdx('<GoBoard move={12} />')).rejects.toThrow(/one of sgf, diagram or src, received none/);
    await expect(renderMdx('<GoBoard sgf={record} />')).rejects.toThrow(/received \{record\}/);
    await expect(renderMdx('<GoBoard src="/a.sgf" />', { output: 'svg', renderSvg })).rejects.toThrow(
      /only src="\/a\.sgf"/,
    );
  });
});
