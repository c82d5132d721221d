// The root header: the game's settings as the root node of its record says them. SZ, KM, RU and
// HA are read from a record's root into a game's settings, and written into a new game's root;
// a game keeps KM and RU in step with `komi` and `rules`, and toSgf() writes the header first.
import { handicapPoints } from '../handicap.js';
import type { GameNode } from './node.js';
import type { ScoringRules } from '../options.js';
import { warnAt, type RecordWarning } from './record.js';
import { isBoardSize, parseSize } from '../sgf/compose.js';
import { SgfError } from '../sgf/errors.js';
import type { TextLocation } from '../sgf/location.js';
import { expandPoints, formatPoint } from '../sgf/points.js';
import type { SgfNode, SgfSize } from '../sgf/types.js';

/** The settings a record's root gives a game. */
export interface RecordSettings {
  width: number;
  height: number;
  komi: number;
  rules: ScoringRules;
  handicap: number;
}

/** Where a property of the record's root starts in its text, for errors about its value. */
export type LocateRootProperty = (identifier: string) => TextLocation | null;

/** The largest board the core plays on. */
const MAX_GAME_SIZE = 25;
/** The board of a record without a readable SZ, unless its stones need a larger one. */
const DEFAULT_GAME_SIZE = 19;

/** SZ's value for a board: '19', or '19:13' for a rectangular one. */
export function sizeValue(width: number, height: number): string {
  return width === height ? `${width}` : `${width}:${height}`;
}

/** RU's value for scoring rules: the rule sets of the two ways of counting (area: Chinese,
 * territory: Japanese), which every SGF reader knows. */
export function rulesValue(rules: ScoringRules): string {
  return rules === 'area' ? 'Chinese' : 'Japanese';
}

/** The scoring rules an RU value names: territory for Japanese and Korean rules (and any value
 * that says territory), area for every other (Chinese, AGA, New Zealand, ...) and none. */
export function rulesOf(value: string | undefined): ScoringRules {
  return /japan|korea|territory/i.test(value ?? '') ? 'territory' : 'area';
}

/** The komi a KM value gives (a decimal comma read as a point), or null for a value that is no
 * number; an empty or missing KM is 0, as SGF readers commonly take it. */
export function komiOf(value: string | undefined): number | null {
  const text = value?.trim();
  if (!text) return 0;
  const komi = Number(text.replace(',', '.'));
  return Number.isFinite(komi) ? komi : null;
}

/** The handicap an HA value gives: a whole number, else 0. */
export function handicapOf(value: string | undefined): number {
  const text = value?.trim() ?? '0';
  return /^\d+$/.test(text) ? Number(text) : 0;
}

/**
 * Board size, komi, rules and handicap from a root node. An SZ that is no board size (the reader
 * has reported it) gives 19x19, or the square board the stones need, up to 25x25; a board larger
 * than 25x25 is an SgfError located by `locate`. Komi is 0 when the record gives none, as SGF
 * readers commonly take it; the territory rules are chosen for Japanese and Korean rules.
 */
export function settingsOf(root: SgfNode, warn?: RecordWarning, locate?: LocateRootProperty): RecordSettings {
  const sizeText = root.props.SZ?.[0];
  const { width, height } =
    sizeText === undefined || isBoardSize(sizeText) ? parseSize(sizeText) : sizeStonesNeed(root);
  if (width > MAX_GAME_SIZE || height > MAX_GAME_SIZE) {
    const { line, column } = locate?.('SZ') ?? { line: 1, column: 1 };
    throw new SgfError(
      `Expected a board of at most ${MAX_GAME_SIZE}x${MAX_GAME_SIZE}, found SZ[${sizeText}]`,
      line,
      column,
    );
  }
  let komi = komiOf(root.props.KM?.[0]);
  if (komi === null) {
    warnAt(warn, `Expected KM to be a number such as 6.5, found '${root.props.KM![0]!.trim()}'; komi 0 is used.`);
    komi = 0;
  }
  return { width, height, komi, rules: rulesOf(root.props.RU?.[0]), handicap: handicapOf(root.props.HA?.[0]) };
}

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

/** Writes a new game's settings into its root, which has no properties yet: SZ, KM, RU, and HA
 * with the handicap stones. */
export function writeHeader(root: GameNode, { width, height, komi, rules, handicap }: RecordSettings): void {
  // Filled in directly: the root is new, with no game following it yet (every game makes one).
  const props: Record<string, string[]> = { SZ: [sizeValue(width, height)], KM: [`${komi}`], RU: [rulesValue(rules)] };
  if (handicap > 0) {
    props.HA = [`${handicap}`];
    props.AB = handicapPoints(width, handicap).map(formatPoint);
  }
  root.props = props;
}

/** The root's properties as toSgf() writes them: the header this writer vouches for first (FF[4],
 * GM[1], CA[UTF-8], the application, the size), then every other property as read. */
export function sgfHeader(props: Record<string, string[]>, width: number, height: number): Record<string, string[]> {
  const header: Record<string, string[]> = {
    FF: ['4'],
    GM: ['1'],
    CA: ['UTF-8'],
    AP: props.AP ?? ['go-board'],
    SZ: [sizeValue(width, height)],
  };
  for (const [name, values] of Object.entries(props)) if (!(name in header)) header[name] = values;
  return header;
}
