import { beforeAll, describe, expect, it } from 'vitest';
import { KoRule, MoveCode, loadPlayoutsCore, type PlayoutsCore } from '../src/index.js';
import { boardFromDiagram } from './support/diagram.js';

let core: PlayoutsCore;

beforeAll(async () => {
  core = await loadPlayoutsCore();
});

const boardFrom = (rows: string[]) => boardFromDiagram(core, rows);

function rowsOf(board: number, width: number, height: number): string[] {
  core.snapshot(board);
  const bytes = new Uint8Array(core.memory.buffer, core.bytesBuffer(), width * height);
  const rows: string[] = [];
  for (let y = 0; y < height; y++) {
    rows.push([...bytes.subarray(y * width, (y + 1) * width)].map((v) => '.XO'[v]).join(''));
  }
  return rows;
}

describe('the WebAssembly core', () => {
  it('should refuse board sizes outside 1..25', () => {
    expect(core.createBoard(0, 5)).toBe(0);
    expect(core.createBoard(26, 5)).toBe(0);
    expect(core.createBoard(25, 25)).not.toBe(0);
  });

  it('should capture a stone in the corner and count it as a prisoner', () => {
    const board = boardFrom(['O..', 'X..', '...']);
    expect(core.playMove(board, 1, 0, 1)).toBe(MoveCode.Ok);
    expect(rowsOf(board, 3, 3)).toEqual(['.X.', 'X..', '...']);
    expect(core.capturedBy(board, 1)).toBe(1);
    expect(core.lastCaptures(board)).toBe(1);
  });

  it('should tell the reason for each illegal move and leave the board unchanged', () => {
    const board = boardFrom(['.X.', 'X..', '...']);
    const before = rowsOf(board, 3, 3);
    expect(core.playMove(board, 1, 0, 2)).toBe(MoveCode.Occupied);
    expect(core.playMove(board, 0, 0, 2)).toBe(MoveCode.Suicide);
    expect(core.playMove(board, 3, 0, 2)).toBe(MoveCode.OffBoard);
    expect(core.playMove(board, -1, 0, 2)).toBe(MoveCode.OffBoard);
    expect(rowsOf(board, 3, 3)).toEqual(before);
  });

  it('should forbid the immediate recapture of a ko and allow it after a pass', () => {
    const board = boardFrom(['.XO.', 'X.XO', '.XO.', '....']);
    // White captures at (1, 1); Black may not retake at (2, 1) at once.
    expect(core.playMove(board, 1, 1, 2)).toBe(MoveCode.Ok);
    expect(core.koPoint(board)).toBe(1 * 4 + 2);
    expect(core.moveLegality(board, 2, 1, 1)).toBe(MoveCode.Ko);
    core.passMove(board, 1);
    core.passMove(board, 2);
    expect(core.koPoint(board)).toBe(-1);
    expect(core.playMove(board, 2, 1, 1)).toBe(MoveCode.Ok);
  });

  it('should keep the hash equal to a hash built from scratch', () => {
    const board = boardFrom(['.XO.', 'X.XO', '.XO.', '....']);
    core.playMove(board, 1, 1, 2);
    core.playMove(board, 3, 3, 1);
    const rebuilt = boardFrom(rowsOf(board, 4, 4));
    expect(core.positionHash(board)).toBe(core.positionHash(rebuilt));
    expect(core.positionHash(board)).not.toBe(0n);
  });

  it('should report superko only under a superko rule', () => {
    const board = core.createBoard(5, 5);
    core.setKoRule(board, KoRule.Positional);
    core.recordCurrentPosition(board, 1);
    expect(core.playMove(board, 2, 2, 1)).toBe(MoveCode.Ok);
    expect(core.moveLegality(board, 0, 0, 2)).toBe(MoveCode.Ok);
  });

  it('should list chains, liberties and empty regions with their borders', () => {
    const board = boardFrom(['XX...', 'X.O..', '.....']);
    expect(core.chainAt(board, 0, 0)).toBe(3);
    expect(core.libertiesAt(board, 0, 0)).toBe(3);
    const liberties = [...new Int32Array(core.memory.buffer, core.pointsBuffer(), 3)].sort((a, b) => a - b);
    expect(liberties).toEqual([2, 6, 10]);
    expect(core.regionAt(board, 4, 2)).toBe(11); // every empty point, (1, 1) included, is one region
    expect(core.regionBordersOf()).toBe(3);
    expect(core.chainAt(board, 4, 2)).toBe(0);
  });

  it('should count area and territory with dead stones removed', () => {
    const board = boardFrom(['.X.O.', '.X.O.', 'XX.OO', 'O....', '.....']);
    const mask = new Uint8Array(core.memory.buffer, core.bytesBuffer(), 25);
    mask.fill(0);
    mask[3 * 5 + 0] = 1; // the white stone at (0, 3) is dead
    core.score(board, 0, 0, 1);
    const area = [...new Int32Array(core.memory.buffer, core.scoreBuffer(), 11)];
    expect(area[2]).toBe(4); // black stones
    expect(area[8]).toBe(0); // dead black
    expect(area[9]).toBe(1); // dead white
    expect(area[4]).toBe(2); // black territory: (0, 0), (0, 1)
  });

  it('should play light playouts with the reference number of moves per playout', () => {
    const board = core.createBoard(9, 9);
    core.seedRandom(12345n);
    const moves = Number(core.playouts(board, 1, 2000));
    // The C reference plays about 107 moves per 9x9 playout with this eye rule.
    expect(moves / 2000).toBeGreaterThan(100);
    expect(moves / 2000).toBeLessThan(115);
    // The source board is untouched.
    expect(rowsOf(board, 9, 9).join('')).toBe('.'.repeat(81));
  });

  it('should put a batch of setup points exactly as one setupPoint call each would', () => {
    // Random setups, with points cleared and recoloured, compared stone by stone, chain by chain
    // (liberties) and by hash; the off-board entry is refused and the rest still put.
    let state = 7;
    const random = (below: number) => ((state = (Math.imul(state, 1103515245) + 12345) >>> 0) >>> 8) % below;
    for (let round = 0; round < 20; round++) {
      const [width, height] = [9 + random(11), 5 + random(15)];
      const one = core.createBoard(width, height);
      const batch = core.createBoard(width, height);
      const entries: number[] = [];
      for (let k = 0; k < 40 + random(200); k++) {
        const [x, y, color] = [random(width), random(height), random(3)];
        core.setupPoint(one, x, y, color);
        entries.push((y * width + x) * 4 + color);
      }
      new Int32Array(core.memory.buffer, core.pointsBuffer(), entries.length).set(entries);
      expect(core.setupPoints(batch, entries.length)).toBe(MoveCode.Ok);
      expect(rowsOf(batch, width, height)).toEqual(rowsOf(one, width, height));
      expect(core.positionHash(batch)).toBe(core.positionHash(one));
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++)
          expect(core.libertiesAt(batch, x, y), `liberties at ${x},${y}`).toBe(core.libertiesAt(one, x, y));
      }
      core.destroyBoard(one);
      core.destroyBoard(batch);
    }
    const board = core.createBoard(3, 3);
    new Int32Array(core.memory.buffer, core.pointsBuffer(), 2).set([9 * 4 + 1, 4 * 4 + 2]);
    expect(core.setupPoints(board, 2)).toBe(MoveCode.OffBoard);
    expect(rowsOf(board, 3, 3)).toEqual(['...', '.O.', '...']);
  });

  it('should give a 1x1 board no legal move', () => {
    const board = core.createBoard(1, 1);
    expect(core.playMove(board, 0, 0, 1)).toBe(MoveCode.Suicide);
  });
});
