// How a record judges a node's move (SGF's move annotations TE, BM, DO, IT), and whether the
// node says anything in words, as a view of the tree hints them.
import { nodeComment } from './node-text.js';
import type { PropertyHolder } from './game-information.js';

/** A record's judgement of a move: a tesuji (TE), a bad move (BM), doubtful (DO), interesting (IT). */
export const MoveJudgement = {
  Tesuji: 'tesuji',
  Bad: 'bad',
  Doubtful: 'doubtful',
  Interesting: 'interesting',
} as const;
export type MoveJudgement = (typeof MoveJudgement)[keyof typeof MoveJudgement];

/** The judgement each annotation gives, in the order they are looked for: a node holds one at most,
 * and in a damaged file with several the first of this order wins. */
const ANNOTATIONS: readonly (readonly [string, MoveJudgement])[] = [
  ['TE', MoveJudgement.Tesuji],
  ['BM', MoveJudgement.Bad],
  ['DO', MoveJudgement.Doubtful],
  ['IT', MoveJudgement.Interesting],
];

/** Whether the node has a comment (C) with any text in it. */
export function hasComment(node: PropertyHolder): boolean {
  return nodeComment(node) !== '';
}

/** The record's judgement of the node's move, or null when it gives none. */
export function moveJudgement(node: PropertyHolder): MoveJudgement | null {
  for (const [name, judgement] of ANNOTATIONS) if (node.props[name] !== undefined) return judgement;
  return null;
}
