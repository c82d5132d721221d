// How the board is turned on the screen: rotated by quarter turns, mirrored, and with the colours
// swapped. The record never changes: the drawing is placed under one SVG transform, and the few
// things that must stay upright on a turned board (text, marks, the light on the stones) are turned
// back where they stand. A pointer on the screen maps back to the record's point here, so clicks,
// the keyboard cursor, coordinates, announcements and go-move all stay in the record's coordinates.
// This file is what every board needs (the upright board); turns.ts makes the others, and is
// loaded only by a board that is turned.

type Point = { x: number; y: number };

/** The map of a board's points to the screen and back. */
export interface PointMap {
  /** Where the record's point is on the screen, in the drawing's units. */
  shown(point: Point): Point;
  /** The record's point drawn at a point of the screen. */
  recorded(point: Point): Point;
  /** The SVG transform that draws the record's points where they are shown; null when upright. */
  transform: string | null;
}

/** The way a board is shown. */
export interface Orientation {
  /** A short name, the same for the same orientation: '' upright. */
  readonly key: string;
  readonly swapColors: boolean;
  /** Whether the record's columns run up and down the screen (a quarter turn). */
  readonly sideways: boolean;
  /** The map of a `width` x `height` board's points. */
  points(width: number, height: number): PointMap;
  /** The transform that stands a thing drawn at the record's `point` upright again (a label, a
   * triangle): the board's turn undone about that point. Null when upright. */
  upright(point: Point): string | null;
  /** The direction on the record's board of a step taken on the screen (an arrow key, the light). */
  step(step: Point): Point;
}

const SAME: PointMap = { shown: (point) => point, recorded: (point) => point, transform: null };

export const UPRIGHT: Orientation = {
  key: '',
  swapColors: false,
  sideways: false,
  points: () => SAME,
  upright: () => null,
  step: (step) => step,
};

/** The stones of a board (0 empty, 1 black, 2 white) as they are drawn: the colours swapped or not. */
export function shownStones(orientation: Orientation, board: Uint8Array): Uint8Array {
  return orientation.swapColors ? board.map((stone) => (stone === 0 ? 0 : 3 - stone)) : board;
}
