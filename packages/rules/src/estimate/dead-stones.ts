import type { Game } from '../game/game.js';
import { pointOf, type Point } from '../point.js';
import { estimatePosition, type EstimateOptions } from './ownership.js';

/**
 * The stones the playouts find dead in the game's position, row by row: for the scoring phase,
 * to propose to players (who may toggle them) before `game.score({ dead })`. Chains of one colour
 * around the same eye or territory are decided together; a group is dead when the other colour
 * owns its points in most playouts. Stones in seki stay alive.
 *
 * ```ts
 * game.deadStones = await guessDeadStones(game, { playouts: 2000 });
 * game.result;   // counted without them
 * ```
 *
 * Takes the options of `estimateOwnership()` and rejects the same way.
 */
export async function guessDeadStones(game: Game, options?: EstimateOptions): Promise<Point[]> {
  const { dead } = await estimatePosition(game, options, 'guessDeadStones()');
  return deadPointsOf(dead, game.width);
}

/** The points of a dead-stone mask (one byte per point, row by row), row by row. */
export function deadPointsOf(dead: Uint8Array, width: number): Point[] {
  const points: Point[] = [];
  dead.forEach((isDead, index) => {
    if (isDead) points.push(pointOf(index, width));
  });
  return points;
}
