import { beforeAll, describe, expect, it } from 'vitest';
import { loadPlayoutsCore, type PlayoutsCore } from '../src/index.js';
import { boardFromDiagram } from './support/diagram.js';

let core: PlayoutsCore;

beforeAll(async () => {
  core = await loadPlayoutsCore();
});

describe('isSelfAtari', () => {
  // Black's two stones meet at the corner point (0,0), where they would keep one liberty, (0,2);
  // White there takes the black stone at (1,0), in atari.
  const rows = ['.XO..', 'XO...', '.....'];

  it('should tell a move that leaves its own chain one liberty without capturing', () => {
    const board = boardFromDiagram(core, rows);
    expect(core.isSelfAtari(board, 0, 0, 1)).toBe(1);
    expect(core.isSelfAtari(board, 0, 0, 2)).toBe(0);
    expect(core.isSelfAtari(board, 3, 1, 1)).toBe(0);
    core.destroyBoard(board);
  });

  it('should answer no on a stone and off the board', () => {
    const board = boardFromDiagram(core, rows);
    expect(core.isSelfAtari(board, 1, 0, 2)).toBe(0);
    expect(core.isSelfAtari(board, 5, 0, 1)).toBe(0);
    expect(core.isSelfAtari(board, -1, 0, 1)).toBe(0);
    core.destroyBoard(board);
  });
});
