import { beforeAll, describe, expect, it } from 'vitest';
import { Game, init } from './index.js';
import { formatResult, handicapCompensation } from './score.js';
import { gameFromDiagram } from './test-support/diagram.js';

beforeAll(async () => {
  await init();
});

describe('scoring', () => {
  /** Black's wall on the left, White's on the right, one white stone dead in Black's area. */
  const DEAD_WHITE_STONE = ['.XO..', 'OXO..', '.XO..', '.XO..', '.XO..'];

  it('should count area: stones plus surrounded empty points, komi to White', () => {
    const game = gameFromDiagram(DEAD_WHITE_STONE, { komi: 0.5 });
    const score = game.score({ rules: 'area', dead: [{ x: 0, y: 1 }] });
    expect(score.black).toBe(5 + 5);
    expect(score.white).toBe(5 + 10 + 0.5);
    expect(score.result).toBe('W+5.5');
    expect(score.breakdown.black).toEqual({ stones: 5, territory: 5, prisoners: 1, komi: 0, handicap: 0 });
    expect(score.breakdown.white).toEqual({ stones: 5, territory: 10, prisoners: 0, komi: 0.5, handicap: 0 });
  });

  it('should count territory: surrounded points plus prisoners, a dead stone a prisoner', () => {
    const game = gameFromDiagram(DEAD_WHITE_STONE, { komi: 0.5 });
    const score = game.score({ rules: 'territory', dead: [{ x: 0, y: 1 }] });
    expect(score.black).toBe(5 + 1);
    expect(score.white).toBe(10 + 0.5);
    expect(score.result).toBe('W+4.5');
  });

  it('should count a stone left on the board (not marked dead) as alive', () => {
    const game = gameFromDiagram(DEAD_WHITE_STONE, { komi: 0 });
    const score = game.score({ rules: 'area', dead: [] });
    // The white stone spoils Black's corner: those points border both colours.
    expect(score.black).toBe(5);
    expect(score.white).toBe(6 + 10);
    expect(score.breakdown.black.territory).toBe(0);
  });

  it('should count prisoners taken during the game under territory rules', () => {
    const game = gameFromDiagram(['O.', 'X.', '..'], { komi: 0 }, 'black');
    game.play({ x: 1, y: 0 }); // Black takes the white stone.
    const territory = game.score({ rules: 'territory' });
    expect(territory.breakdown.black.prisoners).toBe(1);
    // Black owns all 4 empty points and has taken one prisoner.
    expect(territory.black).toBe(4 + 1);
    expect(game.score({ rules: 'area' }).black).toBe(2 + 4);
  });

  it('should leave a seki alive and its shared liberties to nobody under both rules', () => {
    // The black chain and the white chain share the liberties (2, 1) and (3, 1); whoever fills
    // one puts itself in atari, so neither does: seki.
    const game = gameFromDiagram(['OXXXXO', 'OX..OO', 'OOOOOO'], { komi: 0 });
    expect(game.libertiesAt({ x: 1, y: 0 })).toHaveLength(2);
    expect(game.libertiesAt({ x: 0, y: 0 })).toHaveLength(2);
    const area = game.score({ rules: 'area' });
    expect(area.black).toBe(5);
    expect(area.white).toBe(11);
    expect(area.result).toBe('W+6');
    const territory = game.score({ rules: 'territory' });
    expect(territory.black).toBe(0);
    expect(territory.white).toBe(0);
    expect(territory.result).toBe('0');
    expect([...area.ownership.slice(8, 10)]).toEqual([0, 0]);
  });

  it('should map ownership point by point', () => {
    const game = gameFromDiagram(['.X.O.'], { komi: 0 });
    expect([...game.score().ownership]).toEqual([1, 1, 0, -1, -1]);
  });

  it("should use the game's dead stones and rules by default, and check them", () => {
    const game = gameFromDiagram(DEAD_WHITE_STONE, { komi: 0.5, rules: 'territory' });
    game.deadStones = [{ x: 0, y: 1 }];
    expect(game.score().result).toBe('W+4.5');
    expect(() => (game.deadStones = [{ x: 5, y: 0 }])).toThrow(/\(5, 0\)/);
    expect(() => game.score({ dead: 'all' as never })).toThrow(/array/);
    expect(() => game.score({ rules: 'chinese' as never })).toThrow(/"chinese"/);
    expect(game.deadStones).toEqual([{ x: 0, y: 1 }]);
  });

  it('should give the result of a game ended by two passes', () => {
    const game = new Game({ size: 3, komi: 6.5 });
    game.play({ x: 1, y: 1 });
    game.pass();
    game.pass();
    expect(game.result).toBe('B+2.5');
  });
});

