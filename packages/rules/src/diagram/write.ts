// A game written as a diagram in Sensei's Library's format: the position where its figure
// starts, the moves since as numbered stones (ten at most, as the format has ten digits), and
// the marks, labels, arrows and lines of the position shown.
import { Color } from '../color.js';
import { Game } from '../game/game.js';
import { pointName } from '../go-coordinates.js';
import { shownMoveNumbers } from '../move-numbers.js';
import type { GameNode } from '../game/node.js';
import { pointIndex, type Point } from '../point.js';
import { samePoint } from '../same-point.js';
import { parseCompose } from '../sgf/compose.js';
import { expandPoints, parsePoint } from '../sgf/points.js';
import { starPoints } from '../star-points.js';
import { Stone } from '../stone.js';
import { FIGURE_NO_COORDINATES } from './read.js';
import { EMPTY, OFF_BOARD, STAR_POINT, markSymbol, stoneSymbol, symbolOfMove, type MarkProperty } from './symbols.js';

/** The most moves one diagram numbers: the digits 1 to 9 and 0. */
const MOST_MOVES = 10;
const MARKS: MarkProperty[] = ['CR', 'SQ', 'TR', 'MA'];

/** The nodes from the root to `node`. */
function lineTo(node: GameNode): GameNode[] {
  const line: GameNode[] = [];
  for (let current: GameNode | null = node; current; current = current.parent) line.push(current);
  return line.reverse();
}

/** The board before `node` (an ancestor of the game's node), read from a copy of the game. */
function boardBefore(game: Game, index: number): Uint8Array {
  const copy = game.clone();
  try {
    const copyLine = lineTo(copy.node);
    copy.goTo(copyLine[index - 1]!);
    return copy.board;
  } finally {
    copy.dispose();
  }
}

/** The points of a point-list property on the board; damaged values are left out. */
function pointsOf(values: readonly string[] | undefined, width: number, height: number): Point[] {
  try {
    return expandPoints(values ?? []).filter((point) => point.x < width && point.y < height);
  } catch {
    return [];
  }
}

/** The nearest value of `name` from `node` up to the root. */
function inherited(node: GameNode, name: string): string[] | undefined {
  for (let current: GameNode | null = node; current; current = current.parent) {
    if (current.props[name]) return current.props[name];
  }
  return undefined;
}

/**
 * Writes the game's current position as a diagram in Sensei's Library's `$$` format, which
 * `parseDiagram` reads back to the same diagram. The diagram starts at the nearest node on the way
 * to the current one that has a figure (`FG`), else at the start, and numbers the moves since (the
 * last ten when there are more); a move on a point already numbered goes into the title as "5 at
 * 1". It shows the record's view (`VW`) or the whole board, the current node's marks, its labels
 * a to z, arrows and lines, and the figure's title (`FG`, else `GN`) and coordinates flag. Marks on
 * numbered stones and other labels have no symbol in the format and are left out.
 */
