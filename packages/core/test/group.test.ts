import { beforeAll, describe, expect, it } from 'vitest';
import { loadCore, type BoardPointer, type RulesCore } from '../src/index.js';
import { boardFromDiagram } from './support/diagram.js';

// Groups, in the rules build: what a player marks dead with one click in the count. A group is a
// chain and every chain of its colour joined to it through empty regions only that colour
// borders; the other colour's dead stones (the mask in the bytes buffer) count as empty.
let core: RulesCore;

beforeAll(async () => {
  core = await loadCore();
});

/** The group at (x, y) as sorted 'x,y' names, with the stones of `dead` ('x,y') in the mask. */
function groupAt(
  board: BoardPointer,
  width: number,
  height: number,
  x: number,
  y: number,
  dead: string[] = [],
): string[] {
  const mask = new Uint8Array(core.memory.buffer, core.bytesBuffer(), width * height);
  mask.fill(0);
  for (const name of dead) {
    const [px, py] = name.split(',').map(Number);
    mask[py! * width + px!] = 1;
  }
  const count = core.groupAt(board, x, y);
  return [...new Int32Array(core.memory.buffer, core.pointsBuffer(), count)]
    .map((index) => `${index % width},${Math.floor(index / width)}`)
    .sort();
}

describe('groupAt', () => {
  // Two white chains share an eye at (1,1) inside Black's area; a third white chain stands
  // alone at (4,4), in a region Black also borders.
  const rows = ['OOO..X', 'O.O..X', 'OO...X', '.....X', '....OX', 'XXXXXX'];

  it('should take the chain and the chains sharing an eye or territory of their own', () => {
    const board = boardFromDiagram(core, rows);
    const group = ['0,0', '0,1', '0,2', '1,0', '1,2', '2,0', '2,1'];
    expect(groupAt(board, 6, 6, 0, 0)).toEqual(group);
    expect(groupAt(board, 6, 6, 2, 1)).toEqual(group);
  });

  it('should not join chains through a region the other colour borders', () => {
    const board = boardFromDiagram(core, rows);
    expect(groupAt(board, 6, 6, 4, 4)).toEqual(['4,4']);
    expect(groupAt(board, 6, 6, 5, 0)).toHaveLength(11);
  });

  it('should count stones of the other colour marked dead as empty, and its own dead stones as stones', () => {
    // Two black chains either side of a white wall: joined once the wall is marked dead.
    const board = boardFromDiagram(core, ['X.O.X', 'X.O.X', 'X.O.X']);
    expect(groupAt(board, 5, 3, 0, 0)).toEqual(['0,0', '0,1', '0,2']);
    expect(groupAt(board, 5, 3, 0, 0, ['2,0', '2,1', '2,2'])).toEqual(['0,0', '0,1', '0,2', '4,0', '4,1', '4,2']);
    // A group's own dead stones are still its stones: marked dead, the group stays whole.
    expect(groupAt(board, 5, 3, 0, 0, ['0,0', '0,1', '0,2', '2,0'])).toEqual(['0,0', '0,1', '0,2']);
  });

  it('should join nothing through dame or the shared liberties of a seki', () => {
    const board = boardFromDiagram(core, ['OXXXXOX..', 'OX..OOX..', 'OOOOOOX..', 'XXXXXXX..']);
    expect(groupAt(board, 9, 4, 1, 0)).toEqual(['1,0', '1,1', '2,0', '3,0', '4,0']);
  });

  it('should give nothing for an empty point or a point off the board, and leave the board as it was', () => {
    const board = boardFromDiagram(core, rows);
    const before = core.positionHash(board);
    expect(groupAt(board, 6, 6, 3, 3)).toEqual([]);
    expect(core.groupAt(board, -1, 0)).toBe(0);
    expect(core.groupAt(board, 6, 0)).toBe(0);
    expect(core.positionHash(board)).toBe(before);
    expect(core.stoneAt(board, 0, 0)).toBe(2);
  });

  it('should find the same groups on the largest board, every stone in exactly one group', () => {
    const size = 25;
    const board = core.createBoard(size, size);
    let seed = 7;
    for (let i = 0; i < 500; i++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      core.playMove(board, seed % size, Math.floor(seed / size) % size, 1 + (i % 2));
    }
    const owner = new Map<string, string>();
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const group = groupAt(board, size, size, x, y);
        if (core.stoneAt(board, x, y) === 0) {
          expect(group).toEqual([]);
          continue;
        }
        expect(group).toContain(`${x},${y}`);
        const key = group.join(' ');
        for (const stone of group) {
          // A stone belongs to one group: every stone of it finds the same group.
          expect(owner.get(stone) ?? key).toBe(key);
          owner.set(stone, key);
        }
      }
    }
    expect(owner.size).toBeGreaterThan(100);
  });
});