describe('handicap stones under area counting', () => {
  /** A 9x9 record with `handicap` stones for Black on the star points and no move yet. */
  function handicapRecord(handicap: number, ruleSet: string): Game {
    const stones = ['gc', 'cg', 'gg', 'cc'].slice(0, handicap).join('][');
    return Game.fromSgf(`(;GM[1]FF[4]SZ[9]KM[0.5]RU[${ruleSet}]HA[${handicap}]AB[${stones}])`);
  }

  it('should give White a point per handicap stone under Chinese rules', () => {
    // Black's 4 stones and the 77 empty points they alone surround: 81. White: komi and 4.
    const score = handicapRecord(4, 'Chinese').score();
    expect(score.black).toBe(81);
    expect(score.white).toBe(0.5 + 4);
    expect(score.breakdown.white.handicap).toBe(4);
    expect(score.breakdown.black.handicap).toBe(0);
  });

  it('should give White a point per handicap stone after the first under AGA rules', () => {
    const score = handicapRecord(3, 'AGA').score();
    expect(score.white).toBe(0.5 + 2);
    expect(score.result).toBe('B+78.5');
  });

  it('should give nothing for handicap stones when counting territory, or under New Zealand rules', () => {
    const japanese = handicapRecord(4, 'Japanese').score();
    expect(japanese.white).toBe(0.5);
    expect(japanese.breakdown.white.handicap).toBe(0);
    expect(handicapRecord(4, 'NZ').score().white).toBe(0.5);
    // The same Japanese record counted by area gets the Chinese compensation.
    expect(handicapRecord(4, 'Japanese').score({ rules: 'area' }).white).toBe(0.5 + 4);
  });

  it('should give nothing for a handicap of one stone, which is no handicap', () => {
    expect(handicapCompensation('area', 'Chinese', 1)).toBe(0);
    expect(handicapCompensation('area', 'AGA', 1)).toBe(0);
    expect(handicapCompensation('area', 'Chinese', 0)).toBe(0);
    expect(handicapCompensation('area', undefined, 9)).toBe(9);
    expect(handicapCompensation('territory', 'AGA', 9)).toBe(0);
  });
});

describe('formatResult', () => {
  it('should name the winner and the margin, or 0 for a draw', () => {
    expect(formatResult(10, 6.5)).toBe('B+3.5');
    expect(formatResult(70, 70.5)).toBe('W+0.5');
    expect(formatResult(7, 7)).toBe('0');
    expect(formatResult(0.1 + 0.2, 0)).toBe('B+0.3');
  });
});