export function toDiagram(game: Game): string {
  if (!(game instanceof Game))
    throw new TypeError(`Expected a Game, received ${game === null ? 'null' : typeof game}.`);
  const { width, height } = game;
  const line = lineTo(game.node);
  let start = 0;
  for (let index = line.length - 1; index > 0; index--) {
    if (line[index]!.props.FG) {
      start = index;
      break;
    }
  }
  const figure = line[start]!;
  let numbered = line.slice(start).filter((node) => node.color !== null);
  const trimmed = numbered.length > MOST_MOVES;
  if (trimmed) numbered = numbered.slice(-MOST_MOVES);
  const firstIndex = numbered.length > 0 ? line.indexOf(numbered[0]!) : -1;
  const board = firstIndex > 0 ? boardBefore(game, firstIndex) : game.board;

  const grid: string[] = [];
  for (let index = 0; index < width * height; index++)
    grid.push(board[index] === Stone.Black ? 'X' : board[index] === Stone.White ? 'O' : EMPTY);
  for (const point of starPoints(width, height))
    if (grid[pointIndex(point, width)] === EMPTY) grid[pointIndex(point, width)] = STAR_POINT;

  // Numbered stones: the first move on each point; later ones go into the title.
  const numbers = shownMoveNumbers(game.node);
  const firstNumber = numbered.length > 0 ? numbers.get(numbered[0]!)! : 1;
  const numberAt = new Map<number, number>();
  const notes: string[] = [];
  numbered.forEach((node, index) => {
    if (node.x < 0) return;
    const at = pointIndex(node, width);
    const shown = firstNumber + index;
    const earlier = numberAt.get(at);
    if (earlier === undefined) {
      numberAt.set(at, shown);
      grid[at] = symbolOfMove(index + 1);
    } else {
      notes.push(`${shown} at ${earlier}`);
    }
  });

  // The marks of the position shown, where the format has a symbol for them.
  const node = game.node;
  for (const mark of MARKS) {
    for (const point of pointsOf(node.props[mark], width, height)) {
      const at = pointIndex(point, width);
      const symbol = grid[at]!;
      if (symbol === 'X' || symbol === 'O') grid[at] = stoneSymbol(symbol === 'X' ? 'B' : 'W', mark);
      else if (symbol === EMPTY || symbol === STAR_POINT) grid[at] = markSymbol(mark);
    }
  }
  for (const value of node.props.LB ?? []) {
    const [where, text] = parseCompose(value);
    try {
      const point = parsePoint(where, width, height);
      const at = point ? pointIndex(point, width) : -1;
      if (point && /^[a-z]$/.test(text) && (grid[at] === EMPTY || grid[at] === STAR_POINT)) grid[at] = text;
    } catch {
      // A label off the board has nowhere to go.
    }
  }
  for (const point of pointsOf(inherited(node, 'DD'), width, height)) {
    const at = pointIndex(point, width);
    if (grid[at] === EMPTY || grid[at] === STAR_POINT) grid[at] = OFF_BOARD;
  }

  // The part of the board shown: the view, or all of it (always all of a rectangular board,
  // whose size the header cannot give).
  const view = width === height ? pointsOf(inherited(node, 'VW'), width, height) : [];
  const left = view.length ? Math.min(...view.map((point) => point.x)) : 0;
  const right = view.length ? Math.max(...view.map((point) => point.x)) : width - 1;
  const top = view.length ? Math.min(...view.map((point) => point.y)) : 0;
  const bottom = view.length ? Math.max(...view.map((point) => point.y)) : height - 1;
  const edges = { left: left === 0, right: right === width - 1, top: top === 0, bottom: bottom === height - 1 };

  // The header: who plays 1 (when the record says, or when it is White), coordinates, the size
  // when the edges do not give it, the first number, and the title with its notes.
  const stated = trimmed ? undefined : figure.props.PL?.[0]?.toUpperCase();
  const firstColor = numbered[0]?.color ?? (stated === 'W' ? Color.White : stated === 'B' ? Color.Black : null);
  // Black plays first by default: say so when the record does, or when the numbers start in the
  // middle of a game, where a reader cannot take it for granted.
  const midGame = numbered.length > 0 && (trimmed || start > 0);
  const letter =
    stated === 'B' || stated === 'W' || midGame || firstColor === Color.White
      ? firstColor === Color.White
        ? 'W'
        : 'B'
      : '';
  const [flags, name] = figure.props.FG?.[0] !== undefined ? parseCompose(figure.props.FG[0]) : ['', ''];
  const coordinates = figure.props.FG !== undefined && (Number(flags) & FIGURE_NO_COORDINATES) === 0;
  const sizeGiven = (edges.left && edges.right) || (edges.top && edges.bottom);
  const size = width === height && width !== 19 && !sizeGiven ? String(width) : '';
  let title = (name || (line[0]!.props.GN?.[0] ?? '')).replace(/\s+/g, ' ').trim();
  const missing = notes.filter((note) => !title.includes(note));
  if (missing.length > 0) title = title ? `${title} (${missing.join(', ')})` : missing.join(', ');
  const header = `$$${letter}${coordinates ? 'c' : ''}${size}${firstNumber !== 1 ? `m${firstNumber}` : ''}${title ? ` ${title}` : ''}`;

  const rows: string[] = [];
  for (let y = top; y <= bottom; y++) {
    const symbols = grid.slice(y * width + left, y * width + right + 1).join(' ');
    rows.push(`$$ ${edges.left ? '| ' : ''}${symbols}${edges.right ? ' |' : ''}`);
  }
  const rowLength = rows[0]!.length - 3;
  const edgeLine = `$$ ${edges.left ? '+' : '-'}${'-'.repeat(Math.max(0, rowLength - 2))}${edges.right ? '+' : '-'}`;
  const goCoordinate = (point: Point): string => pointName(point, height);
  const segments: string[] = [];
  for (const kind of ['AR', 'LN']) {
    for (const value of node.props[kind] ?? []) {
      const [from, to] = parseCompose(value);
      try {
        const a = parsePoint(from, width, height);
        const b = parsePoint(to, width, height);
        if (a && b && !samePoint(a, b)) segments.push(`$$ {${kind} ${goCoordinate(a)} ${goCoordinate(b)}}`);
      } catch {
        // Off the board or malformed: nothing to draw.
      }
    }
  }
  return [header, ...(edges.top ? [edgeLine] : []), ...rows, ...(edges.bottom ? [edgeLine] : []), ...segments].join(
    '\n',
  );
}
