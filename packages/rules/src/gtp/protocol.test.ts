import { describe, expect, it } from 'vitest';
import { formatFailure, formatSuccess, parseCommandLine } from './protocol.js';
import { formatVertex, parseColor, parseVertex } from './vertex.js';

describe('GTP command lines', () => {
  it('should read an optional id, the command and its arguments', () => {
    expect(parseCommandLine('12 play black D4')).toEqual({ id: '12', name: 'play', args: ['black', 'D4'] });
    expect(parseCommandLine('genmove w')).toEqual({ id: '', name: 'genmove', args: ['w'] });
  });

  it('should drop comments, control characters and tabs, and skip empty lines', () => {
    expect(parseCommandLine('  komi\t6.5  # the usual\r')).toEqual({ id: '', name: 'komi', args: ['6.5'] });
    expect(parseCommandLine('# only a comment')).toBeNull();
    expect(parseCommandLine(' \t \r')).toBeNull();
    expect(parseCommandLine('')).toBeNull();
  });

  it('should answer "=id text" or "?id message", each ended by an empty line', () => {
    expect(formatSuccess('3', 'D4')).toBe('=3 D4\n\n');
    expect(formatSuccess('', '')).toBe('= \n\n');
    expect(formatFailure('', 'illegal move')).toBe('? illegal move\n\n');
  });
});

describe('GTP vertices and colours', () => {
  it('should skip I in the columns and count rows from the bottom', () => {
    expect(parseVertex('A1', 19)).toEqual({ x: 0, y: 18 });
    expect(parseVertex('j19', 19)).toEqual({ x: 8, y: 0 });
    expect(parseVertex('T19', 19)).toEqual({ x: 18, y: 0 });
    expect(formatVertex({ x: 8, y: 0 }, 19)).toBe('J19');
    expect(formatVertex({ x: 4, y: 4 }, 9)).toBe('E5');
  });

  it('should read pass in any case, and refuse I, off-board and malformed vertices', () => {
    expect(parseVertex('PASS', 9)).toBe('pass');
    for (const text of ['I5', 'K5', 'A10', 'A0', 'D', '4D', 'resign', undefined])
      expect(parseVertex(text, 9)).toBeNull();
  });

  it('should read b, black, w and white in any case', () => {
    expect(['b', 'BLACK', 'w', 'White'].map((text) => parseColor(text))).toEqual(['black', 'black', 'white', 'white']);
    expect(() => parseColor('red')).toThrow('invalid color');
  });
});
