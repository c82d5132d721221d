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
    game.play(1, 0); // Black takes the white stone.
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
    expect(game.libertiesAt(1, 0)).toHaveLength(2);
    expect(game.libertiesAt(0, 0)).toHaveLength(2);
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
    game.play(1, 1);
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
