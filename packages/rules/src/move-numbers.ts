// The numbers moves show. A record counts its moves from the start, but a diagram of moves 67 to
// 76 (SGF's MN, Sensei's Library's $$m67) starts its count elsewhere: MN gives the number of its
// node's move, and counting goes on from there.
import type { GameNode } from './game/node.js';

/** The number each move from the root to `node` shows, by node. */
export function shownMoveNumbers(node: GameNode): Map<GameNode, number> {
  const line: GameNode[] = [];
  for (let current: GameNode | null = node; current; current = current.parent) line.push(current);
  const numbers = new Map<GameNode, number>();
  let number = 0;
  for (let index = line.length - 1; index >= 0; index--) {
    const current = line[index]!;
    if (current.color === null) continue;
    const stated = Number(current.props.MN?.[0]);
    number = Number.isInteger(stated) && stated > 0 ? stated : number + 1;
    numbers.set(current, number);
  }
  return numbers;
}
