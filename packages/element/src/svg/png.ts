/// <reference types="node" />
// Diagrams as PNG in Node, without a browser: the standalone SVG drawn by resvg (the optional
// dependency @resvg/resvg-js, whose package holds its compiled renderer). resvg reads plain CSS
// only, so the picture's styles are resolved first for its theme: each custom property replaced
// by its value, the other themes' rules and the media queries (forced colours, print) left out.

/** The declarations of a rule, and its selector. */
type Rule = { selector: string; body: string };

/** The rules of a style sheet, outside any at-rule block (which are dropped). */
function rulesOf(css: string): Rule[] {
  const rules: Rule[] = [];
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf('{', at);
    if (open < 0) break;
    const selector = css.slice(at, open).trim();
    if (selector.startsWith('@')) {
      // Skip the whole block, nested rules and all.
      let depth = 1;
      let index = open + 1;
      for (; index < css.length && depth > 0; index++) depth += css[index] === '{' ? 1 : css[index] === '}' ? -1 : 0;
      at = index;
      continue;
    }
    const close = css.indexOf('}', open);
    rules.push({ selector, body: css.slice(open + 1, close) });
    at = close + 1;
  }
  return rules;
}

/** The style sheet of a standalone picture in `theme`, with every custom property resolved.
 * `pixel` is the size of a screen pixel in grid units: resvg does not keep strokes a fixed width on
 * the screen (vector-effect), so the widths the styles give in whole pixels (lines, outlines; the
 * marks' widths are fractions of a cell) are turned into grid units.
 *
 * A custom property set by a rule of its own (`.on-black { --_mark: ... }`, the colour a mark takes
 * on a black stone) has a value only where that rule matches: each rule that reads it is written
 * again for each such rule, on the same element and inside it (`.on-black.mark`, `.on-black .mark`),
 * with that rule's value, after the rule with the picture's own value. */
export function resolveStyles(css: string, theme: string, pixel = 1): string {
  const rules = rulesOf(css.replace(/\/\*[\s\S]*?\*\//g, '')).filter(
    ({ selector }) => !/data-theme=/.test(selector) || selector.includes(`data-theme='${theme}'`),
  );
  const values = new Map<string, string>();
  const scoped = new Map<string, { selector: string; value: string }[]>();
  const own = (selector: string): boolean =>
    selector === 'svg.go-board' || selector === `svg.go-board[data-theme='${theme}']`;
  for (const { selector, body } of rules) {
    for (const declaration of body.split(';')) {
      const match = /^\s*(--[\w-]+)\s*:\s*([\s\S]*?)\s*$/.exec(declaration);
      if (!match) continue;
      if (own(selector)) values.set(match[1]!, match[2]!);
      else scoped.set(match[1]!, [...(scoped.get(match[1]!) ?? []), { selector, value: match[2]! }]);
    }
  }
  const resolve = (value: string, overrides: ReadonlyMap<string, string>, depth = 0): string =>
    depth > 8
      ? value
      : value.replace(
          /var\((--[\w-]+)(?:\s*,\s*([^()]*(?:\([^()]*\))?[^()]*))?\)/g,
          (_, name: string, fallback?: string) => {
            const found = overrides.get(name) ?? values.get(name);
            return resolve(
              found !== undefined && found !== 'initial' ? found : (fallback ?? 'none'),
              overrides,
              depth + 1,
            );
          },
        );
  const plain = (value: string, overrides: ReadonlyMap<string, string>): string =>
    resolve(value, overrides)
      .replace(
        /calc\(\s*([\d.]+)\s*\*\s*([\d.]+)px\s*\)/g,
        (_, factor: string, pixels: string) => `${Number(factor) * Number(pixels)}px`,
      )
      .replace(/^(stroke-width\s*:\s*)([\d.]+)px$/, (whole, name: string, width: string) =>
        Number(width) >= 1 ? `${name}${Number(width) * pixel}` : whole,
      );
  const written = (selector: string, declarations: string[], overrides: ReadonlyMap<string, string>): string =>
    `${selector}{${declarations.map((declaration) => plain(declaration, overrides)).join(';')}}`;
  return rules
    .map(({ selector, body }) => {
      const declarations = body
        .split(';')
        .map((declaration) => declaration.trim())
        .filter((declaration) => declaration !== '' && !declaration.startsWith('--'));
      if (declarations.length === 0) return '';
      const read = [...new Set([...body.matchAll(/var\((--[\w-]+)/g)].map((match) => match[1]!))];
      const variants = read.flatMap((name) =>
        (scoped.get(name) ?? []).map(({ selector: scope, value }) => {
          const selectors = selector.split(',').flatMap((one) => {
            const trimmed = one.trim();
            return [...(trimmed.startsWith('.') ? [`${scope}${trimmed}`] : []), `${scope} ${trimmed}`];
          });
          return written(selectors.join(','), declarations, new Map([[name, value]]));
        }),
      );
      return [written(selector, declarations, new Map()), ...variants].join('');
    })
    .join('');
}

/** The PNG of a standalone SVG picture (from renderSvg), `width` pixels wide. */
export async function svgToPng(svg: string, width: number): Promise<Uint8Array> {
  const theme = /data-theme="([a-z]+)"/.exec(svg)?.[1] ?? 'wood';
  const box = /viewBox="[-\d.]+ [-\d.]+ ([\d.]+)/.exec(svg);
  const pixel = box ? Number(box[1]) / width : 1;
  const flat = svg.replace(
    /<style>([\s\S]*?)<\/style>/,
    (_, css: string) => `<style>${resolveStyles(css, theme, pixel)}</style>`,
  );
  let resvg: typeof import('@resvg/resvg-js');
  try {
    resvg = await import('@resvg/resvg-js');
  } catch (error) {
    throw new Error(
      `Expected @resvg/resvg-js to draw PNG (an optional dependency of @go-board/element), but it could not be loaded: install it with 'npm install @resvg/resvg-js'. (${(error as Error).message})`,
    );
  }
  const rendered = new resvg.Resvg(flat, {
    fitTo: { mode: 'width', value: Math.round(width) },
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
  }).render();
  return new Uint8Array(rendered.asPng());
}
