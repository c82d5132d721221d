import { describe, expect, it } from 'vitest';
import { SgfError } from './errors.js';
import { parseSgf } from './parse.js';
import { node, parseWithWarnings } from './test-support/trees.js';

/** The SgfError that strict mode throws for `text`. */
function strictError(text: string): SgfError {
  try {
    parseSgf(text, { strict: true });
  } catch (error) {
    if (error instanceof SgfError) return error;
    throw error;
  }
  throw new Error(`Expected strict mode to throw for ${JSON.stringify(text)}`);
}

describe('parseSgf recovery', () => {
  describe('text around game trees', () => {
    it('should skip text before, between and after game trees with one warning per run', () => {
      const { trees, warnings } = parseWithWarnings('junk\n(;B[aa])\n-- x --\n(;W[bb])\nThe end.');

      expect(trees).toEqual([node({ B: ['aa'] }), node({ W: ['bb'] })]);
      expect(warnings).toEqual([
        { message: "Expected '(' to start a game tree, found 'j'", line: 1, column: 1 },
        { message: "Expected '(' to start a game tree, found '-'", line: 3, column: 1 },
        { message: "Expected '(' to start a game tree, found 'T'", line: 5, column: 1 },
      ]);
    });

    it('should throw at the first junk character in strict mode', () => {
      const error = strictError('(;B[aa])\n  x(;W[bb])');

      expect(error).toBeInstanceOf(SgfError);
      expect(error.name).toBe('SgfError');
      expect(error.message).toContain("Expected '(' to start a game tree, found 'x'");
      expect([error.line, error.column]).toEqual([2, 3]);
    });

    it("should skip text before a record up to a '(' followed by ';', whatever parentheses it holds", () => {
      const { trees, warnings } = parseWithWarnings('Game record (SGF):\n(;GM[1]SZ[9];B[ee])');

      expect(trees).toEqual([node({ GM: ['1'], SZ: ['9'] }, node({ B: ['ee'] }))]);
      expect(warnings).toEqual([{ message: "Expected '(' to start a game tree, found 'G'", line: 1, column: 1 }]);
    });

    it("should skip a '(' that starts no game tree when a later one does", () => {
      const { trees, warnings } = parseWithWarnings('(Kifu) ( ;B[aa])\n(;W[bb])');

      expect(trees).toEqual([node({ B: ['aa'] }), node({ W: ['bb'] })]);
      expect(warnings).toEqual([
        { message: "Expected ';' after '(' to start a game tree, found 'K'", line: 1, column: 2 },
      ]);
    });

    it("should still read a tree whose ';' is missing before its first property", () => {
      const { trees } = parseWithWarnings('Moves (see below):\n(B[aa];W[bb])');

      expect(trees).toEqual([node({ B: ['aa'] }, node({ W: ['bb'] }))]);
    });

    it("should skip text full of '(' in linear time", () => {
      const text = `${'(('.repeat(100_000)}x\n(;B[aa])`;
      const { trees, warnings } = parseWithWarnings(text);

      expect(trees).toEqual([node({ B: ['aa'] })]);
      expect(warnings).toHaveLength(1);
    });

    it("should skip a stray ')' after the last game tree", () => {
      const { trees, warnings } = parseWithWarnings('(;B[aa]))');

      expect(trees).toEqual([node({ B: ['aa'] })]);
      expect(warnings).toEqual([{ message: "Expected '(' to start a game tree, found ')'", line: 1, column: 9 }]);
    });
  });

  describe('missing parentheses', () => {
    it("should close a game tree whose final ')' is missing", () => {
      const { trees, warnings } = parseWithWarnings('(;B[aa];W[bb]\n');

      expect(trees).toEqual([node({ B: ['aa'] }, node({ W: ['bb'] }))]);
      expect(warnings).toEqual([
        {
          message: "Expected ')' to close the game tree opened at line 1, column 1, found end of input",
          line: 2,
          column: 1,
        },
      ]);
    });

    it("should close several open trees with one warning naming the innermost '('", () => {
      const { trees, warnings } = parseWithWarnings('(;B[aa](;W[bb])(;W[cc](;B[dd]');

      expect(trees).toEqual([node({ B: ['aa'] }, node({ W: ['bb'] }), node({ W: ['cc'] }, node({ B: ['dd'] })))]);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]?.message).toBe(
        "Expected 3 ')' to close the game trees, the innermost opened at line 1, column 23, found end of input",
      );
    });

    it('should throw at the end of input in strict mode', () => {
      const error = strictError('(;B[aa]\n;W[bb]');

      expect(error.message).toContain("Expected ')' to close the game tree opened at line 1, column 1");
      expect([error.line, error.column]).toEqual([2, 7]);
    });

    it("should read trees wrapped in an extra pair of '(' ')' as separate roots", () => {
      const { trees, warnings } = parseWithWarnings('((;B[aa])(;B[bb]))');

      expect(trees).toEqual([node({ B: ['aa'] }), node({ B: ['bb'] })]);
      expect(warnings).toEqual([{ message: "Expected ';' to start a node, found '('", line: 1, column: 2 }]);
    });

    it('should drop an empty game tree', () => {
      const { trees, warnings } = parseWithWarnings('(;B[aa]())');

      expect(trees).toEqual([node({ B: ['aa'] })]);
      expect(warnings).toEqual([{ message: "Expected ';' to start a node, found ')'", line: 1, column: 9 }]);
    });
  });

  describe('damaged nodes', () => {
    it('should merge the values of a property given twice in one node', () => {
      const { trees, warnings } = parseWithWarnings('(;C[first]B[aa]C[second])');

      expect(trees).toEqual([node({ C: ['first', 'second'], B: ['aa'] })]);
      expect(warnings).toEqual([
        {
          message: "Expected each property once per node, found a second 'C'; merged the values",
          line: 1,
          column: 16,
        },
      ]);
      expect(strictError('(;C[first]B[aa]C[second])').column).toBe(16);
    });

    it('should split B and W in one node into two nodes in the order they appeared', () => {
      const { trees, warnings } = parseWithWarnings('(;B[aa]C[black]W[bb]C[white];B[cc])');

      expect(trees).toEqual([
        node({ B: ['aa'], C: ['black'] }, node({ W: ['bb'], C: ['white'] }, node({ B: ['cc'] }))),
      ]);
      expect(warnings).toEqual([
        {
          message: "Expected one move per node, found 'W' after 'B'; split into two nodes",
          line: 1,
          column: 16,
        },
      ]);
    });

    it('should split W before B with White first', () => {
      const { trees } = parseWithWarnings('(;W[aa]B[bb])');

      expect(trees).toEqual([node({ W: ['aa'] }, node({ B: ['bb'] }))]);
    });

    it('should split a node that already has variations after it between the moves', () => {
      const { trees } = parseWithWarnings('(;B[aa]W[bb](;B[cc])(;B[dd]))');

      expect(trees).toEqual([node({ B: ['aa'] }, node({ W: ['bb'] }, node({ B: ['cc'] }), node({ B: ['dd'] })))]);
    });

    it('should throw for B and W in one node in strict mode', () => {
      const error = strictError('(;B[aa]\nW[bb])');

      expect(error.message).toContain('Expected one move per node');
      expect([error.line, error.column]).toEqual([2, 1]);
    });

    it("should keep a value whose ']' is missing up to the end of input", () => {
      const { trees, warnings } = parseWithWarnings('(;C[unfinished\ncomment');

      expect(trees).toEqual([node({ C: ['unfinished\ncomment'] })]);
      expect(warnings[0]).toEqual({
        message: "Expected ']' to close the value of 'C' opened at line 1, column 4, found end of input",
        line: 2,
        column: 8,
      });
      expect(warnings).toHaveLength(2);
    });

    it("should start a node for properties that follow '(' without ';'", () => {
      const { trees, warnings } = parseWithWarnings('(B[aa];W[bb])');

      expect(trees).toEqual([node({ B: ['aa'] }, node({ W: ['bb'] }))]);
      expect(warnings).toEqual([{ message: "Expected ';' to start a node, found 'B'", line: 1, column: 2 }]);
    });

    it('should read nodes after a variation as one more variation', () => {
      const { trees, warnings } = parseWithWarnings('(;B[aa](;W[bb]);W[cc];B[dd])');

      expect(trees).toEqual([node({ B: ['aa'] }, node({ W: ['bb'] }), node({ W: ['cc'] }, node({ B: ['dd'] })))]);
      expect(warnings).toEqual([{ message: "Expected '(' or ')' after a variation, found ';'", line: 1, column: 16 }]);
    });

    it('should keep a property without a value as a property with no values', () => {
      const { trees, warnings } = parseWithWarnings('(;KO;W[aa])');

      expect(trees).toEqual([node({ KO: [] }, node({ W: ['aa'] }))]);
      expect(warnings).toEqual([{ message: "Expected '[' to start a value of 'KO', found ';'", line: 1, column: 5 }]);
    });

    it('should drop an identifier without uppercase letters, and its values', () => {
      const { trees, warnings } = parseWithWarnings('(;B[aa]note[x][y]C[c])');

      expect(trees).toEqual([node({ B: ['aa'], C: ['c'] })]);
      expect(warnings).toEqual([
        { message: "Expected a property identifier in uppercase letters, found 'note'", line: 1, column: 8 },
      ]);
    });

    it('should skip characters that cannot start a token inside a game tree', () => {
      const { trees, warnings } = parseWithWarnings('(;B[aa] 12, ;W[bb] #)');

      expect(trees).toEqual([node({ B: ['aa'] }, node({ W: ['bb'] }))]);
      expect(warnings).toEqual([
        { message: "Expected a property identifier, ';', '(' or ')', found '1'", line: 1, column: 9 },
        { message: "Expected a property identifier, ';', '(' or ')', found '#'", line: 1, column: 20 },
      ]);
    });

    it.each(['0', '', '-10', 'abc', '19.0', '53', '19:0'])('should report SZ[%s], which is no board size', (size) => {
      const { trees, warnings } = parseWithWarnings(`(;GM[1]\nSZ[${size}];B[aa])`);

      expect(trees).toEqual([node({ GM: ['1'], SZ: [size] }, node({ B: ['aa'] }))]);
      expect(warnings).toEqual([
        {
          message: `Expected SZ to be a board size from 1 to 52, such as '19' or '19:13', found '${size}'`,
          line: 2,
          column: 1,
        },
      ]);
      expect(strictError(`(;GM[1]\nSZ[${size}];B[aa])`).line).toBe(2);
    });

    it('should accept every board size SGF points can name, square or not', () => {
      for (const size of ['1', '19', ' 9 ', '52', '19:13', '1:52']) {
        expect(parseSgf(`(;SZ[${size}])`, { strict: true })[0]?.props.SZ).toEqual([size]);
      }
    });

    it('should skip a value without an identifier', () => {
      const { trees, warnings } = parseWithWarnings('(;[x\\]y];B[aa])');

      expect(trees).toEqual([node({}, node({ B: ['aa'] }))]);
      expect(warnings).toEqual([
        { message: "Expected a property identifier, ';', '(' or ')' before a value, found '['", line: 1, column: 3 },
      ]);
    });
  });

  describe('input without game trees', () => {
    it('should return no trees and warn for empty input', () => {
      const { trees, warnings } = parseWithWarnings('');

      expect(trees).toEqual([]);
      expect(warnings).toEqual([
        { message: "Expected '(' to start a game tree, found end of input", line: 1, column: 1 },
      ]);
    });

    it('should throw for empty input in strict mode', () => {
      const error = strictError('');

      expect(error.message).toContain("Expected '(' to start a game tree, found end of input");
      expect([error.line, error.column]).toEqual([1, 1]);
    });

    it('should warn at the end of input that holds only whitespace', () => {
      const { trees, warnings } = parseWithWarnings(' \r\n\t');

      expect(trees).toEqual([]);
      expect(warnings).toEqual([
        { message: "Expected '(' to start a game tree, found end of input", line: 2, column: 2 },
      ]);
    });

    it('should return no trees for text without any game tree', () => {
      const { trees, warnings } = parseWithWarnings('Not a game record.');

      expect(trees).toEqual([]);
      expect(warnings).toHaveLength(1);
      expect(strictError('Not a game record.').column).toBe(1);
    });

    it('should not throw in lenient mode without an onWarning callback', () => {
      expect(parseSgf('x(;B[aa]W[bb]C[')).toEqual([node({ B: ['aa'] }, node({ W: ['bb'], C: [''] }))]);
    });

    it('should throw an SgfError for an argument that is not a string', () => {
      expect(() => parseSgf(undefined as unknown as string)).toThrow(SgfError);
    });
  });

  describe('locations', () => {
    it('should count CRLF, CR and LF each as one line and columns from 1', () => {
      expect(strictError('(;B[aa])\r\n(;W[bb])\r(;B[cc])\n  ?').line).toBe(4);
      expect(strictError('(;B[aa])\r\n(;W[bb])\r(;B[cc])\n  ?').column).toBe(3);
    });

    it('should count lines inside values', () => {
      const error = strictError('(;C[line one\r\nline two\nline three]\n\n B[aa]W[bb])');

      expect([error.line, error.column]).toEqual([5, 7]);
    });

    it('should give an SgfError the message and location a warning would have', () => {
      const error = strictError('(;B[aa]W[bb])');
      const { warnings } = parseWithWarnings('(;B[aa]W[bb])');

      expect(warnings).toEqual([{ message: error.message, line: error.line, column: error.column }]);
      expect(error.message).toBe("Expected one move per node, found 'W' after 'B'; split into two nodes");
    });
  });
});
