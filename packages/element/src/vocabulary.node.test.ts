// The element speaks in the rules' words: its source (tests and their support aside) writes no
// SGF property identifier in a string, and casts nothing through `unknown` or to `never`. What a record says is
// asked of @go-board/rules (nodeComment(), setGameInformation(), toggleMark(game, 'triangle') ...),
// which alone knows how SGF writes it.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SOURCE = new URL('.', import.meta.url).pathname;

/** The property identifiers of SGF FF[4]: the general ones and Go's. */
const SGF_IDENTIFIERS = new Set(
  (
    'B KO MN W AB AE AW PL C DM GB GW HO N UC V BM DO IT TE AR CR DD LB LN MA SL SQ TR AP CA FF GM ST SZ ' +
    'AN BR BT CP DT EV GC GN ON OT PB PC PW RE RO RU SO TM US WR WT BL OB OW WL FG PM VW HA KM TB TW'
  ).split(' '),
);

/** Files whose strings are another protocol's words that look like SGF's, each with why. */
const OTHER_PROTOCOLS: Record<string, string> = {
  'review/analysis/katago-players.ts': "KataGo's analysis protocol names the players 'B' and 'W'",
};

/** The element's source files: tests, their support and declarations aside. */
function sourceFiles(folder = SOURCE): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$|\.d\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Where `text` breaks the rules above: each string that is an SGF identifier, each cast
 * through `unknown` or to `never`, as 'file:line: what'. */
function findings(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node): string => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      SGF_IDENTIFIERS.has(node.text) &&
      !(file in OTHER_PROTOCOLS)
    )
      found.push(`${at(node)}: the SGF identifier ${node.getText()}`);
    if (
      ts.isAsExpression(node) &&
      ts.isAsExpression(node.expression) &&
      node.expression.type.kind === ts.SyntaxKind.UnknownKeyword
    )
      found.push(`${at(node)}: a cast through unknown`);
    if (ts.isAsExpression(node) && node.type.kind === ts.SyntaxKind.NeverKeyword)
      found.push(`${at(node)}: a cast to never`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the element's source", () => {
  const files = sourceFiles();

  it('should write no SGF property identifier in a string, and cast nothing through unknown or to never', () => {
    const found = files.flatMap((path) => findings(relative(SOURCE, path), readFileSync(path, 'utf8')));
    expect(files.length).toBeGreaterThan(100);
    expect(found, 'ask @go-board/rules for the word instead (add it there when it is missing)').toEqual([]);
  });

  it('should find what it looks for', () => {
    const sample = [
      "node.props['PB'];",
      'const key = "C";',
      'const move = `W`;',
      'type Letter = "AB";',
      'const board = host as unknown as Board;',
      'made[mode] = folder.makeMode() as never;',
      "const fine = ['black', 'B+R', 'Shift+B', `${'x'}B`] as const; // 'KM' in a comment",
    ].join('\n');
    expect(findings('sample.ts', sample)).toEqual([
      "sample.ts:1: the SGF identifier 'PB'",
      'sample.ts:2: the SGF identifier "C"',
      'sample.ts:3: the SGF identifier `W`',
      'sample.ts:4: the SGF identifier "AB"',
      'sample.ts:5: a cast through unknown',
      'sample.ts:6: a cast to never',
    ]);
    expect(findings('review/analysis/katago-players.ts', "const black = 'B';")).toEqual([]);
  });
});
