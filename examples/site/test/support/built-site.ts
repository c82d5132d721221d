// Reading what a static site generator built: the <go-board> elements of a page, as the HTML
// gives them (the element reads the same attributes and scripts in the browser).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** A board as written in the HTML: its attributes, decoded, and the text of its child script. */
export interface WrittenBoard {
  attributes: Record<string, string>;
  script: { type: string; text: string } | null;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#34': '"',
  '#39': "'",
  '#x22': '"',
  '#x27': "'",
};
const decode = (text: string): string =>
  text.replace(/&(#?\w+);/g, (entity, name: string) => ENTITIES[name.toLowerCase()] ?? entity);

/** The HTML of a page of a built site, or an error that says which tool builds it. */
export function builtPage(site: string, page: string, tool: string): string {
  const file = fileURLToPath(new URL(`../../../${site}/dist/${page}`, import.meta.url));
  if (!existsSync(file)) {
    throw new Error(
      `Expected examples/${site}/dist/${page}, which ${tool} builds in \`pnpm build\`; is ${tool} installed? (.ci/run installs it when missing)`,
    );
  }
  return readFileSync(file, 'utf8');
}

/** The <go-board> elements of a page, in order. */
export function boardsIn(html: string): WrittenBoard[] {
  return [...html.matchAll(/<go-board\b([^>]*)>([\s\S]*?)<\/go-board>/g)].map(([, tag, inner]) => {
    const attributes: Record<string, string> = {};
    for (const [, name, double, single] of tag!.matchAll(/([a-z][a-z-]*)(?:="([^"]*)"|='([^']*)')?/g))
      attributes[name!] = decode(double ?? single ?? '');
    const script = /<script type="([^"]+)">([\s\S]*?)<\/script>/.exec(inner!);
    return { attributes, script: script ? { type: script[1]!, text: script[2]! } : null };
  });
}
