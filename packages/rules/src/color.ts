import { Stone } from './stone.js';

/** The two sides of a game of Go, as the API names them. */
export const Color = { Black: 'black', White: 'white' } as const;
export type Color = (typeof Color)[keyof typeof Color];

/** The colour that plays after `color`. */
export function opposite(color: Color): Color {
  return color === Color.Black ? Color.White : Color.Black;
}

/** The core's number for a colour, as `game.board` holds it: Stone.Black or Stone.White. */
export function toCoreColor(color: Color): typeof Stone.Black | typeof Stone.White {
  return color === Color.Black ? Stone.Black : Stone.White;
}

/** The colour of a core number; Stone.Empty is null. */
export function fromCoreColor(value: number): Color | null {
  return value === Stone.Black ? Color.Black : value === Stone.White ? Color.White : null;
}

/** Checks a colour argument, for functions that take one from callers. */
export function checkColor(color: unknown, what = 'color'): Color {
  if (color !== Color.Black && color !== Color.White) {
    throw new RangeError(`Expected ${what} to be 'black' or 'white', received ${describe(color)}.`);
  }
  return color;
}

/** A short, safe rendering of any value for error messages. */
export function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'bigint') return `${value}n`;
  if (value === null || typeof value !== 'object') return String(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}
