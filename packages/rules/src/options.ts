import { describe } from './color.js';
import { checkHandicap } from './handicap.js';

/** How the game is counted: 'area' (Chinese) or 'territory' (Japanese). */
export const ScoringRules = { Area: 'area', Territory: 'territory' } as const;
export type ScoringRules = (typeof ScoringRules)[keyof typeof ScoringRules];

/** Which repetitions are forbidden: the immediate ko only, or every earlier position (superko). */
export const KoRule = { Simple: 'simple', Positional: 'positional', Situational: 'situational' } as const;
export type KoRule = (typeof KoRule)[keyof typeof KoRule];

/** Options of `new Game()`. Every one has the seed's default. */
export interface GameOptions {
  /** Board size, 1..25 (default 19). */
  size?: number;
  /** Width and height of a rectangular board, 1..25 each; default `size`. */
  width?: number;
  height?: number;
  /** Points given to White (default 6.5). */
  komi?: number;
  /** Fixed handicap stones for Black, placed on the star points; White then moves first. */
  handicap?: number;
  /** The ko rule (default 'simple'). */
  ko?: KoRule;
  /** The scoring rules (default 'area'). */
  rules?: ScoringRules;
}

/** Game options with every default filled in and every value checked. */
export interface ResolvedGameOptions {
  width: number;
  height: number;
  komi: number;
  handicap: number;
  ko: KoRule;
  rules: ScoringRules;
}

function checkDimension(value: unknown, name: string): number {
  if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > 25) {
    throw new RangeError(`Expected ${name} to be an integer in 1..25, received ${describe(value)}.`);
  }
  return value as number;
}

/** Checks a scoring rules name. */
export function checkRules(rules: unknown): ScoringRules {
  if (rules !== 'area' && rules !== 'territory') {
    throw new RangeError(`Expected rules to be 'area' or 'territory', received ${describe(rules)}.`);
  }
  return rules;
}

/** Checks a komi value. */
export function checkKomi(komi: unknown): number {
  if (typeof komi !== 'number' || !Number.isFinite(komi)) {
    throw new RangeError(`Expected komi to be a finite number such as 6.5, received ${describe(komi)}.`);
  }
  return komi;
}

/** Fills in defaults and checks every option; throws a RangeError that names the bad value. */
export function resolveGameOptions(options: unknown): ResolvedGameOptions {
  if (options === undefined) options = {};
  if (options === null || typeof options !== 'object') {
    throw new RangeError(`Expected game options to be an object, received ${describe(options)}.`);
  }
  const given = options as Record<string, unknown>;
  const size = given.size === undefined ? undefined : checkDimension(given.size, 'size');
  const width = given.width === undefined ? (size ?? 19) : checkDimension(given.width, 'width');
  const height = given.height === undefined ? (size ?? width) : checkDimension(given.height, 'height');
  const komi = given.komi === undefined ? 6.5 : checkKomi(given.komi);
  const ko = given.ko ?? 'simple';
  if (ko !== 'simple' && ko !== 'positional' && ko !== 'situational') {
    throw new RangeError(`Expected ko to be 'simple', 'positional' or 'situational', received ${describe(ko)}.`);
  }
  const rules = given.rules === undefined ? 'area' : checkRules(given.rules);
  const handicap = checkHandicap(given.handicap ?? 0, width, height);
  return { width, height, komi, handicap, ko, rules };
}
