// Move numbers on the stones, as book diagrams print them: every move, or the moves from a
// given one on (a diagram of moves 51 to 100 numbers only those).
import { shownMoveNumbers, pointIndex, type GameNode } from '@go-board/rules';

/** What the `move-numbers` attribute asks for: 'all', the first move to number, or none. */
export type MoveNumbers = 'all' | number | null;

/** Reads the `move-numbers` attribute: absent or 'none' is none, a number is the first move to
 * number, anything else ('', 'all') numbers every move. */
export function parseMoveNumbers(value: string | null): MoveNumbers {
  if (value === null || value.trim().toLowerCase() === 'none') return null;
  const from = Number(value.trim());
  return value.trim() !== '' && Number.isInteger(from) && from >= 1 ? from : 'all';
}

/**
 * The number to write on each stone, by point index (y * width + x): the latest move played at
 * the point from move `from` on, if that move's stone is still there. A stone that was captured
 * and replaced shows the newer number. The number is the one the record gives the move, which
 * an MN property may start elsewhere than 1 (a diagram of moves 67 to 76).
 */
export function numberedStones(
  node: GameNode,
  numbers: MoveNumbers,
  board: Uint8Array,
  width: number,
): Map<number, number> {
  const numbered = new Map<number, number>();
  if (numbers === null) return numbered;
  const from = numbers === 'all' ? 1 : numbers;
  const shown = shownMoveNumbers(node);
  // Walking up from the shown node meets the latest move at each point first.
  for (let current: GameNode | null = node; current && current.moveNumber >= from; current = current.parent) {
    if (current.color === null || current.x < 0) continue;
    const index = pointIndex(current, width);
    if (numbered.has(index)) continue;
    numbered.set(index, board[index] === (current.color === 'black' ? 1 : 2) ? shown.get(current)! : 0);
  }
  for (const [index, number] of numbered) if (number === 0) numbered.delete(index);
  return numbered;
}
