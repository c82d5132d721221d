// A diagram in Sensei's Library's format, read into the SGF record that says the same: the
// stones as setup, the numbered stones as moves, the marks, labels, arrows and lines on the
// position the diagram shows, the title, and the part of the board it shows.
import { parsePointName } from '../go-coordinates.js';
import type { Point } from '../point.js';
import { samePoint } from '../same-point.js';
import { formatPoint } from '../sgf/points.js';
import { stringifySgf } from '../sgf/stringify.js';
import type { SgfNode } from '../sgf/types.js';
import { DiagramError } from './errors.js';
import { readLines, type DiagramLines, type DiagramSegment } from './lines.js';
import { MARK_SYMBOLS, OFF_BOARD, STONE_SYMBOLS, moveOfSymbol, type StoneColor } from './symbols.js';

const DEFAULT_SIZE = 19;
const MAX_SIZE = 25;
/** FG's flag for "do not print coordinates" (SGF FF[4], FG). */
export const FIGURE_NO_COORDINATES = 1;

/** What `readDiagram` finds in a diagram. */
export interface DiagramRecord {
  /** The SGF record that says the same as the diagram. */
  sgf: string;
  /** The title from the header line ('' when none). */
  title: string;
  /** Whether the header asks for coordinates (`$$c`). */
  coordinates: boolean;
  /** How many moves the diagram numbers (0 for a position). */
  moves: number;
}

/** Where the diagram's rows lie on the board. */
interface Placement {
  width: number;
  height: number;
  left: number;
  top: number;
}

/** The board the diagram sits on, and where: edges fix the size and the corner, the header's
 * size (or 19x19) holds otherwise, and a diagram with no edge on a side is centred that way. */
function placeOnBoard({ header, rows, topEdge, bottomEdge }: DiagramLines): Placement {
  const columns = rows[0]!.symbols.length;
  const { leftEdge, rightEdge } = rows[0]!;
  const stated = header.size;
  if (stated !== null && leftEdge && rightEdge && columns !== stated) {
    throw new DiagramError(
      `Expected ${stated} points between the left and right edges, as the header's size says, received ${columns}`,
      rows[0]!.line,
    );
  }
  if (stated !== null && topEdge && bottomEdge && rows.length !== stated) {
    throw new DiagramError(
      `Expected ${stated} rows between the top and bottom edges, as the header's size says, received ${rows.length}`,
      0,
    );
  }
  let width = leftEdge && rightEdge ? columns : undefined;
  let height = topEdge && bottomEdge ? rows.length : undefined;
  width ??= stated ?? height ?? DEFAULT_SIZE;
  height ??= stated ?? width;
  if (width > MAX_SIZE || height > MAX_SIZE) {
    throw new DiagramError(`Expected a board of at most ${MAX_SIZE}x${MAX_SIZE}, received ${width}x${height}`, 0);
  }
  if (columns > width || rows.length > height) {
    throw new DiagramError(
      `Expected the diagram's ${columns} columns and ${rows.length} rows to fit on the ${width}x${height} board; give the size after $$, such as $$${Math.max(columns, rows.length)}`,
      0,
    );
  }
  const left = leftEdge ? 0 : rightEdge ? width - columns : Math.floor((width - columns) / 2);
  const top = topEdge ? 0 : bottomEdge ? height - rows.length : Math.floor((height - rows.length) / 2);
  return { width, height, left, top };
}

/** A point of `{AR ...}`: `C14` as the board's coordinates read (columns skip I, rows count up
 * from the bottom), or `5:6` as column and row of the diagram counted from its top-left point. */
function segmentPoint(text: string, segment: DiagramSegment, placement: Placement): Point {
  const named = parsePointName(text, placement.height);
  const counted = /^(\d{1,2}):(\d{1,2})$/.exec(text);
  let point: Point | null = null;
  if (named) point = named;
  else if (counted) point = { x: placement.left + Number(counted[1]) - 1, y: placement.top + Number(counted[2]) - 1 };
  if (!point || point.x < 0 || point.y < 0 || point.x >= placement.width || point.y >= placement.height) {
    throw new DiagramError(
      `Expected a point of the ${placement.width}x${placement.height} board such as C14 (or column:row of the diagram such as 5:6), received '${text}'`,
      segment.line,
    );
  }
  return point;
}

/** "5 at 1, 8 at 2" in a title: moves played where an earlier numbered stone (or a letter) is. */
const MOVE_AT = /\b(\d{1,3})\s+at\s+(\d{1,3}|[a-z])\b/g;

