// Setup as an editor writes it: a point made black, white or empty (SGF AB, AW, AE) and the side
// to move (PL), on the node of the position shown. SGF keeps setup out of nodes that hold a move,
// so on such a node the setup goes into a new node after it, which the game goes to.
import { Color, checkColor } from '../color.js';
import type { Game } from '../game/game.js';
import { GameNode } from '../game/node.js';
import { checkPoint, pointArgument, type Point } from '../point.js';
import { addPoint, removePoint } from './point-lists.js';

const SETUP = ['AB', 'AW', 'AE'] as const;

/** The node setup goes into at the position shown: the current node when it holds no move (the
 * root, or a node of setup), else a new node after it, which the game goes to. */
export function setupNode(game: Game): GameNode {
  const node = game.node;
  if (node.color === null) return node;
  const child = new GameNode(node, null);
  node.children.push(child);
  game.goTo(child);
  return child;
}

/**
 * Makes `point` of the position shown black, white or empty (`stone` null) with the least
 * setup: the point leaves the setup node's AB, AW and AE, and goes into the one it needs if the
 * position before that node does not already have it so. Returns false, changing nothing, when
 * the point is that already. Throws a RangeError for a point off the board or another stone.
 */
export function setupPoint(game: Game, point: Point, stone: Color | null): boolean;
/** @deprecated Pass a `Point`: `setupPoint(game, { x, y }, stone)`. The separate `(x, y)` form goes in the next major release. */
export function setupPoint(game: Game, x: number, y: number, stone: Color | null): boolean;
export function setupPoint(
  game: Game,
  given: Point | number,
  row: number | Color | null,
  color?: Color | null,
): boolean {
  const { x, y } = pointArgument(given, row as number);
  checkPoint(x, y, game.width, game.height);
  // Only a point on the board gets here: the deprecated (x, y) form gives the stone third.
  const stone = typeof given === 'number' ? color! : (row as Color | null);
  if (stone !== null) checkColor(stone, 'stone');
  const point = { x, y } as Point;
  if (game.at(point) === stone) return false;
  const node = setupNode(game);
  for (const name of SETUP) removePoint(node, name, point);
  // Without this node's own word on the point, the position shows what came before it there.
  if (game.at(point) !== stone)
    addPoint(node, stone === Color.Black ? 'AB' : stone === Color.White ? 'AW' : 'AE', point);
  return true;
}

/** The side to move that `node` itself sets (PL: B or W, FF[3]'s 1 or 2), or null when it sets none. */
export function playerToMoveOf(node: GameNode): Color | null {
  const player = node.props.PL?.[0]?.trim().toUpperCase();
  return player === 'B' || player === '1' ? Color.Black : player === 'W' || player === '2' ? Color.White : null;
}

/** Sets the side to move at the position shown (PL, on the setup node), or with null takes the
 * current node's PL away. Throws a RangeError for another value. */
export function setPlayerToMove(game: Game, color: Color | null): void {
  if (color === null) return game.node.deleteProperty('PL');
  checkColor(color, 'the player to move');
  setupNode(game).setProperty('PL', [color === Color.Black ? 'B' : 'W']);
}
