import { deadPointsOf } from '../estimate/dead-stones.js';
import type { Game } from '../game.js';
import { pointIndex, pointOf } from '../point.js';
import { Stone } from '../stone.js';
import type { EstimateOutcome } from '../worker/jobs.js';

/** The statuses GTP's final_status_list asks about. */
export const StoneStatus = { Alive: 'alive', Dead: 'dead', Seki: 'seki' } as const;
export type StoneStatus = (typeof StoneStatus)[keyof typeof StoneStatus];

/** The points beside `index` on the board, as indexes. */
function neighbours(index: number, width: number, height: number): number[] {
  const { x, y } = pointOf(index, width);
  const beside = [
    { x: x - 1, y },
    { x: x + 1, y },
    { x, y: y - 1 },
    { x, y: y + 1 },
  ];
  return beside
    .filter((point) => point.x >= 0 && point.y >= 0 && point.x < width && point.y < height)
    .map((point) => pointIndex(point, width));
}

/**
 * Whether `color` would put itself in atari by playing the empty point `liberty` without capturing
 * anything: the liberties it would have (its chains' there and the point's own) number one at most.
 */
function fillingIsSelfAtari(game: Game, liberty: number, color: Stone): boolean {
  const { width, height, board } = game;
  const liberties = new Set<number>();
  for (const neighbour of neighbours(liberty, width, height)) {
    const stone = board[neighbour];
    const { x, y } = pointOf(neighbour, width);
    if (stone === Stone.Empty) liberties.add(neighbour);
    else if (stone === color) for (const point of game.libertiesAt(x, y)) liberties.add(pointIndex(point, width));
    else if (game.libertiesAt(x, y).length === 1) return false;
  }
  liberties.delete(liberty);
  return liberties.size <= 1;
}

/**
 * The groups of each status (Game.groupAt: chains sharing an eye or territory), each as a list
 * of point indexes (y * width + x). Dead stones are the playouts' guess, which decides a group
 * as a whole. A living group is in seki when it shares a liberty with a living group of the other
 * colour that neither side can fill without putting itself in atari: told by its shape, since the
 * estimate's playouts never break a seki (they refuse such self-ataris), so its stones look as
 * firmly owned as any living group's.
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
    const stones = game
      .groupAt(x, y, dead)
      .map((point) => pointIndex(point, width))
      .filter((stone) => !seen[stone] && isAlive(stone) === alive);
    for (const stone of stones) seen[stone] = 1;
    let status: StoneStatus = alive ? StoneStatus.Alive : StoneStatus.Dead;
    if (alive) {
      const color = board[index] as Stone;
      const enemy = color === Stone.Black ? Stone.White : Stone.Black;
      const liberties = new Set(
        stones.flatMap((stone) => neighbours(stone, width, height)).filter((point) => board[point] === Stone.Empty),
      );
      const isSeki = [...liberties].some(
        (liberty) =>
          neighbours(liberty, width, height).some((point) => isAlive(point) && board[point] === enemy) &&
          fillingIsSelfAtari(game, liberty, color) &&
          fillingIsSelfAtari(game, liberty, enemy),
      );
      if (isSeki) status = StoneStatus.Seki;
    }
    result[status].push(stones);
  }
  return result;
}
