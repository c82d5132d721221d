import { describe, expect, it } from 'vitest';
import { parseCompose, parseSize } from './compose.js';

describe('parseCompose', () => {
  it("should split at the first ':'", () => {
    expect(parseCompose('aa:bb')).toEqual(['aa', 'bb']);
    expect(parseCompose('Sabaki:0.51.1')).toEqual(['Sabaki', '0.51.1']);
  });

  it("should keep later ':' in the second part, as the reader stores an escaped label 'a:b'", () => {
    expect(parseCompose('aa:a:b')).toEqual(['aa', 'a:b']);
    expect(parseCompose('aa::')).toEqual(['aa', ':']);
  });

  it("should give an empty second part for a value without ':'", () => {
    expect(parseCompose('aa')).toEqual(['aa', '']);
    expect(parseCompose(':x')).toEqual(['', 'x']);
  });
});

describe('parseSize', () => {
  it('should give 19x19 without an SZ value', () => {
    expect(parseSize(undefined)).toEqual({ width: 19, height: 19 });
  });

  it('should read a square size', () => {
    expect(parseSize('19')).toEqual({ width: 19, height: 19 });
    expect(parseSize('9')).toEqual({ width: 9, height: 9 });
    expect(parseSize(' 13 ')).toEqual({ width: 13, height: 13 });
    expect(parseSize('52')).toEqual({ width: 52, height: 52 });
  });

  it('should read width:height', () => {
    expect(parseSize('19:13')).toEqual({ width: 19, height: 13 });
    expect(parseSize('5:52')).toEqual({ width: 5, height: 52 });
  });

  it('should throw a RangeError naming a value that is not a size from 1 to 52', () => {
    for (const value of ['', '0', '53', '-9', '1.5', 'abc', '19:', ':19', '19:13:9', '0x13']) {
      expect(() => parseSize(value)).toThrow(RangeError);
      expect(() => parseSize(value)).toThrow(`'${value}'`);
    }
  });
});
