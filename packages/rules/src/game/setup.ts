// Setup stones (SGF AB, AW, AE) and the side to move (PL), as Game.setup() writes them into a node.
import { Color, checkColor, describe } from '../color.js';
import type { GameNode } from './node.js';
import { checkPoints, type Point } from '../point.js';
import { formatPoint } from '../sgf/points.js';

/** Stones for `Game.setup()`. */
export interface SetupStones {
  black?: Point[];
  white?: Point[];
  /** Points to clear. */
  empty?: Point[];
  /** Who moves next. */
  turn?: Color;
}

/** Setup stones checked against a board: each list under its SGF property, and the side to move. */
export interface CheckedSetup {
  lists: [name: 'AB' | 'AW' | 'AE', points: Point[]][];
  turn: Color | undefined;
}

/** Checks setup stones for a width x height board; the RangeError names what is wrong. */
export function checkSetup(stones: unknown, width: number, height: number): CheckedSetup {
  if (stones === null || typeof stones !== 'object') {
    throw new RangeError(`Expected setup stones as { black?, white?, empty?, turn? }, received ${describe(stones)}.`);
  }
  const given = stones as SetupStones;
  return {
    lists: [
      ['AB', checkPoints(given.black ?? [], width, height, 'setup black')],
      ['AW', checkPoints(given.white ?? [], width, height, 'setup white')],
      ['AE', checkPoints(given.empty ?? [], width, height, 'setup empty')],
    ],
    turn: given.turn === undefined ? undefined : checkColor(given.turn, 'turn'),
  };
}

/** Writes checked setup into `node`: each point once per node (a later list wins), then PL. */
export function writeSetup(node: GameNode, { lists, turn }: CheckedSetup): void {
  for (const [name, points] of lists) {
    for (const point of points) {
      const value = formatPoint(point);
      // A point is set up once per node: drop it from the other lists of this node first.
      for (const other of ['AB', 'AW', 'AE']) {
        const values = node.props[other];
        if (values?.includes(value))
          node.setProperty(
            other,
            values.filter((v) => v !== value),
          );
      }
      node.setProperty(name, [...(node.props[name] ?? []), value]);
    }
  }
  if (turn) node.setProperty('PL', [turn === Color.Black ? 'B' : 'W']);
}
