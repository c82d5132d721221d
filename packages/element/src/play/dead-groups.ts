// Marking dead stones at the end of a game. Players mark a whole group at once, not stone by
// stone: the chain they point at and every chain of its colour that shares an eye or territory
// with it. Kept deliberately simple, so that a player can predict what one click does:
//
//   Two chains of one colour belong together when an empty region touches both and no living
//   stone of the other colour touches that region. Stones of the other colour already marked
//   dead count as empty, so a dead invader does not split the territory it sits in.
//
// Dame and the shared liberties of a seki touch both colours, so they join nothing.

/** A board snapshot as the rules give it: row by row, 0 empty, 1 black, 2 white. */
export type Stones = Uint8Array;

/** The stones (point indexes, y * width + x) of the group at `index`: its chain and every chain
 * joined to it through regions only its colour borders. Empty for an empty point. */
export function groupAt(board: Stones, width: number, dead: ReadonlySet<number>, index: number): number[] {
  const color = board[index];
  if (!color) return [];
  const other = 3 - color;
  const height = board.length / width;
  const neighbours = (point: number): number[] => {
    const x = point % width;
    const y = (point - x) / width;
    const list: number[] = [];
    if (x > 0) list.push(point - 1);
    if (x < width - 1) list.push(point + 1);
    if (y > 0) list.push(point - width);
    if (y < height - 1) list.push(point + width);
    return list;
  };
  const isSpace = (point: number): boolean => board[point] === 0 || (board[point] === other && dead.has(point));
  /** The region of space around `start` and whether only `color` borders it. */
  const regionOf = (start: number): { points: number[]; ownOnly: boolean } => {
    const points = [start];
    const seen = new Set(points);
    let ownOnly = true;
    for (let k = 0; k < points.length; k++) {
      for (const next of neighbours(points[k]!)) {
        if (seen.has(next)) continue;
        if (isSpace(next)) {
          seen.add(next);
          points.push(next);
        } else if (board[next] === other) {
          ownOnly = false;
        }
      }
    }
    return { points, ownOnly };
  };

  const group = [index];
  const inGroup = new Set(group);
  const visitedSpace = new Set<number>();
  for (let k = 0; k < group.length; k++) {
    for (const next of neighbours(group[k]!)) {
      if (board[next] === color && !inGroup.has(next)) {
        inGroup.add(next);
        group.push(next);
      } else if (isSpace(next) && !visitedSpace.has(next)) {
        const region = regionOf(next);
        for (const point of region.points) visitedSpace.add(point);
        if (!region.ownOnly) continue;
        // Every chain of this colour around an eye or territory of its own joins the group.
        for (const point of region.points) {
          for (const beside of neighbours(point)) {
            if (board[beside] === color && !inGroup.has(beside)) {
              inGroup.add(beside);
              group.push(beside);
            }
          }
        }
      }
    }
  }
  return group;
}

/** The dead set after toggling the group at `index`: all of it dead when the stone there was
 * alive, all of it alive when it was dead. A new set; an empty point changes nothing. */
export function toggleGroup(board: Stones, width: number, dead: ReadonlySet<number>, index: number): Set<number> {
  const next = new Set(dead);
  const makeDead = !dead.has(index);
  for (const point of groupAt(board, width, dead, index)) {
    if (makeDead) next.add(point);
    else next.delete(point);
  }
  return next;
}
