// The annotations SGF gives a node: how good its move was (TE tesuji, BM bad move, DO doubtful,
// IT interesting) and how the position stands (GB good for Black, GW good for White, DM even,
// UC unclear). Each group holds one at most, so setting one takes the others of its group away.
import { describe } from '../color.js';
import type { GameNode } from '../node.js';

/** The annotations of a move: tesuji, bad move, doubtful, interesting. */
export type MoveAnnotation = 'TE' | 'BM' | 'DO' | 'IT';
/** The annotations of a position: good for Black, good for White, even, unclear. */
export type PositionAnnotation = 'GB' | 'GW' | 'DM' | 'UC';

const MOVE_ANNOTATIONS: readonly MoveAnnotation[] = ['TE', 'BM', 'DO', 'IT'];
const POSITION_ANNOTATIONS: readonly PositionAnnotation[] = ['GB', 'GW', 'DM', 'UC'];
/** DO and IT take no value (`DO[]`); the others say how much, 1 or 2 (very). */
const WITHOUT_VALUE: readonly string[] = ['DO', 'IT'];

/** The move annotation of `node`, or null. */
export function moveAnnotationOf(node: GameNode): MoveAnnotation | null {
  return MOVE_ANNOTATIONS.find((name) => node.props[name] !== undefined) ?? null;
}

/** The position annotation of `node`, or null. */
export function positionAnnotationOf(node: GameNode): PositionAnnotation | null {
  return POSITION_ANNOTATIONS.find((name) => node.props[name] !== undefined) ?? null;
}

function annotate(node: GameNode, group: readonly string[], annotation: string | null): void {
  if (annotation !== null && !group.includes(annotation)) {
    throw new RangeError(
      `Expected one of ${group.map((name) => `'${name}'`).join(', ')} or null, received ${describe(annotation)}.`,
    );
  }
  for (const name of group) if (name !== annotation) node.deleteProperty(name);
  if (annotation !== null && node.props[annotation] === undefined)
    node.setProperty(annotation, [WITHOUT_VALUE.includes(annotation) ? '' : '1']);
}

/** Gives the node's move an annotation (TE, BM, DO, IT), or none with null. SGF annotates moves
 * only: a node without a move is a RangeError. */
export function setMoveAnnotation(node: GameNode, annotation: MoveAnnotation | null): void {
  if (annotation !== null && node.color === null)
    throw new RangeError(
      `Expected a node with a move to annotate with ${describe(annotation)}, received one without a move.`,
    );
  annotate(node, MOVE_ANNOTATIONS, annotation);
}

/** Gives the node's position an annotation (GB, GW, DM, UC), or none with null. */
export function setPositionAnnotation(node: GameNode, annotation: PositionAnnotation | null): void {
  annotate(node, POSITION_ANNOTATIONS, annotation);
}
