import type { BoardPointer, RulesCore } from '../../src/index.js';

/** A board with stones drawn as text: 'X' black, 'O' white, '.' empty; row 0 at the top. */
export function boardFromDiagram(core: RulesCore, rows: string[]): BoardPointer {
  const board = core.createBoard(rows[0]!.length, rows.length);
  rows.forEach((row, y) =>
    [...row].forEach((cell, x) => {
      if (cell !== '.') core.setupPoint(board, x, y, cell === 'X' ? 1 : 2);
    }),
  );
  return board;
}
