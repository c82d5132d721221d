// The annotations SGF gives a node: how good its move was (TE tesuji, BM bad move, DO doubtful,
// IT interesting) and how the position stands (GB good for Black, GW good for White, DM even,
// UC unclear). Each group holds one at most, so setting one takes the others of its group away.
import { describe } from '../color.js';
import type { GameNode } from '../game/node.js';
import type { MoveJudgement } from '../tree-words/judgement.js';

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

/** A record's judgement of a position: good for Black (GB), good for White (GW), even (DM),
 * unclear (UC). */
export const PositionJudgement = {
  GoodForBlack: 'good-for-black',
  GoodForWhite: 'good-for-white',
  Even: 'even',
  Unclear: 'unclear',
} as const;
export type PositionJudgement = (typeof PositionJudgement)[keyof typeof PositionJudgement];

/** What a record says of a node, in words: its move's judgement, its position's, and whether it
 * is a hotspot (HO, a node worth a look). */
export interface NodeAnnotations {
  move: MoveJudgement | null;
  position: PositionJudgement | null;
  hotspot: boolean;
}

const MOVE_WORDS: Readonly<Record<MoveJudgement, MoveAnnotation>> = {
  tesuji: 'TE',
  bad: 'BM',
  doubtful: 'DO',
  interesting: 'IT',
};
const POSITION_WORDS: Readonly<Record<PositionJudgement, PositionAnnotation>> = {
  'good-for-black': 'GB',
  'good-for-white': 'GW',
  even: 'DM',
  unclear: 'UC',
};

const wordOf = <Word extends string>(words: Readonly<Record<Word, string>>, name: string | null): Word | null =>
  (Object.keys(words) as Word[]).find((word) => words[word] === name) ?? null;

/** The node's annotations in words (as SGF writes them: moveAnnotationOf(), positionAnnotationOf()). */
export function nodeAnnotations(node: GameNode): NodeAnnotations {
  return {
    move: wordOf(MOVE_WORDS, moveAnnotationOf(node)),
    position: wordOf(POSITION_WORDS, positionAnnotationOf(node)),
    hotspot: node.props.HO !== undefined,
  };
}

/** The SGF annotation of a judgement in words, or a RangeError naming the words expected. */
function annotationOf<Word extends string>(
  words: Readonly<Record<Word, string>>,
  judgement: unknown,
  what: string,
): string | null {
  if (judgement === null) return null;
  if (typeof judgement !== 'string' || !Object.hasOwn(words, judgement)) {
    const expected = Object.keys(words).map((word) => `'${word}'`);
    throw new RangeError(`Expected the ${what} as ${expected.join(', ')} or null, received ${describe(judgement)}.`);
  }
  return words[judgement as Word];
}

/**
 * Sets the annotations given in words (those left out stay as they are): the move's judgement
 * (SGF's TE, BM, DO, IT), the position's (GB, GW, DM, UC), each null for none, and whether the
 * node is a hotspot (HO). Throws a RangeError, changing nothing, for another word, or a move's
 * judgement on a node without a move.
 */
export function setNodeAnnotations(node: GameNode, annotations: Partial<NodeAnnotations>): void {
  if (annotations === null || typeof annotations !== 'object')
    throw new RangeError(
      `Expected the annotations as an object such as { move: 'tesuji' }, received ${describe(annotations)}.`,
    );
  const { move, position, hotspot } = annotations;
  const moveAnnotation = move === undefined ? undefined : annotationOf(MOVE_WORDS, move, "move's judgement");
  const positionAnnotation =
    position === undefined ? undefined : annotationOf(POSITION_WORDS, position, "position's judgement");
  if (hotspot !== undefined && typeof hotspot !== 'boolean')
    throw new RangeError(`Expected hotspot as true or false, received ${describe(hotspot)}.`);
  if (moveAnnotation && node.color === null)
    throw new RangeError(`Expected a node with a move to judge as ${describe(move)}, received one without a move.`);
  if (moveAnnotation !== undefined) setMoveAnnotation(node, moveAnnotation as MoveAnnotation | null);
  if (positionAnnotation !== undefined) setPositionAnnotation(node, positionAnnotation as PositionAnnotation | null);
  if (hotspot === true && node.props.HO === undefined) node.setProperty('HO', ['1']);
  else if (hotspot === false) node.deleteProperty('HO');
}
