// The editor's tools: their names, how each is used (a click on a point, or a drag from point to
// point), its key, and the `tools` attribute that limits them. What each writes is edits.ts's.
import type { EditorWords } from '../words/words.js';

/** The tools, in the toolbar's order. */
export const TOOLS = [
  'move',
  'black',
  'white',
  'empty',
  'triangle',
  'square',
  'circle',
  'cross',
  'select',
  'dim',
  'label',
  'number',
  'arrow',
  'line',
  'territory-black',
  'territory-white',
  'region',
] as const;

/** A tool of the editor (the `tool` attribute). */
export type EditTool = (typeof TOOLS)[number];

/** The parts of the editor's panel that `tools` may also name, to show only those. */
export const PANELS = ['node', 'comment', 'info', 'board'] as const;
export type EditPanel = (typeof PANELS)[number];

/** How a tool is used: on one point at a time (a drag or Shift paints several), from one point
 * to another (an arrow, a line, the region), or to play a move. */
export type ToolKind = 'point' | 'segment' | 'move';

export const kindOf = (tool: EditTool): ToolKind =>
  tool === 'move' ? 'move' : tool === 'arrow' || tool === 'line' || tool === 'region' ? 'segment' : 'point';

/** Each tool's key as KeyboardEvent.key gives it without Shift (a lowercase letter), and its
 * name in the editor's words. Shift with B or W is territory: the colours' own letters, as the
 * stones have them. */
const KEYS: Record<EditTool, string> = {
  move: 'm',
  black: 'b',
  white: 'w',
  empty: 'e',
  triangle: 't',
  square: 's',
  circle: 'c',
  cross: 'x',
  select: 'h',
  dim: 'd',
  label: 'a',
  number: 'n',
  arrow: 'r',
  line: 'l',
  'territory-black': 'shift+b',
  'territory-white': 'shift+w',
  region: 'v',
};

const NAMES: Record<EditTool, keyof EditorWords> = {
  move: 'toolMove',
  black: 'toolBlack',
  white: 'toolWhite',
  empty: 'toolEmpty',
  triangle: 'toolTriangle',
  square: 'toolSquare',
  circle: 'toolCircle',
  cross: 'toolCross',
  select: 'toolSelect',
  dim: 'toolDim',
  label: 'toolLabel',
  number: 'toolNumber',
  arrow: 'toolArrow',
  line: 'toolLine',
  'territory-black': 'toolTerritoryBlack',
  'territory-white': 'toolTerritoryWhite',
  region: 'toolRegion',
};

/** The key of a tool, as `aria-keyshortcuts` writes it: 'B', 'Shift+B'. */
export const keyOf = (tool: EditTool): string => KEYS[tool].replace(/\b[a-z]/g, (letter) => letter.toUpperCase());

/** The tool's name in the editor's words. */
export const toolName = (editor: EditorWords, tool: EditTool): string => editor[NAMES[tool]] as string;

/** The tool a key chooses (a letter, Shift with B or W), or null. */
export function toolOfKey(event: KeyboardEvent): EditTool | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.key.length !== 1) return null;
  const key = `${event.shiftKey ? 'shift+' : ''}${event.key.toLowerCase()}`;
  return TOOLS.find((tool) => KEYS[tool] === key) ?? null;
}

/** Whether `value` names a tool. */
export const isTool = (value: unknown): value is EditTool => (TOOLS as readonly unknown[]).includes(value);

/** The tools and panels a `tools` value offers, and the names in it that are neither. Unset,
 * empty, or naming nothing known, it offers every tool and panel; a list without any panel's
 * name shows every panel, one with only panels' names no tool. */
export function readTools(value: string | null | undefined): {
  tools: EditTool[];
  panels: EditPanel[];
  unknown: string[];
} {
  const names = (value ?? '').split(/[\s,]+/).filter(Boolean);
  const tools = TOOLS.filter((tool) => names.includes(tool));
  const panels = PANELS.filter((panel) => names.includes(panel));
  const unknown = names.filter((name) => !isTool(name) && !(PANELS as readonly string[]).includes(name));
  if (tools.length === 0 && panels.length === 0) return { tools: [...TOOLS], panels: [...PANELS], unknown };
  return { tools, panels: panels.length > 0 ? panels : [...PANELS], unknown };
}
