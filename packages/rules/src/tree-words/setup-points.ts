// The stones a node sets up (SGF's AB, AW and AE), as points on a board: what a problem's crop is
// drawn around.
import type { Point } from '../point.js';
import type { PropertyHolder } from './game-information.js';
import { pointsOn } from './markup.js';

/** The stones a node sets up: made black (AB), white (AW) or empty (AE). */
export interface SetupPoints {
  black: Point[];
  white: Point[];
  empty: Point[];
}

/** The points `node` itself sets up (AB, AW, AE) on a width x height board. */
export function setupPoints(node: PropertyHolder, width: number, height: number): SetupPoints {
  const { props } = node;
  return {
    black: pointsOn(props.AB, width, height),
    white: pointsOn(props.AW, width, height),
    empty: pointsOn(props.AE, width, height),
  };
}
