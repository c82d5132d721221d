import { describe, expect, it } from 'vitest';
import { parseCompose } from './compose.js';
import { parseSgf } from './parse.js';
import { stringifySgf } from './stringify.js';
import { node, parseWithWarnings } from './test-support/trees.js';
import type { SgfNode } from './types.js';

/** A main line of `moves` alternating moves under a root with game information. */
function game(moves: number): SgfNode {
  const root = node({ GM: ['1'], FF: ['4'], SZ: ['19'] });
  let last = root;
  for (let index = 0; index < moves; index++) {
    const next = node({ [index % 2 === 0 ? 'B' : 'W']: [String.fromCharCode(97 + (index % 19), 100)] });
    last.children.push(next);
    last = next;
  }
  return root;
}

describe('stringifySgf', () => {
  it('should write the root node on its own line and the moves after it', () => {
    expect(stringifySgf([game(3)])).toBe('(;GM[1]FF[4]SZ[19]\n;B[ad];W[bd];B[cd])\n');
  });

  it('should start every variation on a new line', () => {
    const tree = node({ B: ['aa'] }, node({ W: ['bb'] }, node({ B: ['cc'] })), node({ W: ['dd'] }));

    expect(stringifySgf([tree])).toBe('(;B[aa]\n(;W[bb];B[cc])\n(;W[dd]))\n');
  });

  it('should write each game tree of a collection on new lines', () => {
    expect(stringifySgf([node({ GN: ['one'] }), node({ GN: ['two'] })])).toBe('(;GN[one])\n(;GN[two])\n');
  });

  it('should write nothing for an empty collection', () => {
    expect(stringifySgf([])).toBe('');
  });

  it('should write a node without properties as a bare semicolon', () => {
    expect(stringifySgf([node({}, node({}))])).toBe('(;\n;)\n');
  });

  it("should escape ']' and backslashes in every value", () => {
    const text = stringifySgf([node({ C: ['a]b\\c'], XX: ['\\]'] })]);

    expect(text).toBe('(;C[a\\]b\\\\c]XX[\\\\\\]])\n');
    expect(parseSgf(text, { strict: true })[0]?.props).toEqual({ C: ['a]b\\c'], XX: ['\\]'] });
  });

  it("should escape the ':' after the separator of compose values only", () => {
    const text = stringifySgf([node({ LB: ['aa:a:b', 'bb:c'], AP: ['app:1:2'], C: ['time: 10:30'] })]);

    expect(text).toBe('(;LB[aa:a\\:b][bb:c]AP[app:1\\:2]C[time: 10:30])\n');
    const [root] = parseSgf(text, { strict: true });
    expect(root?.props.LB?.map(parseCompose)).toEqual([
      ['aa', 'a:b'],
      ['bb', 'c'],
    ]);
    expect(root?.props.C).toEqual(['time: 10:30']);
  });

  it('should keep unknown properties and the order of props', () => {
    const tree = node({ ZZ: ['1'], B: ['aa'], MULTIGOGM: ['x'], AB: ['bb', 'cc'] });
    const [root] = parseSgf(stringifySgf([tree]), { strict: true });

    expect(Object.keys(root?.props ?? {})).toEqual(['ZZ', 'B', 'MULTIGOGM', 'AB']);
    expect(root).toEqual(tree);
  });

  it('should wrap lines near 80 columns between nodes', () => {
    const text = stringifySgf([game(300)]);
    const lines = text.trimEnd().split('\n');

    expect(lines.length).toBeGreaterThan(20);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
    expect(lines.slice(1, -1).every((line) => line.length > 70)).toBe(true);
  });

  it('should never break a line inside a value', () => {
    const comment = 'a long comment '.repeat(12).trim();
    const tree = node(
      { PB: ['Black'], PW: ['White'] },
      node({ B: ['aa'], C: [comment] }, node({ W: ['bb'], C: [comment] })),
    );
    const text = stringifySgf([tree]);

    expect(text).toContain(`C[${comment}]`);
    expect(parseSgf(text, { strict: true })).toEqual([tree]);
  });

  it('should write line breaks of values as they are and keep them on reading', () => {
    const tree = node({ C: ['line one\nline two\n'] });
    const text = stringifySgf([tree]);

    expect(text).toBe('(;C[line one\nline two\n])\n');
    expect(parseSgf(text, { strict: true })).toEqual([tree]);
  });

  it('should read CR line breaks of values back as LF, as the reader gives every break', () => {
    const [root] = parseSgf(stringifySgf([node({ C: ['a\r\nb\rc'] })]), { strict: true });

    expect(root?.props.C).toEqual(['a\nb\nc']);
  });

  it('should write a property without values as a bare identifier that reads back the same', () => {
    const tree = node({ KO: [], B: ['aa'] });
    const text = stringifySgf([tree]);
    const { trees, warnings } = parseWithWarnings(text);

    expect(text).toBe('(;KO B[aa])\n');
    expect(trees).toEqual([tree]);
    expect(warnings).toHaveLength(1);
  });

  it('should keep characters outside the BMP and unpaired surrogates', () => {
    const tree = node({ C: ['😀 \uD800 \uDC00x 棋'] });

    expect(parseSgf(stringifySgf([tree]), { strict: true })).toEqual([tree]);
  });

  it('should write an empty string as an empty value', () => {
    expect(stringifySgf([node({ KO: [''], B: [''] })])).toBe('(;KO[]B[])\n');
  });

  it('should throw a RangeError for an identifier SGF cannot hold', () => {
    for (const identifier of ['b', 'Ab', '', 'A1', 'A B']) {
      expect(() => stringifySgf([node({ [identifier]: ['x'] })])).toThrow(RangeError);
    }
  });

  it('should read back every kind of value and shape unchanged', () => {
    const tree = node(
      { GM: ['1'], FF: ['4'], CA: ['UTF-8'], SZ: ['19:13'], AP: ['go-board:1.0'], KM: ['6.5'], PB: ['黒 (Black)'] },
      node(
        { B: ['pd'], C: ['Escapes: ] \\ [ ; ( ) :\nnext line'], LB: ['dd:x:y', 'ee:\\'] },
        node({ W: [''] }),
        node({ W: ['tt'], TR: ['aa:cc', 'dd'] }, node({ AB: ['aa'], AW: ['bb'], AE: ['cc'], PL: ['W'] })),
      ),
      node({ W: ['dd'], KO: [''], TE: ['2'] }),
    );

    expect(parseSgf(stringifySgf([tree, tree]), { strict: true })).toEqual([tree, tree]);
  });
});
