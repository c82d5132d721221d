// The lines of a diagram: the header, the rows of points with their edges, and the lines that
// add arrows and lines. Every line starts with `$$`; the first is the header, unless it already
// draws points (a diagram need not have a title).
import { DiagramError } from './errors.js';
import { POINT_SYMBOL, type StoneColor } from './symbols.js';

/** What the header `$$Bc13m5 Title` says. */
export interface DiagramHeader {
  /** Who plays the diagram's move 1 (and so who is to play), when the header says. */
  firstColor: StoneColor | null;
  /** `c`: show coordinates. */
  coordinates: boolean;
  /** The board size, when the header gives one. */
  size: number | null;
  /** `m5`: the number the first numbered stone shows (1 by default). */
  firstNumber: number;
  title: string;
}

/** A row of points, with the board's edge at its start and end when the row draws one. */
export interface DiagramRow {
  line: number;
  symbols: string[];
  leftEdge: boolean;
  rightEdge: boolean;
}

/** `{AR C14 C11}` or `{LN 5:6 5:9}`: points as the diagram gives them. */
export interface DiagramSegment {
  line: number;
  kind: 'AR' | 'LN';
  from: string;
  to: string;
}

export interface DiagramLines {
  header: DiagramHeader;
  rows: DiagramRow[];
  topEdge: boolean;
  bottomEdge: boolean;
  segments: DiagramSegment[];
}

const FLAGS = /^([BW])?(c)?(\d+)?(?:m(\d+))?(?:\s+(.*))?$/;
const EDGE_LINE = /^[-+]*-[-+]*$/;
const SEGMENT = /\{\s*([A-Za-z]+)\s+([^\s{}]+)\s+([^\s{}]+)\s*\}/g;

