// Marking dead stones at the end of a game. Players mark a whole group at once, not stone by
// stone: the chain they point at and every chain of its colour that shares an eye or territory
// with it, the other colour's stones already marked dead counting as empty. What a group is
// belongs to the rules: Game.groupAt.
import { pointIndex, pointOf, type Game } from '@go-board/rules';

/** The dead set (point indexes, y * width + x) after toggling the group at `index`: all of it
 * dead when the stone there was alive, all of it alive when it was dead. A new set; an empty
 * point changes nothing. */
export function toggleGroup(game: Game, dead: ReadonlySet<number>, index: number): Set<number> {
  const width = game.width;
  const next = new Set(dead);
  const makeDead = !dead.has(index);
  const { x, y } = pointOf(index, width);
  for (const point of game.groupAt(
    x,
    y,
    [...dead].map((stone) => pointOf(stone, width)),
  )) {
    if (makeDead) next.add(pointIndex(point, width));
    else next.delete(pointIndex(point, width));
  }
  return next;
}
