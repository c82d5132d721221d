import { describe, expect, it } from 'vitest';
import { parseGtpArguments } from './arguments.js';

describe('go-board-gtp arguments', () => {
  it('should read the level, playouts, time per move, threads and seed', () => {
    expect(
      parseGtpArguments(['--level', '7', '--time-per-move=1.5', '--playouts', '900', '--threads', '2', '--seed', '3']),
    ).toEqual({
      help: false,
      options: { level: 7, timePerMoveMs: 1500, playouts: 900, threads: 2, seed: 3 },
    });
    expect(parseGtpArguments([])).toEqual({ help: false, options: {} });
    expect(parseGtpArguments(['--help'])).toEqual({ help: true });
  });

  it('should say which option was wrong and what it expected', () => {
    expect(() => parseGtpArguments(['--level', '11'])).toThrow(/level.*1.*10.*received 11/);
    expect(() => parseGtpArguments(['--playouts', '0'])).toThrow(/playouts.*positive integer/);
    expect(() => parseGtpArguments(['--time-per-move', '-1'])).toThrow(
      /--time-per-move.*positive number of seconds.*"-1"/,
    );
    expect(() => parseGtpArguments(['--level'])).toThrow(/value after --level/);
    expect(() => parseGtpArguments(['--fast'])).toThrow(/received "--fast"/);
    expect(() => parseGtpArguments(['--threads', '0'])).toThrow(/threads.*1 to 8.*received 0/);
  });
});