describe('counting a game not ended by two passes, by territory', () => {
  /** Black's corner on the left, White's on the right. The white stone at (3, 0) has two
   * liberties: (2, 0), a neutral point, and (4, 0), inside White's territory. Once (2, 0) is
   * filled it is in atari, and White must connect at (4, 0): that point is not White's. */
  const OWED_CONNECTION = ['.X.O.O', '.XXXO.', '.XXXO.'];

  it('should fill the neutral points and make the moves they force: a point a side must connect at is not its territory', () => {
    const game = gameFromDiagram(OWED_CONNECTION, { komi: 0, rules: 'territory' });
    const settled = game.score();
    expect(settled.breakdown.black.territory).toBe(3);
    expect(settled.breakdown.white.territory).toBe(2);
    expect(settled.result).toBe('B+1');
    // Neither the neutral point nor the point White connects at belongs to anyone.
    expect([settled.ownership[2], settled.ownership[4]]).toEqual([0, 0]);
    // With White to move the same: White cannot fill (2, 0) itself, which would put its own two
    // stones in atari.
    expect(gameFromDiagram(OWED_CONNECTION, { komi: 0, rules: 'territory' }, 'white').score().result).toBe('B+1');
  });

  it('should connect a chain left in atari next to living enemy stones, at its point inside its own territory', () => {
    // Black's stone at (2, 2) pokes into White's wall with one liberty, (2, 1), inside Black's area.
    const game = gameFromDiagram(['..X..', 'XX.XX', 'OOXOO', 'OOOOO', '.....'], { komi: 0, rules: 'territory' });
    expect(game.score({ settle: false }).result).toBe('0');
    const settled = game.score();
    expect(settled.breakdown.black.territory).toBe(4);
    expect(settled.result).toBe('W+1');
  });

  it('should take off dead stones that would win a capturing race, a move per liberty, inside the territory', () => {
    // The end of Little Go's 9x9_1 (Apache-2.0), counted B+4. Black's lower-left group has two
    // liberties, (0, 5) and (3, 3), and White could fill (3, 3) from outside; the dead white stones
    // inside have two, (0, 5) and (0, 7). Moving first White would win that race, so Black must
    // take them off, (0, 7) then (0, 5): two points of its territory.
    const rows = [
      'O.OOXXX.X',
      'OO.OX.XXX',
      'OXOOOXXXO',
      'XXX.XOOOO',
      'XOXXXO..O',
      '.OXXXXOO.',
      'OOOOXO..O',
      '.OXXXOOO.',
      'OXXXOO...',
    ];
    const dead = [
      [1, 4],
      [1, 5],
      [0, 6],
      [1, 6],
      [2, 6],
      [3, 6],
      [1, 7],
      [0, 8],
    ].map(([x, y]) => ({ x: x!, y: y! }));
    for (const turn of ['black', 'white'] as const) {
      const game = gameFromDiagram(rows, { komi: 0, rules: 'territory' }, turn);
      expect(game.score({ dead, settle: false }).breakdown.black.territory).toBe(12);
      const settled = game.score({ dead });
      expect(settled.breakdown.black.territory).toBe(10);
      expect([settled.ownership[5 * 9], settled.ownership[7 * 9]]).toEqual([0, 0]);
    }
  });

  it('should count the position as it stands once the game has ended by two passes, or when asked', () => {
    const game = gameFromDiagram(OWED_CONNECTION, { komi: 0, rules: 'territory' });
    expect(game.score({ settle: false }).breakdown.white.territory).toBe(3);
    expect(game.score({ settle: false }).result).toBe('0');
    game.pass();
    expect(game.score().result).toBe('B+1');
    game.pass();
    expect(game.isOver).toBe(true);
    expect(game.score().result).toBe('0');
    expect(game.score({ settle: true }).result).toBe('B+1');
    expect(() => game.score({ settle: 'yes' as never })).toThrow(/settle/);
  });

  it('should change nothing under area rules, where a point filled in one’s own territory still counts', () => {
    const game = gameFromDiagram(OWED_CONNECTION, { komi: 0, rules: 'area' });
    expect(game.score()).toEqual(game.score({ settle: false }));
    expect(game.score().result).toBe('B+3');
  });

  it('should not fill a liberty of a seki: either side filling one puts itself in atari', () => {
    // The seki of 'should leave a seki alive…' above.
    const seki = gameFromDiagram(['OXXXXO', 'OX..OO', 'OOOOOO'], { komi: 0, rules: 'territory' });
    expect(seki.score()).toEqual(seki.score({ settle: false }));
    expect(seki.score().result).toBe('0');
  });
});
