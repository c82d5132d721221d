import { describe, expect, it } from 'vitest';
import { parseSgf } from './parse.js';
import { simpleText } from './simple-text.js';
import { stringifySgf } from './stringify.js';

describe('simpleText', () => {
  it('should show a SimpleText value with its line breaks and whitespace runs as single spaces', () => {
    const [root] = parseSgf('(;PW[Honinbo\r\n  Jowa]EV[\tMeijin\nLeague ]PB[Ke  Jie])', { strict: true });

    expect(simpleText(root?.props.PW?.[0])).toBe('Honinbo Jowa');
    expect(simpleText(root?.props.EV?.[0])).toBe('Meijin League');
    expect(simpleText(root?.props.PB?.[0])).toBe('Ke Jie');
  });

  it('should leave the tree as written, so that writing it back loses nothing', () => {
    const trees = parseSgf('(;PW[Honinbo\n  Jowa])', { strict: true });

    expect(trees[0]?.props.PW).toEqual(['Honinbo\n  Jowa']);
    expect(parseSgf(stringifySgf(trees))).toEqual(trees);
  });

  it('should keep spaces that are not ASCII whitespace, and give an empty text for a missing value', () => {
    expect(simpleText('井山\u3000裕太')).toBe('井山\u3000裕太');
    expect(simpleText(undefined)).toBe('');
    expect(simpleText(' \r\n ')).toBe('');
  });
});
