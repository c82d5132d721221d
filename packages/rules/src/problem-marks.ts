// How a problem file marks its lines right or wrong, and which colour solves it: the conventions
// problem files use, read by Problem (problem.ts) and an editor (edit/line-marks.ts writes them).
import { Color, opposite } from './color.js';
import type { GameNode } from './game/node.js';

/** What a node of a problem's tree says about the line through it. */
export const LineMark = { Right: 'right', Wrong: 'wrong', None: 'none' } as const;
export type LineMark = (typeof LineMark)[keyof typeof LineMark];

const WRONG_WORDS = /\b(wrong|incorrect|failure|fail(s|ed)?)\b/i;
const RIGHT_WORDS = /\b(right|correct|solved|success)\b/i;

/**
 * How a node marks its line, by the conventions problem files use:
 * - wrong: a `BM` (bad move) annotation on the solver's move (on the opponent's move it is the
 *   opponent's mistake, so it says nothing against the line), or a comment that says WRONG or
 *   INCORRECT (any case);
 * - right: a comment that says RIGHT or CORRECT (any case), or a good-for-the-solver annotation
 *   (`GB` when Black solves, `GW` when White solves) or `TE` (tesuji) on the node;
 * - none otherwise. A comment saying "incorrect" is wrong, never right.
 */
export function markOf(node: GameNode, solver: Color): LineMark {
  const comment = node.props.C?.[0] ?? '';
  if ((node.props.BM && node.color !== opposite(solver)) || WRONG_WORDS.test(comment)) return LineMark.Wrong;
  if (RIGHT_WORDS.test(comment)) return LineMark.Right;
  if (node.props.TE || node.props[solver === Color.Black ? 'GB' : 'GW']) return LineMark.Right;
  return LineMark.None;
}

/** The colour that solves a problem: PL in the root, else the colour of the tree's first move. */
export function solverOf(root: GameNode): Color {
  const player = root.props.PL?.[0]?.trim().toUpperCase();
  if (player === 'B' || player === '1') return Color.Black;
  if (player === 'W' || player === '2') return Color.White;
  const queue: GameNode[] = [root];
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i]!;
    if (node.color) return node.color;
    queue.push(...node.children);
  }
  return Color.Black;
}