/** Whether the text after `$$` draws points (or an edge) rather than being a title. */
function drawsPoints(content: string): boolean {
  const compact = content.replace(/\s+/g, '');
  if (compact === '' || !/^[-+|.,_XOBW#@YQZPCSTM0-9a-z]+$/.test(compact)) return false;
  if (/[-+|]/.test(compact)) return true;
  // "ko" is a title; ". X O" is a row: a row's symbols stand one by one.
  return content
    .trim()
    .split(/\s+/)
    .every((token) => token.length === 1);
}

function readHeader(content: string, line: number): DiagramHeader {
  const flags = FLAGS.exec(content);
  if (!flags) return { firstColor: null, coordinates: false, size: null, firstNumber: 1, title: content.trim() };
  const size = flags[3] === undefined ? null : Number(flags[3]);
  if (size !== null && (size < 1 || size > 25)) {
    throw new DiagramError(`Expected a board size from 1 to 25 after $$, received ${flags[3]}`, line);
  }
  const firstNumber = flags[4] === undefined ? 1 : Number(flags[4]);
  if (firstNumber < 1)
    throw new DiagramError(`Expected the first move number after m to be 1 or more, received ${flags[4]}`, line);
  return {
    firstColor: (flags[1] as StoneColor | undefined) ?? null,
    coordinates: flags[2] === 'c',
    size,
    firstNumber,
    title: (flags[5] ?? '').trim(),
  };
}

function readRow(content: string, line: number): DiagramRow {
  const compact = content.replace(/\s+/g, '');
  const leftEdge = compact[0] === '|' || compact[0] === '+';
  const rightEdge = compact.length > 1 && (compact.endsWith('|') || compact.endsWith('+'));
  const symbols = [...compact.slice(leftEdge ? 1 : 0, rightEdge ? -1 : undefined)];
  if (symbols.length === 0) throw new DiagramError('Expected a row of points between the edges, found none', line);
  for (const symbol of symbols) {
    if (!POINT_SYMBOL.test(symbol)) {
      const what = /[-+|]/.test(symbol) ? 'an edge in the middle of a row' : `'${symbol}'`;
      throw new DiagramError(
        `Expected points drawn with X O . , B W # @ Y Q Z P C S T M _ a-z 1-9 0 (edges | at the ends), received ${what}`,
        line,
      );
    }
  }
  return { line, symbols, leftEdge, rightEdge };
}

function readSegments(content: string, line: number): DiagramSegment[] {
  const segments: DiagramSegment[] = [];
  for (const match of content.matchAll(SEGMENT)) {
    const kind = match[1]!.toUpperCase();
    if (kind !== 'AR' && kind !== 'LN') {
      throw new DiagramError(`Expected {AR from to} or {LN from to}, received {${match[1]} ...}`, line);
    }
    segments.push({ line, kind, from: match[2]!, to: match[3]! });
  }
  if (content.replace(SEGMENT, '').trim() !== '') {
    throw new DiagramError(
      `Expected arrows and lines such as {AR C14 C11} or {LN 5:6 5:9}, received '${content.trim()}'`,
      line,
    );
  }
  return segments;
}

/** Splits a diagram into its header, rows, edges and segments, checking each line's form. */
export function readLines(text: string): DiagramLines {
  if (typeof text !== 'string') {
    throw new DiagramError(`Expected the text of a diagram, received ${text === null ? 'null' : typeof text}`, 0);
  }
  const all = text.split(/\r\n|\r|\n/);
  let first = 0;
  let last = all.length - 1;
  while (first <= last && all[first]!.trim() === '') first++;
  while (last >= first && all[last]!.trim() === '') last--;
  if (first > last)
    throw new DiagramError(
      "Expected a diagram whose lines start with $$, such as '$$ | . X O', received empty text",
      0,
    );

  let header: DiagramHeader = { firstColor: null, coordinates: false, size: null, firstNumber: 1, title: '' };
  const rows: DiagramRow[] = [];
  const segments: DiagramSegment[] = [];
  let topEdge = false;
  let bottomEdge = false;
  for (let index = first; index <= last; index++) {
    const line = index + 1;
    const prefix = /^\s*\$\$/.exec(all[index]!);
    if (!prefix) {
      throw new DiagramError(
        `Expected every line of a diagram to start with $$, received '${all[index]!.trim().slice(0, 40)}'`,
        line,
      );
    }
    const content = all[index]!.slice(prefix[0].length);
    if (index === first && !(/^\s/.test(content) && drawsPoints(content))) {
      header = readHeader(content, line);
      continue;
    }
    const trimmed = content.trim();
    if (trimmed === '' || (trimmed.startsWith('[') && trimmed.endsWith(']'))) continue; // blank, or a link: nothing on the board
    if (trimmed.startsWith('{')) {
      segments.push(...readSegments(content, line));
    } else if (EDGE_LINE.test(trimmed.replace(/\s+/g, '')) && trimmed.replace(/\s+/g, '').length >= 2) {
      if (rows.length === 0 && !topEdge) topEdge = true;
      else if (rows.length > 0 && !bottomEdge) bottomEdge = true;
      else throw new DiagramError('Expected an edge line - only above the first row or below the last one', line);
    } else {
      if (bottomEdge) throw new DiagramError('Expected no rows below the bottom edge', line);
      const row = readRow(content, line);
      const previous = rows[0];
      if (previous && row.symbols.length !== previous.symbols.length) {
        throw new DiagramError(
          `Expected every row to hold ${previous.symbols.length} points as the first does, received ${row.symbols.length}`,
          line,
        );
      }
      if (previous && (row.leftEdge !== previous.leftEdge || row.rightEdge !== previous.rightEdge)) {
        throw new DiagramError('Expected every row to draw the same edges | as the first row does', line);
      }
      rows.push(row);
    }
  }
  if (rows.length === 0)
    throw new DiagramError("Expected at least one row of points such as '$$ | . X O .', found none", 0);
  return { header, rows, topEdge, bottomEdge, segments };
}
