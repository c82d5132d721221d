/** The two sides of a game of Go, as the API names them. */
export const Color = { Black: 'black', White: 'white' } as const;
export type Color = (typeof Color)[keyof typeof Color];

/** The colour that plays after `color`. */
export function opposite(color: Color): Color {
  return color === Color.Black ? Color.White : Color.Black;
}

/** The core's number for a colour: 1 black, 2 white. */
export function toCoreColor(color: Color): 1 | 2 {
  return color === Color.Black ? 1 : 2;
}

/** The colour of a core number; 0 (empty) is null. */
export function fromCoreColor(value: number): Color | null {
  return value === 1 ? Color.Black : value === 2 ? Color.White : null;
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