/** Reads a diagram in Sensei's Library's format (see `parseDiagram`) into the SGF record that
 * says the same, without the rules' core: build tools and pages can call it before `init()`, and
 * it has an entry of its own, `@go-board/rules/diagram`. */
export function readDiagram(text: string): DiagramRecord {
  const lines = readLines(text);
  const { header, rows, segments } = lines;
  const placement = placeOnBoard(lines);
  const root: SgfNode = { props: {}, children: [] };
  const markup: Record<string, string[]> = {};
  const add = (props: Record<string, string[]>, name: string, value: string): void => {
    (props[name] ??= []).push(value);
  };
  const moves = new Map<number, string>();
  const labels = new Map<string, string>();
  const moveRows = new Map<number, number>();

  rows.forEach((row, rowIndex) => {
    row.symbols.forEach((symbol, column) => {
      const point = formatPoint({ x: placement.left + column, y: placement.top + rowIndex });
      const stone = STONE_SYMBOLS[symbol];
      const move = moveOfSymbol(symbol);
      if (stone) {
        add(root.props, stone.color === 'B' ? 'AB' : 'AW', point);
        if (stone.mark) add(markup, stone.mark, point);
      } else if (MARK_SYMBOLS[symbol]) {
        add(markup, MARK_SYMBOLS[symbol], point);
      } else if (symbol === OFF_BOARD) {
        add(root.props, 'DD', point);
      } else if (symbol >= 'a' && symbol <= 'z') {
        add(markup, 'LB', `${point}:${symbol}`);
        labels.set(symbol, point);
      } else if (move !== null) {
        if (moves.has(move)) {
          throw new DiagramError(
            `Expected each numbered stone once, received ${symbol} twice (also on line ${moveRows.get(move)})`,
            row.line,
          );
        }
        moves.set(move, point);
        moveRows.set(move, row.line);
      }
    });
  });

  // "5 at 1": a move on a point whose first stone the diagram already numbers.
  const number = (move: number): number => header.firstNumber + move - 1;
  for (const note of header.title.matchAll(MOVE_AT)) {
    const move = Number(note[1]) - header.firstNumber + 1;
    const target = /\d/.test(note[2]!) ? moves.get(Number(note[2]) - header.firstNumber + 1) : labels.get(note[2]!);
    if (move >= 1 && !moves.has(move) && target !== undefined) moves.set(move, target);
  }

  const size = placement.width === placement.height ? `${placement.width}` : `${placement.width}:${placement.height}`;
  const props: Record<string, string[]> = { GM: ['1'], FF: ['4'], SZ: [size] };
  if (header.firstColor) props.PL = [header.firstColor];
  if (header.title) props.GN = [header.title];
  if (header.title || header.coordinates)
    props.FG = [`${header.coordinates ? 0 : FIGURE_NO_COORDINATES}:${header.title}`];
  const columns = rows[0]!.symbols.length;
  if (columns < placement.width || rows.length < placement.height) {
    const corner = { x: placement.left + columns - 1, y: placement.top + rows.length - 1 };
    props.VW = [`${formatPoint({ x: placement.left, y: placement.top })}:${formatPoint(corner)}`];
  }
  root.props = { ...props, ...root.props };

  // The numbered stones in order; a number the diagram leaves out was played elsewhere, which a
  // pass stands for, so that every later stone keeps its number and colour.
  const count = Math.max(0, ...moves.keys());
  const first: StoneColor = header.firstColor ?? 'B';
  const second: StoneColor = first === 'B' ? 'W' : 'B';
  let last = root;
  for (let move = 1; move <= count; move++) {
    const node: SgfNode = { props: { [move % 2 === 1 ? first : second]: [moves.get(move) ?? ''] }, children: [] };
    if (move === 1 && header.firstNumber !== 1) node.props.MN = [String(number(1))];
    last.children.push(node);
    last = node;
  }
  for (const segment of segments) {
    const from = segmentPoint(segment.from, segment, placement);
    const to = segmentPoint(segment.to, segment, placement);
    if (samePoint(from, to)) {
      throw new DiagramError(
        `Expected ${segment.kind} to join two different points, received ${segment.from} to ${segment.to}`,
        segment.line,
      );
    }
    add(markup, segment.kind, `${formatPoint(from)}:${formatPoint(to)}`);
  }
  Object.assign(last.props, markup);
  return { sgf: stringifySgf([root]), title: header.title, coordinates: header.coordinates, moves: count };
}
