// What the editing tests compare: a game tree as plain data, and the edits an author makes, as
// values fast-check can make up and shrink.
import fc from 'fast-check';
import { Game } from '../game/game.js';
import { IllegalMoveError } from '../errors.js';
import {
  markLine,
  moveVariation,
  promoteVariation,
  setMoveAnnotation,
  setPlayerToMove,
  setPositionAnnotation,
  setupPoint,
  setView,
  toggleDimmed,
  toggleLabel,
  toggleMark,
  toggleSegment,
} from '../edit/index.js';
import type { GameNode } from '../game/node.js';

/** A tree as plain data: each node's move and properties, then its children. */
export type TreeShape = { move: string | null; props: Record<string, string[]>; children: TreeShape[] };

/** The root's properties that toSgf() writes itself: the header it vouches for. */
const HEADER = new Set(['FF', 'GM', 'CA', 'AP', 'SZ']);

/** The tree under `root` as plain data, to compare two trees with toEqual: the header toSgf()
 * writes is left out. */
export function shapeOf(root: GameNode): TreeShape {
  const shape = (node: GameNode): TreeShape => ({
    move: node.color === null ? null : `${node.color}:${node.x},${node.y}`,
    props: Object.fromEntries(Object.entries(node.props).filter(([name]) => node !== root || !HEADER.has(name))),
    children: [],
  });
  const top = shape(root);
  const stack: [GameNode, TreeShape][] = [[root, top]];
  while (stack.length > 0) {
    const [node, made] = stack.pop()!;
    for (const child of node.children) {
      const childShape = shape(child);
      made.children.push(childShape);
      stack.push([child, childShape]);
    }
  }
  return top;
}

/** The place of the game's position in its tree: each node's index among its siblings. */
export function pathOf(game: Game): number[] {
  const path: number[] = [];
  for (let node = game.node; node.parent; node = node.parent) path.unshift(node.parent.children.indexOf(node));
  return path;
}

const point = (size: number) => fc.record({ x: fc.nat({ max: size - 1 }), y: fc.nat({ max: size - 1 }) });

/** One edit of an author on a size x size board, as data. */
export const editArbitrary = (size: number) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.record({ kind: fc.constant('play' as const), at: point(size) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('pass' as const) }) },
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('setup' as const),
        at: point(size),
        stone: fc.constantFrom('black' as const, 'white' as const, null),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('mark' as const),
        at: point(size),
        name: fc.constantFrom(
          'TR' as const,
          'SQ' as const,
          'CR' as const,
          'MA' as const,
          'SL' as const,
          'TB' as const,
          'TW' as const,
        ),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('label' as const),
        at: point(size),
        text: fc.constantFrom('A', 'B', '1', 'a:b', 'x]y'),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('segment' as const),
        from: point(size),
        to: point(size),
        name: fc.constantFrom('AR' as const, 'LN' as const),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('dim' as const), at: point(size) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('view' as const), from: point(size), to: point(size) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('comment' as const), text: fc.string({ maxLength: 8 }) }) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('annotate' as const),
        move: fc.constantFrom('TE' as const, 'BM' as const, 'DO' as const, 'IT' as const, null),
        position: fc.constantFrom('GB' as const, 'GW' as const, 'DM' as const, 'UC' as const, null),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('player' as const),
        color: fc.constantFrom('black' as const, 'white' as const, null),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('line' as const),
        mark: fc.constantFrom('right' as const, 'wrong' as const, null),
      }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('back' as const), steps: fc.integer({ min: 1, max: 3 }) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('promote' as const) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('reorder' as const), offset: fc.constantFrom(-1, 1) }) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('info' as const),
        name: fc.constantFrom('PB', 'GN', 'KM', 'XX'),
        value: fc.constantFrom('', 'Honinbo', '6.5', '0'),
      }),
    },
  );

export type Edit = typeof editArbitrary extends (size: number) => fc.Arbitrary<infer T> ? T : never;

/** Makes `edit` on the game as an editor would; an edit the rules refuse (an illegal move, a
 * segment from a point to itself, an annotation of a node without a move) changes nothing and
 * returns false. */
export function applyEdit(game: Game, edit: Edit): boolean {
  try {
    switch (edit.kind) {
      case 'play':
        game.play(edit.at);
        return true;
      case 'pass':
        game.pass();
        return true;
      case 'setup':
        return setupPoint(game, edit.at, edit.stone);
      case 'mark':
        toggleMark(game, edit.name, edit.at);
        return true;
      case 'label':
        toggleLabel(game, edit.at, edit.text);
        return true;
      case 'segment':
        toggleSegment(game, edit.name, edit.from, edit.to);
        return true;
      case 'dim':
        toggleDimmed(game, edit.at);
        return true;
      case 'view':
        setView(game, [edit.from, edit.to]);
        return true;
      case 'comment':
        if (edit.text === '') game.node.deleteProperty('C');
        else game.node.setProperty('C', [edit.text]);
        return true;
      case 'annotate':
        setPositionAnnotation(game.node, edit.position);
        setMoveAnnotation(game.node, edit.move);
        return true;
      case 'player':
        setPlayerToMove(game, edit.color);
        return true;
      case 'line':
        markLine(game.node, edit.mark);
        return true;
      case 'back':
        for (let step = 0; step < edit.steps; step++) game.previous();
        return true;
      case 'delete':
        game.removeNode(game.node);
        return true;
      case 'promote':
        return promoteVariation(game, game.node);
      case 'reorder':
        return moveVariation(game, game.node, edit.offset);
      case 'info':
        if (edit.value === '') game.root.deleteProperty(edit.name);
        else game.root.setProperty(edit.name, [edit.value]);
        return true;
    }
  } catch (error) {
    if (error instanceof IllegalMoveError || error instanceof RangeError) return false;
    throw error;
  }
}
