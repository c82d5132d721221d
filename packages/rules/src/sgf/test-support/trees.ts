import { parseSgf } from '../parse.js';
import type { SgfNode, SgfParseOptions, SgfWarning } from '../types.js';

/** The trees of a lenient parse and the warnings it reported. */
export function parseWithWarnings(
  text: string,
  options: SgfParseOptions = {},
): { trees: SgfNode[]; warnings: SgfWarning[] } {
  const warnings: SgfWarning[] = [];
  const trees = parseSgf(text, { ...options, onWarning: (warning) => warnings.push(warning) });
  return { trees, warnings };
}

/** A node for expected values: `node({ B: ['aa'] }, child)`. */
export function node(props: Record<string, string[]>, ...children: SgfNode[]): SgfNode {
  return { props, children };
}

/** How many nodes the trees hold, counted without recursion. */
export function countNodes(roots: readonly SgfNode[]): number {
  let count = 0;
  const stack = [...roots];
  while (stack.length > 0) {
    const current = stack.pop() as SgfNode;
    count++;
    for (const child of current.children) stack.push(child);
  }
  return count;
}

/** The depth of the deepest node (a root is 1), measured without recursion. */
export function maxDepth(roots: readonly SgfNode[]): number {
  let deepest = 0;
  const stack: [SgfNode, number][] = roots.map((root) => [root, 1]);
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [SgfNode, number];
    deepest = Math.max(deepest, depth);
    for (const child of current.children) stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * The first difference between two collections, or null when they are deep-equal. Iterative,
 * for trees too deep for `toEqual`, which recurses.
 */
export function findDifference(actual: readonly SgfNode[], expected: readonly SgfNode[]): string | null {
  const stack: [readonly SgfNode[], readonly SgfNode[], string][] = [[actual, expected, 'roots']];
  while (stack.length > 0) {
    const [left, right, path] = stack.pop() as [readonly SgfNode[], readonly SgfNode[], string];
    if (left.length !== right.length) return `${path}: ${left.length} nodes instead of ${right.length}`;
    for (let index = 0; index < left.length; index++) {
      const a = left[index] as SgfNode;
      const b = right[index] as SgfNode;
      const here = `${path}[${index}]`;
      const propsA = JSON.stringify(Object.entries(a.props).sort());
      const propsB = JSON.stringify(Object.entries(b.props).sort());
      if (propsA !== propsB) return `${here}: props ${propsA} instead of ${propsB}`;
      stack.push([a.children, b.children, `${here}.children`]);
    }
  }
  return null;
}

/** The SGF text of a game of `moves` moves on one line of nodes, without variations. */
export function mainLineSgf(moves: number): string {
  const parts = ['(;GM[1]FF[4]SZ[19]'];
  for (let index = 0; index < moves; index++) {
    const letter = String.fromCharCode(97 + (index % 19));
    const other = String.fromCharCode(97 + ((index * 7) % 19));
    parts.push(index % 2 === 0 ? `;B[${letter}${other}]` : `;W[${other}${letter}]`);
    if (index % 12 === 11) parts.push('\n');
  }
  parts.push(')');
  return parts.join('');
}

/**
 * The SGF text of `depth` variations nested in each other: every level has a one-move
 * variation and a second variation that holds the next level.
 */
export function nestedVariationsSgf(depth: number): string {
  const parts = ['(;GM[1]FF[4]'];
  for (let level = 0; level < depth; level++) parts.push(`\n(;B[aa]C[leaf ${level}])\n(;W[bb]`);
  parts.push(')'.repeat(depth + 1));
  return parts.join('');
}

/** The line breaks of a value as the reader gives them: CRLF, LFCR and CR each become LF. */
export function normaliseLineBreaks(value: string): string {
  return value.replace(/\r\n|\n\r|\r/g, '\n');
}
