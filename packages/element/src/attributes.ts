// The element's settings as a page writes them, checked. A value the board cannot use is not
// quietly turned into something else: the board says which attribute, what it was given and what
// it expected (a `go-error`, and a console warning for the page's author), then carries on with
// a sane value, as a <video> with a bad `preload` would.
import { parseRegion, pointName, viewCorners, wholeBoard, type BoardRegion } from './board/coordinates.js';

/** One attribute value the board could not use. */
export interface AttributeProblem {
  /** The attribute's name, as in the page: `size`, `view`, `bot-level`. */
  attribute: string;
  /** The value as the page gave it. */
  received: string;
  /** What would have been understood, in values rather than words: `1-25`, `wood | book | dark`. */
  expected: string;
  /** What the board uses instead. */
  fallback: string;
}

/** A setting's check: the values it takes (for the message) and the one used for any other. */
interface Check {
  expected: string;
  fallback: unknown;
  valid(value: unknown): boolean;
  /** Keep the value in force before (a game's count does not change on a bad value). */
  keepPrevious?: boolean;
}

const oneOf = (...values: readonly (string | null)[]): Check => ({
  expected: values.map((value) => value ?? '(none)').join(' | '),
  fallback: values[0],
  valid: (value) => values.includes(value as string | null),
});

const wholeNumber = (low: number, high: number, fallback: number): Check => ({
  expected: high === Infinity ? `${low} or more` : `${low}-${high}`,
  fallback,
  valid: (value) => Number.isInteger(value) && (value as number) >= low && (value as number) <= high,
});

const atLeast = (low: number, fallback: number): Check => ({
  expected: `a number, ${low} or more`,
  fallback,
  valid: (value) => typeof value === 'number' && Number.isFinite(value) && value >= low,
});

/** The settings checked as they change, by property name. `move`, `view` and `game` depend on
 * the record and are checked where it is known. */
const CHECKS: Record<string, Check & { attribute: string }> = {
  size: { attribute: 'size', ...wholeNumber(1, 25, 19) },
  theme: { attribute: 'theme', ...oneOf('wood', 'book', 'dark') },
  controls: { attribute: 'controls', ...oneOf('full', 'minimal', 'none') },
  mode: { attribute: 'mode', ...oneOf('view', 'play', 'problem') },
  autoplayDelay: { attribute: 'autoplay-delay', ...atLeast(0, 1500) },
  komi: { attribute: 'komi', expected: 'a finite number, such as 6.5', fallback: 6.5, keepPrevious: true, valid: (value) => typeof value === 'number' && Number.isFinite(value) },
  handicap: { attribute: 'handicap', expected: '0 | 2-9', fallback: 0, valid: (value) => value === 0 || (Number.isInteger(value) && (value as number) >= 2 && (value as number) <= 9) },
  rules: { attribute: 'rules', ...oneOf('area', 'territory'), keepPrevious: true },
  ko: { attribute: 'ko', ...oneOf('simple', 'positional', 'situational') },
  player: { attribute: 'player', ...oneOf('both', 'black', 'white') },
  replyDelay: { attribute: 'reply-delay', ...atLeast(0, 400) },
  opponent: { attribute: 'opponent', ...oneOf(null, 'bot') },
  botLevel: { attribute: 'bot-level', ...wholeNumber(1, 10, 3) },
  botColor: { attribute: 'bot-color', ...oneOf(null, 'black', 'white') },
  gameIndex: { attribute: 'game', ...wholeNumber(0, Infinity, 0) },
};

/** What the element offers the checks: its properties, and its attributes as written. */
export interface AttributeHost extends HTMLElement {
  [property: string]: unknown;
}

/** The value as the page wrote it: the attribute's text when it is the source (a number
 * attribute's text says more than the NaN it became), else the property's value. */
function written(host: HTMLElement, attribute: string, value: unknown): string {
  const text = host.getAttribute(attribute);
  return text !== null && (Number.isNaN(value) || String(value) !== text.trim()) ? text : String(value);
}

/**
 * Checks the settings that changed; each bad one is set back to its fallback (in the same
 * update) and reported. `changed` is Lit's map of changed properties.
 */
export function checkSettings(host: AttributeHost, changed: ReadonlyMap<PropertyKey, unknown>): AttributeProblem[] {
  const problems: AttributeProblem[] = [];
  for (const [property, check] of Object.entries(CHECKS)) {
    if (!changed.has(property)) continue;
    const value = host[property];
    if (check.valid(value)) continue;
    const previous = changed.get(property);
    const fallback = check.keepPrevious && check.valid(previous) ? previous : check.fallback;
    problems.push({ attribute: check.attribute, received: written(host, check.attribute, value), expected: check.expected, fallback: String(fallback ?? '(none)') });
    host[property] = fallback;
  }
  return problems;
}

/** Reads a `move` value: `last`, or a whole number from 0; null for anything else. */
export function readMoveTarget(value: unknown): number | 'last' | null {
  if (typeof value === 'string' && value.trim().toLowerCase() === 'last') return 'last';
  const text = typeof value === 'number' ? value : String(value ?? '').trim();
  const number = text === '' ? 0 : Number(text);
  return Number.isInteger(number) && number >= 0 ? number : null;
}

/** The problem with a `move` value, or null when it is `last` or a move number. */
export function checkMove(value: unknown): AttributeProblem | null {
  return readMoveTarget(value) === null ? { attribute: 'move', received: String(value), expected: 'last | 0, 1, 2 ...', fallback: '0' } : null;
}

/** The problem with a `view` on a board of this size, or null when it names a region of it: a
 * view that is not two corners shows the whole board, one that reaches off the board is clipped
 * to it; both are said. */
export function checkView(view: string | null, width: number, height: number): AttributeProblem | null {
  if (view === null) return null;
  const corners = viewCorners(view, height);
  const onBoard = corners?.every(({ x, y }) => x >= 0 && y >= 0 && x < width && y < height);
  const region = parseRegion(view, width, height);
  if (onBoard && region) return null;
  const name = ({ left, top, right, bottom }: BoardRegion): string => `${pointName(left, bottom, height)}:${pointName(right, top, height)}`.toLowerCase();
  const sgf = (x: number, y: number): string => String.fromCharCode(97 + x, 97 + y);
  return {
    attribute: 'view',
    received: view,
    expected: `two corners on this ${width}x${height} board, such as ${name(wholeBoard(width, height))} or aa:${sgf(width - 1, height - 1)}`,
    fallback: name(region ?? wholeBoard(width, height)),
  };
}

/** The problem with a `game` index in a record of `count` games, or null. */
export function checkGameIndex(index: number, count: number): AttributeProblem | null {
  return index < count ? null : { attribute: 'game', received: String(index), expected: `0-${count - 1} (the record holds ${count} games)`, fallback: '0' };
}
