import { expect } from '@esm-bundle/chai';
import { groupAt, toggleGroup } from './dead-groups.js';

/** A board from rows of '.', 'X' (black) and 'O' (white). */
function boardOf(rows: string[]): { board: Uint8Array; width: number } {
  const width = rows[0]!.length;
  const board = new Uint8Array(width * rows.length);
  rows.forEach((row, y) => [...row].forEach((point, x) => (board[y * width + x] = point === 'X' ? 1 : point === 'O' ? 2 : 0)));
  return { board, width };
}

const names = (points: number[], width: number): string[] => points.map((index) => `${index % width},${Math.floor(index / width)}`).sort();

describe('dead groups', () => {
  // Two white chains share an eye at (1,1) inside Black's area; a third white chain stands
  // alone at (4,4), in a region Black also borders.
  const { board, width } = boardOf([
    'OOO..X',
    'O.O..X',
    'OO...X',
    '.....X',
    '....OX',
    'XXXXXX',
  ]);

  it('should take the chain and the chains sharing an eye or territory of their own', () => {
    expect(names(groupAt(board, width, new Set(), 0), width)).to.deep.equal(['0,0', '0,1', '0,2', '1,0', '1,2', '2,0', '2,1']);
  });

  it('should not join chains through a region the other colour borders', () => {
    expect(names(groupAt(board, width, new Set(), 4 * width + 4), width)).to.deep.equal(['4,4']);
  });

  it('should count stones of the other colour marked dead as empty', () => {
    // Two black chains either side of a white wall: joined once the wall is marked dead.
    const wall = boardOf(['X.O.X', 'X.O.X', 'X.O.X']);
    expect(groupAt(wall.board, wall.width, new Set(), 0)).to.have.length(3);
    expect(groupAt(wall.board, wall.width, new Set([2, 7, 12]), 0)).to.have.length(6);
  });

  it('should toggle a whole group dead, and alive again', () => {
    const dead = toggleGroup(board, width, new Set(), 1);
    expect(dead.size).to.equal(7);
    expect(toggleGroup(board, width, dead, 6).size).to.equal(0);
    expect(toggleGroup(board, width, dead, 3)).to.deep.equal(dead);
  });
});
