// The element's settings as a page writes them, checked. A value the board cannot use is not
// quietly turned into something else: the board says which attribute, what it was given and what
// it expected (a `go-error`, and a console warning for the page's author), then carries on with
// a sane value, as a <video> with a bad `preload` would.
import type { ReactiveElement } from 'lit';
import { pointName } from '@go-board/rules';
import { parseRegion, viewCorners, wholeBoard, type BoardRegion } from './board/coordinates.js';
import { COORDINATE_STYLES } from './board/coordinate-styles.js';
import { GoErrorEvent } from './events/go-error.js';
import { enBoard } from './words/en-board.js';
import type { Words } from './words/words.js';

/** `view` replays records (the default); `play` makes the board a playing board; `problem`
 * makes it a Go problem (tsumego) whose record holds the solution; `edit` an editor of its record. */
export type GoBoardMode = 'view' | 'play' | 'problem' | 'edit';

/** Which colours the local user may play: `both` for two players at one device. */
export type GoBoardPlayer = 'black' | 'white' | 'both';

/**
 * When a click or tap needs a second one on the same point to play: `touch` (the default) for
 * taps only, where a finger hides the point; `always`; or `never`. The keyboard's cursor is a
 * preview already, so Enter always plays at once.
 */
export type ConfirmMoves = 'touch' | 'always' | 'never';

/** Reads `confirm-moves`: the bare attribute means `always`; an unknown value the default. */
export function parseConfirmMoves(value: string | null): ConfirmMoves {
  if (value === null) return 'touch';
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'always') return 'always';
  return text === 'never' ? 'never' : 'touch';
}

/** The looks the element ships with: `wood`, a flat black-and-white `book` style for diagrams,
 * and `dark`. Every colour can also be set through the `--go-board-*` properties. */
export type GoBoardTheme = 'wood' | 'book' | 'dark';

/** Which replay controls to show under the board. */
export type GoBoardControls = 'full' | 'minimal' | 'none';

/** Who plays the colour the local user does not: `bot`, the built-in bot; null, someone elsewhere (or nobody). */
export type GoBoardOpponent = 'bot' | null;

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

const oneOf = (...values: readonly (string | number | boolean | null)[]): Check => ({
  expected: values.map((value) => value ?? '(none)').join(' | '),
  fallback: values[0],
  valid: (value) => values.includes(value as string),
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
const CHECKS = {
  size: wholeNumber(1, 25, 19),
  theme: oneOf('wood', 'book', 'dark'),
  controls: oneOf('full', 'minimal', 'none'),
  mode: oneOf('view', 'play', 'problem', 'edit'),
  autoplayDelay: atLeast(0, 1500),
  komi: {
    expected: 'a finite number, such as 6.5',
    fallback: 6.5,
    keepPrevious: true,
    valid: (value) => typeof value === 'number' && Number.isFinite(value),
  },
  handicap: {
    expected: '0 | 2-9',
    fallback: 0,
    valid: (value) => value === 0 || (Number.isInteger(value) && (value as number) >= 2 && (value as number) <= 9),
  },
  rules: { ...oneOf('area', 'territory'), keepPrevious: true },
  ko: oneOf('simple', 'positional', 'situational'),
  player: oneOf('both', 'black', 'white'),
  replyDelay: atLeast(0, 400),
  opponent: oneOf(null, 'bot'),
  botLevel: wholeNumber(1, 10, 3),
  botTime: {
    expected: 'a number of seconds above 0, such as 2',
    fallback: null,
    valid: (value) => value === null || (typeof value === 'number' && Number.isFinite(value) && value > 0),
  },
  botColor: oneOf(null, 'black', 'white'),
  gameIndex: wholeNumber(0, Infinity, 0),
  coordinates: oneOf(true, false, ...COORDINATE_STYLES),
  stones: oneOf(null, 'realistic', 'flat'),
  lastMove: oneOf('ring', 'dot', 'number', 'none'),
  rotate: oneOf(0, 90, 180, 270),
  flip: oneOf(null, 'horizontal', 'vertical'),
  soundVolume: {
    ...atLeast(0, 0.5),
    expected: 'a number from 0 to 1',
    valid: (value) => (value as number) >= 0 && (value as number) <= 1,
  },
  tree: oneOf('none', 'side', 'below'),
  analysisPerspective: oneOf('auto', 'black', 'white', 'side-to-move'),
} satisfies Record<string, Check>;

/** The name of a property checked as it changes. */
type CheckedProperty = keyof typeof CHECKS;

/** What the element offers the checks: the properties they check, and its attributes as written. */
export type AttributeHost = HTMLElement & Record<CheckedProperty, unknown>;

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
  // Object.entries names any object's keys strings: these are CHECKS' own.
  for (const [property, check] of Object.entries(CHECKS) as [CheckedProperty, Check][]) {
    if (!changed.has(property)) continue;
    const value = host[property];
    if (check.valid(value)) continue;
    const previous = changed.get(property);
    const fallback = check.keepPrevious && check.valid(previous) ? previous : check.fallback;
    // Each property's attribute is named once, where the element declares it (its static properties).
    const attribute = (host.constructor as typeof ReactiveElement).elementProperties.get(property)!.attribute as string;
    problems.push({
      attribute,
      received: written(host, attribute, value),
      expected: check.expected,
      fallback: String(fallback ?? '(none)'),
    });
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
  return readMoveTarget(value) === null
    ? { attribute: 'move', received: String(value), expected: 'last | 0, 1, 2 ...', fallback: '0' }
    : null;
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
  const name = ({ left, top, right, bottom }: BoardRegion): string =>
    `${pointName({ x: left, y: bottom }, height)}:${pointName({ x: right, y: top }, height)}`.toLowerCase();
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
  return index < count
    ? null
    : {
        attribute: 'game',
        received: String(index),
        expected: `0-${count - 1} (the record holds ${count} games)`,
        fallback: '0',
      };
}

/** Says each attribute value the board could not use, and what it uses instead: a go-error for
 * the page, a warning for its author. The board carries on. */
export class AttributeReporter {
  readonly #host: AttributeHost & { requestUpdate(): void };
  readonly #words: () => Words;
  /** Problems found while the board may not be on the page yet: said in the next update. */
  #unsaid: AttributeProblem[] = [];

  constructor(host: AttributeHost & { requestUpdate(): void }, words: () => Words) {
    this.#host = host;
    this.#words = words;
  }

  /** Keeps `problem` to say in the next update (an attribute is read before the board is on the page). */
  later(problem: AttributeProblem | null): void {
    if (!problem) return;
    this.#unsaid.push(problem);
    this.#host.requestUpdate();
  }

  /** Checks the settings that changed, setting bad ones back to their fallback, and says every
   * problem (those kept for later too); returns them. */
  check(changed: ReadonlyMap<PropertyKey, unknown>): AttributeProblem[] {
    const problems = [...this.#unsaid.splice(0), ...checkSettings(this.#host, changed)];
    for (const problem of problems) this.report(problem);
    return problems;
  }

  report(problem: AttributeProblem | null): void {
    if (!problem) return;
    const { attribute, received, expected, fallback } = problem;
    const error = new RangeError(enBoard.badAttribute(attribute, received, expected, fallback));
    console.warn(`<go-board>: ${error.message}`);
    this.#host.dispatchEvent(
      new GoErrorEvent(
        this.#words().badAttribute(attribute, received, expected, fallback),
        error,
        'attribute',
        attribute,
      ),
    );
  }
}
