import { beforeAll, describe, expect, it } from 'vitest';
import { Game, guessDeadStones, init } from '../index.js';
import { gameFromDiagram } from '../test-support/diagram.js';

beforeAll(async () => {
  await init();
});

/** The points of a diagram that hold 'x' or 'o': the stones a test expects dead. */
function marked(rows: string[]): { x: number; y: number }[] {
  return rows.flatMap((row, y) => [...row].flatMap((cell, x) => (cell === 'x' || cell === 'o' ? [{ x, y }] : [])));
}

/** The game of a diagram where 'x' and 'o' are black and white stones that should be found dead. */
function finishedGame(rows: string[]): Game {
  return gameFromDiagram(
    rows.map((row) => row.replaceAll('x', 'X').replaceAll('o', 'O')),
    { komi: 7 },
  );
}

describe('guessDeadStones', () => {
  it("should find a big white group without eyes inside Black's territory dead, and a lone black stone in White's", async () => {
    const rows = [
      '..XXXXO..',
      '.XoooXO..',
      '.Xo.oXO..',
      '.XooXXO..',
      '.XXXX.O..',
      'XX..XXO..',
      '.X.X.XO.x',
      'XXXXXXO..',
      '.....XO..',
    ];
    const game = finishedGame(rows);
    expect(await guessDeadStones(game, { playouts: 1000, seed: 1 })).toEqual(marked(rows));
  });

  it("should leave a group with two eyes alive inside the other side's area", async () => {
    const rows = [
      '.X.XO....',
      'XXXXO....',
      'OOOOO....',
      '.........',
      'OOOOOOOOO',
      'XXXXXXXXX',
      '.........',
      '.........',
      '.........',
    ];
    const game = finishedGame(rows);
    expect(await guessDeadStones(game, { playouts: 1000, seed: 2 })).toEqual([]);
  });

  it('should leave both groups of a seki alive', async () => {
    // The inner black stones and the white stones around them share two liberties, (2, 1) and
    // (3, 1): whoever fills one is captured, so neither does.
    const rows = [
      'OXXXXOX..',
      'OX..OOX..',
      'OOOOOOX..',
      'XXXXXXX..',
      'XXXXXXXXX',
      'OOOOOOOOO',
      '.........',
      '.........',
      '.........',
    ];
    const game = finishedGame(rows);
    expect(await guessDeadStones(game, { playouts: 1000, seed: 3 })).toEqual([]);
  });

  it('should decide every stone of a group that shares one false-eyed space together', async () => {
    const rows = [
      '.........',
      '.XXXXX...',
      '.XoXoX...',
      '.Xo.oX...',
      '.XoooX...',
      '.XXXXX...',
      'OOOOOOOOO',
      '.........',
      '.........',
    ];
    const game = finishedGame(rows);
    const dead = await guessDeadStones(game, { playouts: 1000, seed: 4 });
    expect(dead).toEqual(marked(rows));
  });

  it('should find an invasion dead that has only a squared four for eyes', async () => {
    // The end of a match game against GNU Go level 1 (9x9, komi 7), which the bot as White passed
    // on at what it counted W+30: its invasion of Black's left side encloses a squared four (the
    // top-left corner), and its two stones lower down are cut off. GNU Go counted them dead, and
    // the game a draw; so does the count now, whatever the seed.
    const rows = [
      '..oXXO...',
      '..oXOOO..',
      'oooXXO...',
      'oXXXOOO..',
      'o.X.XXO..',
      '.oXXXOO..',
      '.oXXOO.O.',
      '..X.XOO..',
      '.X.XXXO..',
    ];
    const game = finishedGame(rows);
    for (const seed of [1, 2, 3]) {
      const dead = await guessDeadStones(game, { seed });
      expect(dead).toEqual(marked(rows));
      const { black, white } = game.score({ dead });
      expect(black).toBe(white);
    }
  });

  it('should find a group dead whose capture of three stones leaves it a straight three', async () => {
    // White's group in the top-right corner can take Black's three stones on the edge, (6, 0) to
    // (8, 0), but the space they leave is a straight three: Black's stone on its middle point
    // leaves White one eye. The playouts played that point and White's own there about as often,
    // and counted White alive.
    const rows = [
      'XX...oXXX',
      'X...Xo.o.',
      'XXXXXoooo',
      '....XXXX.',
      '.........',
      'XXXXXXXXX',
      'OOOOOOOOO',
      '.........',
      '.........',
    ];
    const game = gameFromDiagram(
      rows.map((row) => row.replaceAll('o', 'O')),
      { komi: 7 },
      'white',
    );
    for (const seed of [1, 2, 3]) expect(await guessDeadStones(game, { seed })).toEqual(marked(rows));
  });

  it('should leave a seki alive where each side has an eye', async () => {
    // Black's two stones in the top-left corner keep the eye (0, 0); White's group around them
    // has the eye (3, 1) and shares the liberty (1, 1) with them. Black at (1, 1) puts White in
    // atari, but White takes the three stones at (0, 0) first and lives; White at (1, 1) is
    // captured at (3, 1). The playouts played Black's stone as a killing throw-in, White took the
    // stones in nearly every playout, and the count called Black's two stones dead.
    const rows = [
      '.XOOOXX..',
      'X.O.OOX..',
      'OOOOXX...',
      'OOXXX....',
      'OXX......',
      'OX.......',
      'XX.......',
      'XXXXXXXXX',
      'OOOOOOOOO',
      'O.O.O.O.O',
      'OOOOOOOOO',
    ];
    const game = gameFromDiagram(rows, { komi: 7 }, 'white');
    for (const seed of [1, 2, 3]) expect(await guessDeadStones(game, { seed })).toEqual([]);
  });

  it('should leave a seki alive where one chain of each side shares a liberty with the other and has one of its own', async () => {
    // The top-right corner of an NNGS game of GNU Go 3.1.27 against GoFuN (saved-records, 2002-03-06
    // 19:17), counted B+45.5 with White's corner alive. White's big group has the liberties (6, 0)
    // and (8, 2), an eye it shares with its stone at (8, 1); Black's two stones at (7, 0) and
    // (7, 1) have (6, 0) and (8, 0). Whoever plays on any of them puts the stones there in atari
    // and has them taken, so neither does. The playouts played White's stone at (8, 0) as a
    // killing throw-in, and the count called White's corner dead.
    const rows = [
      '..XXXO.X.',
      '..XOOOOXO',
      '..XXXOOO.',
      '..X..XXOO',
      '..X....XO',
      '..XX..X.X',
      'XXXXXXXXX',
      'OOOOOOOOO',
      '.........',
    ];
    const game = gameFromDiagram(rows, { komi: 7, rules: 'territory' });
    for (const seed of [1, 2, 3]) expect(await guessDeadStones(game, { seed })).toEqual([]);
  });

  it('should find nothing dead on an empty board', async () => {
    expect(await guessDeadStones(new Game({ size: 9 }), { playouts: 100, seed: 5 })).toEqual([]);
  });
});
