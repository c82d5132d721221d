// Every way of writing a board in a page passes every attribute the element has: the Markdown
// fences (markdown-it, and remark through it), the Hugo shortcodes, the Jekyll include and the
// WordPress shortcode each keep their own list (a template or PHP cannot import one), so each is
// held here to the element's own, as its build writes it in custom-elements.json. A new attribute
// of <go-board> fails this test until every integration passes it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repository = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const require = createRequire(import.meta.url);
const read = (path: string) => readFileSync(join(repository, path), 'utf8');

/** The attributes of <go-board> in its custom-elements.json, but `sgf` and `src`, which each
 * integration handles apart (the record in the fence or between the tags, a file of the site). */
function elementAttributes(): string[] {
  const manifest = JSON.parse(
    readFileSync(join(dirname(require.resolve('@go-board/element/package.json')), 'dist/custom-elements.json'), 'utf8'),
  ) as {
    modules: { declarations?: { tagName?: string; attributes?: { name: string }[] }[] }[];
  };
  const board = manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .find((declaration) => declaration.tagName === 'go-board');
  return board!
    .attributes!.map(({ name }) => name)
    .filter((name) => name !== 'sgf' && name !== 'src')
    .sort();
}

/** The quoted names in the first match of `pattern` in a file. */
function quotedNames(path: string, pattern: RegExp, quote = /['"]([a-z-]+)['"]/g): string[] {
  const list = pattern.exec(read(path));
  if (!list) throw new Error(`Expected ${path} to hold its list of attributes (${pattern}), found none.`);
  return [...list[1]!.matchAll(quote)].map((match) => match[1]!).sort();
}

describe('the attributes every integration passes to <go-board>', () => {
  const expected = elementAttributes();

  it('should read the element’s attributes from its manifest', () => {
    expect(expected).toEqual(expect.arrayContaining(['coordinates', 'mode', 'move', 'rotate', 'theme']));
  });

  it.each([
    [
      'the Markdown fences (markdown-it and remark)',
      'packages/markdown-it/src/info.ts',
      /BOARD_ATTRIBUTES = \[([^\]]*)\]/,
    ],
    [
      'the WordPress shortcode',
      'packages/wordpress/plugin/includes/render.php',
      /const GO_BOARD_ATTRIBUTES = array\(([^)]*)\)/,
    ],
    ['the Hugo shortcodes', 'examples/hugo/layouts/partials/go-board.html', /\$names := slice ([^}]*)\}\}/],
  ])('should be every one of them in %s', (_name, path, pattern) => {
    expect(quotedNames(path, pattern)).toEqual(expected);
  });

  it('should be every one of them in the Jekyll include', () => {
    const list = /assign names = "([^"]*)"/.exec(read('examples/jekyll/_includes/go-board.html'));
    expect(list?.[1]!.split(',').sort()).toEqual(expected);
  });
});
