import { deadPointsOf } from '../estimate/dead-stones.js';
import type { Game } from '../game.js';
import { pointIndex, pointOf } from '../point.js';
import { Stone } from '../stone.js';
import type { EstimateOutcome } from '../worker/jobs.js';

/** The statuses GTP's final_status_list asks about. */
export const StoneStatus = { Alive: 'alive', Dead: 'dead', Seki: 'seki' } as const;
export type StoneStatus = (typeof StoneStatus)[keyof typeof StoneStatus];

/** How far from a side's full ownership (1) a living group's stones may average and still be
 * called alive rather than seki: playouts break a seki now and then, so its stones average well
 * short of their colour, while a group with two eyes stays close to it. */
const SEKI_OWNERSHIP = 0.6;

/** The points beside `index` on the board, as indexes. */
function neighbours(index: number, width: number, height: number): number[] {
  const { x, y } = pointOf(index, width);
  const beside = [{ x: x - 1, y }, { x: x + 1, y }, { x, y: y - 1 }, { x, y: y + 1 }];
  return beside.filter((point) => point.x >= 0 && point.y >= 0 && point.x < width && point.y < height).map((point) => pointIndex(point, width));
}

/**
 * The groups of each status (Game.groupAt: chains sharing an eye or territory), each as a list
 * of point indexes (y * width + x). Dead stones are the playouts' guess, which decides a group
 * as a whole; a living group is in seki when its stones are owned weakly and it shares a liberty
 * with a living group of the other colour (which filling would put in atari).
 */
export function groupsByStatus(game: Game, estimate: EstimateOutcome): Record<StoneStatus, number[][]> {
  const { width, height } = game;
  const board = game.board;
  const dead = deadPointsOf(estimate.dead, width);
  const isAlive = (index: number): boolean => board[index] !== Stone.Empty && !estimate.dead[index];
  const seen = new Uint8Array(board.length);
  const result: Record<StoneStatus, number[][]> = { alive: [], dead: [], seki: [] };
  for (let index = 0; index < board.length; index++) {
    if (board[index] === Stone.Empty || seen[index]) continue;
    const { x, y } = pointOf(index, width);
    const alive = isAlive(index);
    // Should the guess ever split a group, each part is listed as it was judged.
    const stones = game.groupAt(x, y, dead).map((point) => pointIndex(point, width)).filter((stone) => !seen[stone] && isAlive(stone) === alive);
    for (const stone of stones) seen[stone] = 1;
    let status: StoneStatus = alive ? StoneStatus.Alive : StoneStatus.Dead;
    if (alive) {
      const color = board[index]!;
      const sign = color === Stone.Black ? 1 : -1;
      const owned = stones.reduce((sum, stone) => sum + sign * estimate.ownership[stone]!, 0) / stones.length;
      const liberties = stones.flatMap((stone) => neighbours(stone, width, height)).filter((point) => board[point] === Stone.Empty);
      const sharesLiberty = liberties.some((liberty) =>
        neighbours(liberty, width, height).some((point) => isAlive(point) && board[point] !== color),
      );
      if (owned < SEKI_OWNERSHIP && sharesLiberty) status = StoneStatus.Seki;
    }
    result[status].push(stones);
  }
  return result;
}
