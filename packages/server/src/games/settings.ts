import { Game } from '@go-board/rules';
import { describe } from '../protocol/parse.js';
import type { ClockSettings } from '../protocol/messages.js';

/** What `POST /games` takes, every field checked and every default filled in. */
export interface GameSettings {
  size: number;
  komi: number;
  handicap: number;
  rules: 'area' | 'territory';
  ko: 'simple' | 'positional' | 'situational';
  clock: ClockSettings;
  /** One link for both players: the first two to open it sit down. */
  open: boolean;
}

/** A request the server refuses, with the HTTP status and the words it answers. */
export class BadRequestError extends Error {
  override name = 'BadRequestError';
  readonly status: number;

  constructor(message: string, status = 400) {
    super(message);
    this.status = status;
  }
}

const FIELDS = ['size', 'komi', 'handicap', 'rules', 'ko', 'clock', 'open'];

/** The clock types and the fields (seconds, or days) each one takes; `max` is optional. */
const CLOCK_FIELDS: Record<ClockSettings['type'], string[]> = {
  none: [],
  absolute: ['main'],
  'byo-yomi': ['main', 'periods', 'period'],
  canadian: ['main', 'stones', 'period'],
  fischer: ['main', 'increment', 'max'],
  correspondence: ['days'],
};

/** The longest time any clock field may give: 60 days, in seconds (days for correspondence). */
const MAX_SECONDS = 60 * 86_400;

/** Checks the body of `POST /games`; throws a BadRequestError naming the first bad field. */
export function readGameSettings(body: unknown): GameSettings {
  if (body === undefined) body = {};
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new BadRequestError(`Expected a JSON object such as {"size":19,"komi":6.5}, received ${describe(body)}.`);
  }
  const given = body as Record<string, unknown>;
  for (const name of Object.keys(given)) {
    if (!FIELDS.includes(name)) {
      throw new BadRequestError(`Expected only the fields ${FIELDS.join(', ')}, received the unknown field "${name}".`);
    }
  }
  if (given.size !== undefined && (!Number.isInteger(given.size) || (given.size as number) < 2)) {
    throw new BadRequestError(`Expected "size" to be an integer in 2..25, received ${describe(given.size)}.`);
  }
  if (given.open !== undefined && typeof given.open !== 'boolean') {
    throw new BadRequestError(`Expected "open" to be true or false, received ${describe(given.open)}.`);
  }
  if (given.komi !== undefined && (typeof given.komi !== 'number' || Math.abs(given.komi) > 1000)) {
    throw new BadRequestError(`Expected "komi" to be a number such as 6.5, received ${describe(given.komi)}.`);
  }
  const options = {
    size: (given.size as number | undefined) ?? 19,
    komi: (given.komi as number | undefined) ?? 6.5,
    handicap: (given.handicap as number | undefined) ?? 0,
    rules: (given.rules as GameSettings['rules'] | undefined) ?? 'area',
    ko: (given.ko as GameSettings['ko'] | undefined) ?? 'simple',
  };
  try {
    // The rules package checks size, komi, handicap, rules and ko with its own words.
    new Game(options).dispose();
  } catch (error) {
    throw new BadRequestError((error as Error).message);
  }
  return { ...options, clock: readClockSettings(given.clock), open: given.open === true };
}

function readClockSettings(value: unknown): ClockSettings {
  if (value === undefined || value === null) return { type: 'none' };
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new BadRequestError(
      `Expected "clock" to be an object such as {"type":"byo-yomi","main":600,"periods":5,"period":30}, received ${describe(value)}.`,
    );
  }
  const clock = value as Record<string, unknown>;
  const type = clock.type as ClockSettings['type'];
  if (typeof type !== 'string' || !Object.hasOwn(CLOCK_FIELDS, type)) {
    throw new BadRequestError(
      `Expected "clock.type" to be one of ${Object.keys(CLOCK_FIELDS).join(', ')}, received ${describe(type)}.`,
    );
  }
  const fields = CLOCK_FIELDS[type];
  for (const name of Object.keys(clock)) {
    if (name !== 'type' && !fields.includes(name)) {
      throw new BadRequestError(
        `Expected a ${type} clock with ${fields.join(', ') || 'no fields'}, received the unknown field "clock.${name}".`,
      );
    }
  }
  for (const name of fields) {
    const field = clock[name];
    if (field === undefined && name === 'max') continue;
    const whole = name === 'periods' || name === 'stones';
    const positive = name !== 'increment' && !(name === 'main' && type !== 'absolute' && type !== 'fischer');
    const valid =
      typeof field === 'number' &&
      Number.isFinite(field) &&
      (!whole || Number.isInteger(field)) &&
      (positive ? field > 0 : field >= 0) &&
      field <= MAX_SECONDS;
    if (!valid) {
      const unit = whole ? 'an integer' : name === 'days' ? 'a number of days' : 'a number of seconds';
      throw new BadRequestError(
        `Expected "clock.${name}" to be ${unit} ${positive ? 'above 0' : 'from 0'}, received ${describe(field)}.`,
      );
    }
  }
  return clock as unknown as ClockSettings;
}
