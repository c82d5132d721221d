// The orientations of a turned board (see orientation.ts): each of the eight rotations and mirror
// images of a board is a 2x2 matrix [xx, xy, yx, yy] of -1, 0 and 1 (screen x = xx * x + xy * y,
// screen y = yx * x + yy * y, about the board's middle). Loaded by a board that is turned.
import type { Orientation, PointMap } from './orientation.js';

/** Quarter turns clockwise, in degrees (the `rotate` attribute). */
export type Rotation = 0 | 90 | 180 | 270;
/** A mirror image (the `flip` attribute): left and right swapped, or top and bottom. */
export type Flip = 'horizontal' | 'vertical' | null;

/** The way the board is turned, as a page writes it. */
export interface OrientationSettings {
  rotate: Rotation;
  flip: Flip;
  swapColors: boolean;
}

type Matrix = readonly [number, number, number, number];
type Point = { x: number; y: number };

const multiply = ([a, b, c, d]: Matrix, [e, f, g, h]: Matrix): Matrix => [
  a * e + b * g,
  a * f + b * h,
  c * e + d * g,
  c * f + d * h,
];
/** A point through a matrix; `+ 0` turns the -0 of a mirrored 0 into 0. */
const apply = ([a, b, c, d]: Matrix, { x, y }: Point): Point => ({ x: a * x + b * y + 0, y: c * x + d * y + 0 });
/** The SVG transform of a matrix and a shift. */
const transform = ([a, b, c, d]: Matrix, { x, y }: Point): string => `matrix(${a} ${c} ${b} ${d} ${x + 0} ${y + 0})`;

/** The quarter turns clockwise, on a screen whose y axis points down. */
const QUARTER_TURNS: Record<Rotation, Matrix> = {
  0: [1, 0, 0, 1],
  90: [0, -1, 1, 0],
  180: [-1, 0, 0, -1],
  270: [0, 1, -1, 0],
};
const MIRRORS = { horizontal: [-1, 0, 0, 1], vertical: [1, 0, 0, -1] } as const;

/** The orientation of a matrix, and whether the colours are swapped. */
function turned(matrix: Matrix, swapColors: boolean): Orientation & { matrix: Matrix } {
  // The inverse of a rotation or a mirror image is its transpose.
  const [a, b, c, d] = matrix;
  const back: Matrix = [a, c, b, d];
  const upright = a === 1 && b === 0 && c === 0 && d === 1;
  const sideways = a === 0;
  return {
    matrix,
    key: `${matrix.join('')}${swapColors ? 's' : ''}`,
    swapColors,
    sideways,
    points(width, height): PointMap {
      // Turned about the board's middle, which lands on the middle of the board as shown.
      const middle = { x: (width - 1) / 2, y: (height - 1) / 2 };
      const turnedMiddle = apply(matrix, middle);
      const shift = {
        x: (sideways ? middle.y : middle.x) - turnedMiddle.x,
        y: (sideways ? middle.x : middle.y) - turnedMiddle.y,
      };
      return {
        shown: (point) => {
          const at = apply(matrix, point);
          return { x: at.x + shift.x, y: at.y + shift.y };
        },
        recorded: ({ x, y }) => apply(back, { x: x - shift.x, y: y - shift.y }),
        transform: upright ? null : transform(matrix, shift),
      };
    },
    upright(point) {
      if (upright) return null;
      const at = apply(back, point);
      return transform(back, { x: point.x - at.x, y: point.y - at.y });
    },
    step: (step) => apply(back, step),
  };
}

/** The orientation a page asks for: mirrored first, then turned. */
export function orientation({ rotate, flip, swapColors }: OrientationSettings): Orientation {
  const turn = QUARTER_TURNS[rotate] ?? QUARTER_TURNS[0];
  return turned(flip ? multiply(turn, MIRRORS[flip]) : turn, swapColors);
}

/** `inner` seen through `outer`: a problem's random orientation under the page's own. */
export function combine(outer: Orientation, inner: Orientation): Orientation {
  const matrix = (orientation: Orientation): Matrix =>
    (orientation as Partial<ReturnType<typeof turned>>).matrix ?? QUARTER_TURNS[0];
  return turned(multiply(matrix(outer), matrix(inner)), outer.swapColors !== inner.swapColors);
}
