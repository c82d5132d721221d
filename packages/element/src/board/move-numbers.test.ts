import { expect } from '@esm-bundle/chai';
import { parseMoveNumbers } from './move-numbers.js';

describe('the move-numbers attribute', () => {
  it('should number every move for the bare attribute or "all", from a move for a number', () => {
    expect(parseMoveNumbers('')).to.equal('all');
    expect(parseMoveNumbers('all')).to.equal('all');
    expect(parseMoveNumbers('51')).to.equal(51);
    expect(parseMoveNumbers(null)).to.equal(null);
    expect(parseMoveNumbers('none')).to.equal(null);
  });
});
