import { beforeAll, describe, expect, it } from 'vitest';
import { Game, init, recordFileName } from './index.js';

beforeAll(async () => {
  await init();
});

const nameOf = (header: string): string | null =>
  recordFileName(Game.fromSgf(`(;GM[1]FF[4]SZ[9]${header};B[cc])`).root);

describe('recordFileName', () => {
  it("should name a record after its game's name, else its players and date, else nothing", () => {
    expect(nameOf('GN[Test game]PB[Alice]PW[Bob]DT[2024-05-01]')).toBe('Test game');
    expect(nameOf('PB[Honinbo Shusaku]PW[Gennan Inseki]DT[1846-09-11]')).toBe(
      'Honinbo Shusaku-Gennan Inseki 1846-09-11',
    );
    expect(nameOf('PB[Alice]DT[2024-05-01]')).toBe('Alice 2024-05-01');
    expect(nameOf('PW[Bob]')).toBe('Bob');
    expect(nameOf('DT[2024-05-01,02]')).toBe('2024-05-01,02');
    expect(nameOf('')).toBe(null);
    expect(nameOf('GN[  ]PB[ \n ]')).toBe(null);
  });

  it('should keep names in every script, as they show, and leave out what a file system refuses', () => {
    expect(nameOf('PB[井山裕太]PW[Shin\r\n Jinseo]')).toBe('井山裕太-Shin Jinseo');
    expect(nameOf('GN[Round 1/2: "final" <b>?]')).toBe('Round 1 2 final b');
    expect(nameOf('GN[..\\\\..\\\\secret]')).toBe('secret');
    expect(nameOf('GN[...]')).toBe(null);
    const long = nameOf(`GN[${'碁'.repeat(150)}]`)!;
    expect([...long]).toHaveLength(100);
  });
});
