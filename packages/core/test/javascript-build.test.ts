import { beforeAll, describe, expect, it } from 'vitest';
import { MoveCode, loadPlayoutsCore, loadJavaScriptCore, type PlayoutsCore } from '../src/index.js';

// The JavaScript build (build/playouts.js, made by wasm2js from build/playouts.wasm) is what pages
// that forbid WebAssembly run. It must behave exactly as the WebAssembly build: same rules, same
// hashes, and, from the same seed, the same playouts.
let wasm: PlayoutsCore;
let javascript: PlayoutsCore;

beforeAll(async () => {
  wasm = await loadPlayoutsCore();
  javascript = await loadPlayoutsCore({ javascript: true });
});

/** Plays the same pseudo-random game on a board of each build and returns what each saw. */
function replay(core: PlayoutsCore): { codes: number[]; hashes: bigint[]; captures: number[] } {
  const board = core.createBoard(9, 9);
  const codes: number[] = [];
  const hashes: bigint[] = [];
  let seed = 12345;
  for (let i = 0; i < 400; i++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const point = seed % 81;
    const code = core.playMove(board, point % 9, Math.floor(point / 9), 1 + (i % 2));
    codes.push(code);
    hashes.push(core.positionHash(board));
  }
  const captures = [core.capturedBy(board, 1), core.capturedBy(board, 2)];
  core.destroyBoard(board);
  return { codes, hashes, captures };
}

describe('the JavaScript build of the core', () => {
  it('should load through loadPlayoutsCore({ javascript: true }) and through loadJavaScriptCore()', async () => {
    expect(typeof javascript.playMove).toBe('function');
    const again = await loadJavaScriptCore();
    const board = again.createBoard(5, 5);
    expect(again.playMove(board, 2, 2, 1)).toBe(MoveCode.Ok);
    expect(again.stoneAt(board, 2, 2)).toBe(1);
  });

  it('should take the WebAssembly build when both are offered and WebAssembly compiles', async () => {
    const both = await loadPlayoutsCore({
      webassembly: new URL('../build/playouts.wasm', import.meta.url),
      javascript: true,
    });
    // Only the WebAssembly build exports a WebAssembly.Memory.
    expect(both.memory).toBeInstanceOf(WebAssembly.Memory);
    expect(javascript.memory).not.toBeInstanceOf(WebAssembly.Memory);
  });

  it('should decide every move, hash and capture as the WebAssembly build does', () => {
    const fromWasm = replay(wasm);
    const fromJavaScript = replay(javascript);
    expect(fromWasm.codes.filter((code) => code === MoveCode.Ok).length).toBeGreaterThan(50);
    expect(fromJavaScript).toEqual(fromWasm);
  });

  it('should play the same playouts from the same seed', () => {
    const results = [wasm, javascript].map((core) => {
      const board = core.createBoard(9, 9);
      core.seedRandom(0x1234_5678_9abc_def0n);
      const moves = core.playouts(board, 1, 50);
      core.destroyBoard(board);
      return moves;
    });
    expect(results[0]).toBeGreaterThan(4000n);
    expect(results[1]).toBe(results[0]);
  });
});
