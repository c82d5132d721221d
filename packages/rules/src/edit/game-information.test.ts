import { beforeAll, describe, expect, it } from 'vitest';
import {
  GAME_INFORMATION_FIELDS,
  Game,
  gameInformation,
  gameInformationAsWritten,
  init,
  setGameInformation,
} from '../index.js';

beforeAll(async () => {
  await init();
});

describe('gameInformationAsWritten', () => {
  it('should read every field as the file writes it, line breaks and all, and the rules and the source', () => {
    const game = Game.fromSgf('(;SZ[9]PB[Honinbo\n Shusaku]RU[Japanese]SO[Castle games]KM[0])');
    const written = gameInformationAsWritten(game.root);
    expect(written).toMatchObject({ black: 'Honinbo\n Shusaku', rules: 'Japanese', source: 'Castle games', komi: '0' });
    expect(Object.keys(written)).toEqual(GAME_INFORMATION_FIELDS);
    expect(gameInformationAsWritten(new Game({ size: 9 }).root).black).toBe('');
  });

  it("should list the fields of gameInformation() and the rules and the source, in a form's order", () => {
    expect(GAME_INFORMATION_FIELDS).toEqual([
      ...Object.keys(gameInformation(new Game({ size: 9 }).root)),
      'rules',
      'source',
    ]);
  });
});

describe('setGameInformation', () => {
  it('should write fields by name into the root, and take one away with empty text', () => {
    const game = new Game({ size: 9 });
    expect(setGameInformation(game, { black: 'Honinbo Shusaku', white: 'Gennan Inseki', event: 'Castle game' })).toBe(
      true,
    );
    expect(game.root.props).toMatchObject({ PB: ['Honinbo Shusaku'], PW: ['Gennan Inseki'], EV: ['Castle game'] });
    expect(gameInformation(game.root).black).toBe('Honinbo Shusaku');
    expect(setGameInformation(game, { event: '' })).toBe(true);
    expect(game.root.props.EV).toBeUndefined();
    expect(gameInformation(Game.fromSgf(game.toSgf()).root)).toMatchObject({
      black: 'Honinbo Shusaku',
      white: 'Gennan Inseki',
      event: '',
    });
  });

  it('should change nothing and say so when the fields hold that text already', () => {
    const game = Game.fromSgf('(;SZ[9]PB[Shusaku])');
    const before = game.toSgf();
    expect(setGameInformation(game, { black: 'Shusaku', white: '' })).toBe(false);
    expect(game.toSgf()).toBe(before);
  });

  it('should set the komi (a comma read as a point) and the result through the game', () => {
    const game = new Game({ size: 9 });
    setGameInformation(game, { komi: '6,5', result: 'W+R', handicap: '2' });
    expect(game.komi).toBe(6.5);
    expect(game.root.props).toMatchObject({ KM: ['6.5'], RE: ['W+R'], HA: ['2'] });
  });

  it('should refuse a komi, a result or a handicap that is no such thing, or another field, changing nothing', () => {
    const game = Game.fromSgf('(;SZ[9]KM[6.5])');
    const before = game.toSgf();
    expect(() => setGameInformation(game, { black: 'Shusaku', komi: 'six' })).toThrow(
      /komi as a number such as 6.5, received "six"/,
    );
    expect(() => setGameInformation(game, { black: 'Shusaku', result: 'Black won' })).toThrow(/'B\+R'/);
    expect(() => setGameInformation(game, { handicap: 'two' })).toThrow(/handicap as a number of stones.*"two"/);
    expect(() => setGameInformation(game, { PB: 'Shusaku' } as never)).toThrow(/a field of the game information.*"PB"/);
    expect(() => setGameInformation(game, { black: 7 } as never)).toThrow(/the black as text, received 7/);
    expect(() => setGameInformation(game, null as never)).toThrow(/as an object/);
    expect(game.toSgf()).toBe(before);
    expect(game.komi).toBe(6.5);
  });
});
