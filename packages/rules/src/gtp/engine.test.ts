import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { init } from '../index.js';
import * as chunks from '../worker/chunks.js';
import { GtpEngine } from './engine.js';
import { serveGtp } from './serve.js';

beforeAll(async () => {
  await init();
});

/** A scripted controller: sends each line and collects the responses. */
async function session(engine: GtpEngine, lines: string[]): Promise<string[]> {
  const responses: string[] = [];
  for (const line of lines) responses.push(await engine.handle(line));
  return responses;
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** Makes the search's clock move 20 ms each time it is read, and returns a reading of it: a search
 * bounded by time then stops after a known number of looks, however fast the machine really is. */
function steppingClock(): () => number {
  let clock = 0;
  vi.spyOn(chunks, 'now').mockImplementation(() => (clock += 20));
  return () => clock;
}

function fastEngine(): GtpEngine {
  return new GtpEngine({ playouts: 300, seed: 1, version: '1.2.3' });
}

describe('GtpEngine', () => {
  it('should answer the administrative commands', async () => {
    const engine = fastEngine();
    expect(
      await session(engine, ['protocol_version', '1 name', '2 version', 'known_command genmove', 'known_command fly']),
    ).toEqual(['= 2\n\n', '=1 go-board\n\n', '=2 1.2.3\n\n', '= true\n\n', '= false\n\n']);
    const list = (await engine.handle('list_commands')).slice(2, -2).split('\n');
    for (const name of [
      'protocol_version',
      'name',
      'version',
      'known_command',
      'list_commands',
      'boardsize',
      'clear_board',
      'komi',
      'play',
      'genmove',
      'undo',
      'fixed_handicap',
      'set_free_handicap',
      'final_score',
      'final_status_list',
      'showboard',
      'time_settings',
      'quit',
    ]) {
      expect(list).toContain(name);
    }
  });

  it('should set up the board, play, undo and show the board', async () => {
    const engine = fastEngine();
    expect(
      await session(engine, [
        'boardsize 9',
        'clear_board',
        'komi 6.5',
        'play b E5',
        'play W c3',
        'play black pass',
        'undo',
      ]),
    ).toEqual(Array(7).fill('= \n\n'));
    expect(engine.game.komi).toBe(6.5);
    expect(engine.game.at({ x: 4, y: 4 })).toBe('black');
    expect(engine.game.at({ x: 2, y: 6 })).toBe('white');
    expect(engine.game.turn).toBe('black');
    const board = await engine.handle('showboard');
    expect(board).toMatch(/^= \n {3}A B C D E F G H J\n 9 \. /);
    expect(board).toContain(' 5 . . . . X . . . . 5');
    expect(board).toContain(' 3 . . O . . . . . . 3');
    expect(board.endsWith('\n\n')).toBe(true);
    expect(board.slice(0, -2)).not.toContain('\n\n');
  });

  it('should refuse bad input with a GTP error and keep the game as it was', async () => {
    const engine = fastEngine();
    expect(
      await session(engine, [
        'boardsize 9',
        'play b E5',
        '7 play w E5',
        'play green E5',
        'play b Z9',
        'play b',
        'genmove purple',
        'boardsize 26',
        'boardsize nine',
        'komi lots',
        'fly away',
        'final_status_list undead',
        'time_settings 10 x 1',
      ]),
    ).toEqual([
      '= \n\n',
      '= \n\n',
      '?7 illegal move\n\n',
      '? invalid color or coordinate\n\n',
      '? invalid color or coordinate\n\n',
      '? invalid color or coordinate\n\n',
      '? invalid color\n\n',
      '? unacceptable size\n\n',
      '? boardsize not an integer\n\n',
      '? komi not a float\n\n',
      '? unknown command\n\n',
      '? invalid status\n\n',
      '? syntax error\n\n',
    ]);
    expect(engine.game.at({ x: 4, y: 4 })).toBe('black');
    expect(engine.game.moveNumber).toBe(1);
  });

  it('should refuse suicide and an immediate ko recapture as illegal moves', async () => {
    const engine = fastEngine();
    // A ko in the corner of a 5x5 board: White takes at B4, Black may not retake at C4 at once.
    const setup = [
      'boardsize 5',
      'play b B5',
      'play w C5',
      'play b A4',
      'play w D4',
      'play b B3',
      'play w C3',
      'play b C4',
    ];
    expect(await session(engine, setup)).toEqual(Array(setup.length).fill('= \n\n'));
    expect(await session(engine, ['play w B4', 'play b C4', 'play b E1', 'play w E2', 'play b C4'])).toEqual([
      '= \n\n',
      '? illegal move\n\n',
      '= \n\n',
      '= \n\n',
      '= \n\n',
    ]);
    // A white stone at A1 between black stones with other liberties would have none: suicide.
    expect(await session(engine, ['clear_board', 'play b A2', 'play b B1', 'play w A1', 'play w B2'])).toEqual([
      '= \n\n',
      '= \n\n',
      '= \n\n',
      '? illegal move\n\n',
      '= \n\n',
    ]);
  });

  it('should take the same colour twice, and moves after two passes, as GTP allows', async () => {
    const engine = fastEngine();
    expect(
      await session(engine, [
        'boardsize 9',
        'play b A1',
        'play b B1',
        'play w pass',
        'play b pass',
        'play w J9',
        'undo',
        'undo',
      ]),
    ).toEqual(Array(8).fill('= \n\n'));
    expect(engine.game.at({ x: 0, y: 8 })).toBe('black');
    expect(engine.game.at({ x: 1, y: 8 })).toBe('black');
    expect(engine.game.moves).toHaveLength(3);
  });

  it('should generate legal moves for either colour and play them', async () => {
    const engine = fastEngine();
    await engine.handle('boardsize 9');
    const first = await engine.handle('5 genmove b');
    expect(first).toMatch(/^=5 ([A-HJ][1-9]|pass)\n\n$/);
    const second = await engine.handle('genmove white');
    expect(second).toMatch(/^= ([A-HJ][1-9]|pass)\n\n$/);
    expect(engine.game.moves.map((move) => move.color)).toEqual(['black', 'white']);
    expect(await engine.handle('undo')).toBe('= \n\n');
    expect(engine.game.moves).toHaveLength(1);
  });

  it('should place fixed and free handicap stones only on an empty board', async () => {
    const engine = fastEngine();
    expect(await session(engine, ['boardsize 19', 'fixed_handicap 4', 'fixed_handicap 2'])).toEqual([
      '= \n\n',
      '= Q16 D4 Q4 D16\n\n',
      '? board not empty\n\n',
    ]);
    expect(engine.game.turn).toBe('white');
    expect(
      await session(engine, ['clear_board', 'fixed_handicap 1', 'fixed_handicap 10', 'fixed_handicap two']),
    ).toEqual([
      '= \n\n',
      '? invalid number of stones\n\n',
      '? invalid number of stones\n\n',
      '? handicap not an integer\n\n',
    ]);
    expect(
      await session(engine, [
        'set_free_handicap D4 D4',
        'set_free_handicap D4',
        'set_free_handicap D4 Z99',
        'set_free_handicap C3 R17 K10',
      ]),
    ).toEqual(['? bad vertex list\n\n', '? bad vertex list\n\n', '? bad vertex list\n\n', '= \n\n']);
    expect(engine.game.at({ x: 2, y: 16 })).toBe('black');
    expect(engine.game.at({ x: 9, y: 9 })).toBe('black');
    expect(engine.game.turn).toBe('white');
    expect(await engine.handle('place_free_handicap 3')).toBe('? board not empty\n\n');
  });

  it('should score a finished game and list dead and living stones', async () => {
    const engine = fastEngine();
    // Black walls off columns A-E, White F-J; a lone white stone at B8 dies in Black's area.
    const moves = ['boardsize 9', 'komi 7'];
    for (let row = 1; row <= 9; row++) moves.push(`play b E${row}`, `play w F${row}`);
    moves.push('play w B8');
    await session(engine, moves);
    expect(await engine.handle('final_score')).toBe('= B+2\n\n');
    expect(await engine.handle('final_status_list dead')).toBe('= B8\n\n');
    const alive = (await engine.handle('final_status_list alive')).slice(2, -2).split('\n');
    expect(alive).toHaveLength(2);
    expect(alive[0]!.split(' ').sort()).toEqual(['E1', 'E2', 'E3', 'E4', 'E5', 'E6', 'E7', 'E8', 'E9']);
    expect(await engine.handle('final_status_list seki')).toBe('= \n\n');
  });

  it('should list the chains of a group (sharing territory of their own) on one line', async () => {
    const engine = fastEngine();
    // Two black walls, C and E, with Black's own territory between them; White walls off F-J.
    const moves = ['boardsize 9', 'komi 7'];
    for (let row = 1; row <= 9; row++)
      moves.push(`play b C${row}`, `play w F${row}`, `play b E${row}`, `play w G${row}`);
    await session(engine, moves);
    const alive = (await engine.handle('final_status_list alive'))
      .slice(2, -2)
      .split('\n')
      .map((line) => line.split(' ').sort());
    expect(alive).toHaveLength(2);
    const walls = (letter: string) => Array.from({ length: 9 }, (_, row) => `${letter}${row + 1}`);
    expect(alive[0]).toEqual([...walls('C'), ...walls('E')].sort());
    expect(alive[1]).toEqual([...walls('F'), ...walls('G')].sort());
  });

  it('should list the stones of a seki as seki', async () => {
    const engine = fastEngine();
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
    const moves = ['boardsize 9'];
    rows.forEach((row, y) =>
      [...row].forEach((cell, x) => {
        if (cell !== '.') moves.push(`play ${cell === 'X' ? 'b' : 'w'} ${'ABCDEFGHJ'[x]}${9 - y}`);
      }),
    );
    expect(new Set(await session(engine, moves))).toEqual(new Set(['= \n\n']));
    const seki = (await engine.handle('final_status_list seki'))
      .slice(2, -2)
      .split('\n')
      .map((line) => line.split(' ').sort().join(' '));
    expect(seki.sort()).toEqual(['A7 A8 A9 B7 C7 D7 E7 E8 F7 F8 F9', 'B8 B9 C9 D9 E9']);
    expect(await engine.handle('final_status_list dead')).toBe('= \n\n');
  });

  it('should not call living groups seki when their shared liberties can be filled without self-atari', async () => {
    const engine = fastEngine();
    // Black's wall on D and White's on F share the dame of column E, where either may play safely.
    const moves = ['boardsize 9', 'komi 7'];
    for (let row = 1; row <= 9; row++) moves.push(`play b D${row}`, `play w F${row}`);
    await session(engine, moves);
    expect(await engine.handle('final_status_list seki')).toBe('= \n\n');
    const alive = (await engine.handle('final_status_list alive')).slice(2, -2).split('\n');
    expect(alive.map((line) => line.split(' ').sort()).sort()).toEqual([
      ['D1', 'D2', 'D3', 'D4', 'D5', 'D6', 'D7', 'D8', 'D9'],
      ['F1', 'F2', 'F3', 'F4', 'F5', 'F6', 'F7', 'F8', 'F9'],
    ]);
  });

  it('should take time settings and time left', async () => {
    const engine = fastEngine();
    expect(
      await session(engine, ['time_settings 300 30 5', 'time_left b 250 0', 'time_left white 20 3', 'time_left b x 0']),
    ).toEqual(['= \n\n', '= \n\n', '= \n\n', '? syntax error\n\n']);
  });

  it('should take KGS time settings, and refuse malformed ones', async () => {
    const engine = fastEngine();
    expect(
      await session(engine, [
        'kgs-time_settings none',
        'kgs-time_settings absolute 600',
        'kgs-time_settings byoyomi 300 30 5',
        'kgs-time_settings canadian 300 300 25',
        'kgs-time_settings byoyomi 300 30',
        'kgs-time_settings sudden 60',
        'known_command kgs-time_settings',
      ]),
    ).toEqual(['= \n\n', '= \n\n', '= \n\n', '= \n\n', '? syntax error\n\n', '? syntax error\n\n', '= true\n\n']);
  });

  it('should pace genmove by Japanese byo-yomi from kgs-time_settings', async () => {
    const engine = new GtpEngine({ level: 10, seed: 1 });
    // No main time and 1-second periods: a move may take most of one period, 800 ms.
    expect(await session(engine, ['boardsize 19', 'kgs-time_settings byoyomi 0 1 3'])).toEqual(['= \n\n', '= \n\n']);
    const clock = steppingClock();
    expect(await engine.handle('genmove b')).toMatch(/^= [A-HJ-T]\d+\n\n$/);
    // The search stopped by its deadline (the first look, the budget, a chunk's three looks),
    // sooner when its choice was made; the level's playouts would have taken thousands of looks.
    expect(clock()).toBeLessThanOrEqual(20 + 800 + 3 * 20);
  });

  it('should pace genmove by the clock from time_settings when no time per move is set', async () => {
    const engine = new GtpEngine({ level: 10, seed: 1 });
    // 10 stones per 1-second period: 80 ms a move (most of a stone's share).
    expect(await session(engine, ['boardsize 19', 'time_settings 0 1 10'])).toEqual(['= \n\n', '= \n\n']);
    const clock = steppingClock();
    expect(await engine.handle('genmove b')).toMatch(/^= [A-HJ-T]\d+\n\n$/);
    expect(clock()).toBeLessThanOrEqual(20 + 80 + 3 * 20);
  });

  it('should stop after quit when served lines, answering every command before it', async () => {
    const engine = fastEngine();
    const output: string[] = [];
    await serveGtp(engine, ['1 boardsize 9', '', '# a comment', '2 quit', '3 name'], (text) => output.push(text));
    expect(output).toEqual(['=1 \n\n', '=2 \n\n']);
    expect(engine.hasQuit).toBe(true);
  });
});
