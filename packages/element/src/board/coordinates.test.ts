import { expect } from '@esm-bundle/chai';
import { parseRegion, regionAround } from './coordinates.js';

describe('regions of the board', () => {
  it('should read a view in Go coordinates or SGF ones, corners in any order', () => {
    expect(parseRegion('a1:j10', 19, 19)).to.deep.equal({ left: 0, top: 9, right: 8, bottom: 18 });
    expect(parseRegion('J10:A1', 19, 19)).to.deep.equal({ left: 0, top: 9, right: 8, bottom: 18 });
    expect(parseRegion('aa:jj', 19, 19)).to.deep.equal({ left: 0, top: 0, right: 9, bottom: 9 });
    expect(parseRegion(' dd : aa ', 9, 9)).to.deep.equal({ left: 0, top: 0, right: 3, bottom: 3 });
  });

  it('should clip a view to the board and refuse one that names no region', () => {
    expect(parseRegion('a1:z30', 9, 9)).to.deep.equal({ left: 0, top: 0, right: 8, bottom: 8 });
    expect(parseRegion('i5:k6', 19, 19)).to.equal(null);
    expect(parseRegion('a1', 19, 19)).to.equal(null);
    expect(parseRegion('rr:zz', 9, 9)).to.equal(null);
  });

  it('should find the region around a set of points on the board', () => {
    expect(
      regionAround(
        [
          { x: 2, y: 5 },
          { x: 4, y: 1 },
          { x: 30, y: 30 },
        ],
        19,
        19,
      ),
    ).to.deep.equal({ left: 2, top: 1, right: 4, bottom: 5 });
    expect(regionAround([], 19, 19)).to.equal(null);
  });
});
