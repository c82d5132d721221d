// What a fenced block becomes: nothing (other code stays code), or a record and the board's
// attributes. Shared by the markdown-it and remark plugins, so a fence means the same in both.
import { DiagramError, readDiagram } from '@go-board/rules/diagram';
import { parseInfo, type BoardAttributes } from './info.js';

/** Which fences become boards, and what every board gets. */
export interface FenceOptions {
  /** Fence languages whose content is SGF. Default `['sgf']`. */
  languages?: string[];
  /** Fence languages whose content may be a Sensei's Library diagram: a fence of one of these
   * becomes a board only when its first line starts with `$$`, so Go (golang) code in ```go
   * fences stays code. Default `['go']`. */
  diagramLanguages?: string[];
  /** Attributes every board gets unless its fence says otherwise, such as `{ theme: 'book' }`. */
  defaults?: BoardAttributes;
}

/** A fence that becomes a board: its SGF record and the board's attributes. */
export interface FenceBoard {
  sgf: string;
  attributes: BoardAttributes;
}

/**
 * The board a fence becomes, or null when it stays code. A diagram is read into SGF here, at
 * build time (see `diagramBoard`). `line` is the 1-based line of the fence's first content line
 * in the Markdown file: a diagram's `DiagramError` then names that file's line.
 */
export function fenceBoard(
  info: string,
  content: string,
  options: FenceOptions = {},
  line?: number,
): FenceBoard | null {
  const { language, attributes } = parseInfo(info);
  const sgfLanguages = options.languages ?? ['sgf'];
  const diagramLanguages = options.diagramLanguages ?? ['go'];
  const isDiagram =
    /^\s*\$\$/.test(content) && (sgfLanguages.includes(language) || diagramLanguages.includes(language));
  if (isDiagram) return diagramBoard(content, attributes, options.defaults, line);
  return sgfLanguages.includes(language) ? { sgf: content, attributes: { ...options.defaults, ...attributes } } : null;
}

/**
 * The board of a Sensei's Library diagram, read into SGF at build time and shown as drawn (its
 * last move, numbered, with coordinates for `$$c`) unless `attributes` say otherwise; `defaults`
 * come first. `line`, when given, is the Markdown line of the diagram's first line: a
 * `DiagramError` then names the Markdown's line.
 */
export function diagramBoard(
  content: string,
  attributes: BoardAttributes,
  defaults: BoardAttributes = {},
  line?: number,
): FenceBoard {
  let diagram;
  try {
    diagram = readDiagram(content);
  } catch (error) {
    if (line === undefined || !(error instanceof DiagramError)) throw error;
    throw new DiagramError(
      `${error.reason}, in the diagram of the Markdown`,
      error.line > 0 ? line + error.line - 1 : line,
    );
  }
  const display: BoardAttributes = { move: 'last', 'move-numbers': true };
  if (diagram.coordinates) display.coordinates = true;
  return { sgf: diagram.sgf, attributes: { ...defaults, ...display, ...attributes } };
}
