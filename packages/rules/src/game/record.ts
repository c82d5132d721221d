// Game records: SGF game trees in and out of the game tree a Game holds. Every walk is
// iterative, so a 100,000-move record cannot overflow the stack.
import { Color } from '../color.js';
import { GameNode, type NodeProperties } from './node.js';
import { expandPoints, formatPoint, parsePoint } from '../sgf/points.js';
import type { SgfNode, SgfWarning } from '../sgf/types.js';

/** Reports a problem of the record, not of its syntax: the SGF reader's `onWarning`. */
export type RecordWarning = (warning: SgfWarning) => void;

/** Reports `message` to the record's warning callback, if it has one. */
export function warnAt(warn: RecordWarning | undefined, message: string): void {
  warn?.({ message, line: 0, column: 0 });
}

const SETUP_PROPERTIES = new Set(['AB', 'AW', 'AE']);

/** The values of a setup property that name points on the board; the others are dropped with a
 * warning, so that replaying the record never meets a malformed point. */
function setupValues(name: string, values: string[], width: number, height: number, warn?: RecordWarning): string[] {
  return values.filter((value) => {
    try {
      const off = expandPoints([value]).find(({ x, y }) => x >= width || y >= height);
      if (off)
        warnAt(warn, `Expected ${name} points on the ${width}x${height} board, found '${value}'; it is left out.`);
      return !off;
    } catch (error) {
      warnAt(warn, `${(error as Error).message} It is left out of ${name}.`);
      return false;
    }
  });
}

/** The game-tree node for one SGF node under `parent`; B and W become the move. */
function nodeFromSgf(
  source: SgfNode,
  parent: GameNode | null,
  width: number,
  height: number,
  warn?: RecordWarning,
): GameNode {
  let color: Color | null = null;
  let value: string | undefined;
  if (source.props.B) {
    color = Color.Black;
    value = source.props.B[0] ?? '';
  } else if (source.props.W) {
    color = Color.White;
    value = source.props.W[0] ?? '';
  }
  let x = -1;
  let y = -1;
  if (color !== null) {
    try {
      const point = parsePoint(value!, width, height);
      if (point) ({ x, y } = point);
    } catch (error) {
      warnAt(warn, `${(error as Error).message} The move is read as a pass.`);
    }
  }
  const node = new GameNode(parent, color, x, y);
  // Filled in directly: the tree is being made, with no game to follow it yet.
  let props: NodeProperties | null = null;
  for (const [name, values] of Object.entries(source.props)) {
    if (name === 'B' || name === 'W') continue;
    props ??= {};
    props[name] = SETUP_PROPERTIES.has(name) ? setupValues(name, values, width, height, warn) : [...values];
  }
  if (props) node.props = props;
  return node;
}

/** Converts an SGF game tree into a game tree. */
export function treeFromSgf(root: SgfNode, width: number, height: number, warn?: RecordWarning): GameNode {
  const gameRoot = nodeFromSgf(root, null, width, height, warn);
  const stack: [SgfNode, GameNode][] = [[root, gameRoot]];
  while (stack.length > 0) {
    const [source, target] = stack.pop()!;
    for (const child of source.children) {
      const node = nodeFromSgf(child, target, width, height, warn);
      target.children.push(node);
      stack.push([child, node]);
    }
  }
  return gameRoot;
}

/** Converts a game tree into an SGF game tree; moves first in each node, passes as B[]. */
export function treeToSgf(root: GameNode): SgfNode {
  const convert = (node: GameNode): SgfNode => {
    const props: Record<string, string[]> = {};
    if (node.color !== null) {
      props[node.color === Color.Black ? 'B' : 'W'] = [node.x < 0 ? '' : formatPoint({ x: node.x, y: node.y })];
    }
    for (const [name, values] of Object.entries(node.props)) props[name] = [...values];
    return { props, children: [] };
  };
  const sgfRoot = convert(root);
  const stack: [GameNode, SgfNode][] = [[root, sgfRoot]];
  while (stack.length > 0) {
    const [source, target] = stack.pop()!;
    for (const child of source.children) {
      const converted = convert(child);
      target.children.push(converted);
      stack.push([child, converted]);
    }
  }
  return sgfRoot;
}

/** A deep copy of a game tree, and the copies of the nodes of `line`. */
export function copyTree(root: GameNode, line: GameNode[]): { root: GameNode; line: GameNode[] } {
  const copies = new Map<GameNode, GameNode>();
  const copyNode = (node: GameNode, parent: GameNode | null): GameNode => {
    const copy = new GameNode(parent, node.color, node.x, node.y);
    copy.illegal = node.illegal;
    const props: NodeProperties = {};
    for (const [name, values] of Object.entries(node.props)) props[name] = [...values];
    if (Object.keys(props).length > 0) copy.props = props;
    copies.set(node, copy);
    return copy;
  };
  const rootCopy = copyNode(root, null);
  const stack: GameNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const parentCopy = copies.get(node)!;
    for (const child of node.children) {
      parentCopy.children.push(copyNode(child, parentCopy));
      stack.push(child);
    }
  }
  for (const [node, copy] of copies)
    copy.chosenChild = node.chosenChild ? (copies.get(node.chosenChild) ?? null) : null;
  return { root: rootCopy, line: line.map((node) => copies.get(node)!) };
}
