import fc from 'fast-check';
import type { SgfNode } from '../types.js';

/** Property identifiers as the brief of the acceptance tests has them: one or two capitals. */
export const identifierArbitrary = fc.stringMatching(/^[A-Z]{1,2}$/);

/** Characters that matter to SGF, mixed with any code point. */
const valueUnitArbitrary = fc.oneof(
  fc.constantFrom(']', '\\', ':', '[', '(', ')', ';', '\n', '\r', '\r\n', '\n\r', ' ', '\t', 'a', 'Z', '棋', '😀'),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
);

export const valueArbitrary = fc.string({ unit: valueUnitArbitrary, maxLength: 12 });

/**
 * Props of one node. B and W never share a node, as the reader would split them into two; FF is
 * always 4, as an FF[1]-FF[3] would make the reader convert L and M; SZ is always a board size,
 * as the reader reports any other value.
 */
export function propsArbitrary(minValues: number): fc.Arbitrary<Record<string, string[]>> {
  return fc
    .tuple(
      fc.dictionary(identifierArbitrary, fc.array(valueArbitrary, { minLength: minValues, maxLength: 3 }), {
        maxKeys: 4,
      }),
      fc.constantFrom('1', '9', '19', '19:13', '52'),
    )
    .filter(([props]) => !(props.B !== undefined && props.W !== undefined))
    .map(([props, size]) => {
      const fixed = props.FF === undefined ? props : { ...props, FF: ['4'] };
      return fixed.SZ === undefined ? fixed : { ...fixed, SZ: fixed.SZ.map(() => size) };
    });
}

/**
 * A game tree built from a flat list, without recursion: node i hangs under one of the nodes
 * before it, so trees of every shape come out, chains and branches alike.
 */
export function treeArbitrary(minValues: number): fc.Arbitrary<SgfNode> {
  return fc
    .array(fc.record({ parent: fc.nat(), props: propsArbitrary(minValues) }), { minLength: 1, maxLength: 25 })
    .map((entries) => {
      const nodes: SgfNode[] = [];
      for (const [index, entry] of entries.entries()) {
        const current: SgfNode = { props: entry.props, children: [] };
        if (index > 0) (nodes[entry.parent % index] as SgfNode).children.push(current);
        nodes.push(current);
      }
      return nodes[0] as SgfNode;
    });
}

export function collectionArbitrary(minValues: number): fc.Arbitrary<SgfNode[]> {
  return fc.array(treeArbitrary(minValues), { minLength: 1, maxLength: 3 });
}

/** Text made of SGF fragments, more likely than random text to reach deep into the reader. */
export const sgfishTextArbitrary = fc
  .array(
    fc.constantFrom(
      '(',
      ')',
      ';',
      '[',
      ']',
      '\\',
      ':',
      'B',
      'W',
      'AB',
      'aa',
      'tt',
      'C',
      'L',
      'M',
      'FF[3]',
      'FF[4]',
      'CA[',
      'UTF-8',
      'LB',
      'x',
      'Add',
      ' ',
      '\n',
      '\r',
      '\r\n',
      '(;',
      ';B[aa]',
      ';W[bb]',
      'é',
      '棋',
      '\uFEFF',
      'SZ',
      '0',
      '19',
      'Black to Live]',
      'Game record (SGF):',
    ),
    { maxLength: 60 },
  )
  .map((fragments) => fragments.join(''));
