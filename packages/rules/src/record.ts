// Game records: SGF game trees in and out of the game tree a Game holds. Every walk is
// iterative, so a 100,000-move record cannot overflow the stack.
import { Color } from './color.js';
import { GameNode } from './node.js';
import type { ScoringRules } from './options.js';
import { isBoardSize, parseSize } from './sgf/compose.js';
import { SgfError } from './sgf/errors.js';
import type { TextLocation } from './sgf/location.js';
import { expandPoints, formatPoint, parsePoint } from './sgf/points.js';
import type { SgfNode, SgfSize, SgfWarning } from './sgf/types.js';

/** The settings a record's root gives a game. */
export interface RecordSettings {
  width: number;
  height: number;
  komi: number;
  rules: ScoringRules;
  handicap: number;
}

/** Reports a problem of the record, not of its syntax: the SGF reader's `onWarning`. */
export type RecordWarning = (warning: SgfWarning) => void;

function warnAt(warn: RecordWarning | undefined, message: string): void {
  warn?.({ message, line: 0, column: 0 });
}

/** Where a property of the record's root starts in its text, for errors about its value. */
export type LocateRootProperty = (identifier: string) => TextLocation | null;

/** The largest board the core plays on. */
const MAX_GAME_SIZE = 25;
/** The board of a record without a readable SZ, unless its stones need a larger one. */
const DEFAULT_GAME_SIZE = 19;

/**
 * Board size, komi, rules and handicap from a root node. An SZ that is no board size (the reader
 * has reported it) gives 19x19, or the square board the stones need, up to 25x25; a board larger
 * than 25x25 is an SgfError located by `locate`. Komi is 0 when the record gives none, as SGF
 * readers commonly take it; the territory rules are chosen for Japanese and Korean rules.
 */
export function settingsOf(root: SgfNode, warn?: RecordWarning, locate?: LocateRootProperty): RecordSettings {
  const sizeText = root.props.SZ?.[0];
  const { width, height } = sizeText === undefined || isBoardSize(sizeText) ? parseSize(sizeText) : sizeStonesNeed(root);
  if (width > MAX_GAME_SIZE || height > MAX_GAME_SIZE) {
    const { line, column } = locate?.('SZ') ?? { line: 1, column: 1 };
    throw new SgfError(`Expected a board of at most ${MAX_GAME_SIZE}x${MAX_GAME_SIZE}, found SZ[${sizeText}]`, line, column);
  }
  let komi = 0;
  const komiText = root.props.KM?.[0]?.trim();
  if (komiText) {
    komi = Number(komiText.replace(',', '.'));
    if (!Number.isFinite(komi)) {
      warnAt(warn, `Expected KM to be a number such as 6.5, found '${komiText}'; komi 0 is used.`);
      komi = 0;
    }
  }
  const rules: ScoringRules = /japan|korea|territory/i.test(root.props.RU?.[0] ?? '') ? 'territory' : 'area';
  const handicapText = root.props.HA?.[0]?.trim() ?? '0';
  const handicap = /^\d+$/.test(handicapText) ? Number(handicapText) : 0;
  return { width, height, komi, rules, handicap };
}

const SETUP_PROPERTIES = new Set(['AB', 'AW', 'AE']);

/**
 * The board for a record whose SZ cannot be read: 19x19, or the square board its moves and setup
 * stones need, up to 25x25 (stones further out are left out with a warning, as on any board).
 * 'tt' counts for nothing: on boards up to 19x19 it is a pass.
 */
function sizeStonesNeed(root: SgfNode): SgfSize {
  let side = DEFAULT_GAME_SIZE;
  const stack: SgfNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    for (const name of ['B', 'W', 'AB', 'AW', 'AE']) {
      for (const value of node.props[name] ?? []) {
        if (value === 'tt') continue;
        try {
          for (const { x, y } of expandPoints([value])) side = Math.max(side, x + 1, y + 1);
        } catch {
          // A malformed point needs no board; reading the node warns about it.
        }
      }
    }
    for (const child of node.children) stack.push(child);
  }
  side = Math.min(side, MAX_GAME_SIZE);
  return { width: side, height: side };
}

/** The values of a setup property that name points on the board; the others are dropped with a
 * warning, so that replaying the record never meets a malformed point. */
function setupValues(name: string, values: string[], width: number, height: number, warn?: RecordWarning): string[] {
  return values.filter((value) => {
    try {
      const off = expandPoints([value]).find(({ x, y }) => x >= width || y >= height);
      if (off) warnAt(warn, `Expected ${name} points on the ${width}x${height} board, found '${value}'; it is left out.`);
      return !off;
    } catch (error) {
      warnAt(warn, `${(error as Error).message} It is left out of ${name}.`);
      return false;
    }
  });
}

/** The game-tree node for one SGF node under `parent`; B and W become the move. */
function nodeFromSgf(source: SgfNode, parent: GameNode | null, width: number, height: number, warn?: RecordWarning): GameNode {
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
  for (const [name, values] of Object.entries(source.props)) {
    if (name === 'B' || name === 'W') continue;
    node.setProperty(name, SETUP_PROPERTIES.has(name) ? setupValues(name, values, width, height, warn) : [...values]);
  }
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
    for (const [name, values] of Object.entries(node.props)) copy.setProperty(name, [...values]);
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
  for (const [node, copy] of copies) copy.chosenChild = node.chosenChild ? (copies.get(node.chosenChild) ?? null) : null;
  return { root: rootCopy, line: line.map((node) => copies.get(node)!) };
}
