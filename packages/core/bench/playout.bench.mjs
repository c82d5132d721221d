// Light random playouts per second in the WebAssembly core, beside the plain-C reference
// (../shared/reference/playout.c, the same algorithm), built and measured in the same run.
// Figures, not a pass/fail test: run with `pnpm bench`.

import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadPlayoutsCore } from '../dist/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const reference = resolve(here, '../../../../shared/reference/playout.c');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const SIZES = [9, 19];

const core = await loadPlayoutsCore();

function measureCore(size) {
  const board = core.createBoard(size, size);
  core.seedRandom(88172645463325252n);
  core.playouts(board, 1, 500); // warm-up: let the engine tier up
  let playouts = 0;
  let moves = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    moves += Number(core.playouts(board, 1, 200));
    playouts += 200;
    elapsed = (performance.now() - start) / 1000;
  } while (elapsed < SECONDS);
  core.destroyBoard(board);
  return { perSecond: playouts / elapsed, movesPerPlayout: moves / playouts };
}

function measureC(size) {
  if (!existsSync(reference)) return { missing: `no reference at ${reference}` };
  const binary = join(mkdtempSync(join(tmpdir(), 'go-board-bench-')), 'playout');
  try {
    execFileSync('cc', ['-O2', '-march=native', '-o', binary, reference], { stdio: 'pipe' });
  } catch (error) {
    return { missing: `could not build the C reference (is cc installed?): ${error.message.split('\n')[0]}` };
  }
  const output = execFileSync(binary, [String(size), String(SECONDS)], { encoding: 'utf8' });
  const match = /([\d.]+) playouts\/s, ([\d.]+) moves\/s, ([\d.]+) moves\/playout/.exec(output);
  return { perSecond: Number(match[1]), movesPerPlayout: Number(match[3]) };
}

console.log(
  `Light random playouts on an empty board, ${SECONDS} s per measurement, one core (Node ${process.version})`,
);
console.log('size    @go-board/core (WASM)          C reference (cc -O2)           ratio');
for (const size of SIZES) {
  const wasm = measureCore(size);
  const c = measureC(size);
  const left = `${Math.round(wasm.perSecond)} playouts/s (${wasm.movesPerPlayout.toFixed(1)} moves)`;
  if (c.missing) {
    console.log(`${size}x${size}   ${left.padEnd(30)} ${c.missing}`);
    continue;
  }
  const right = `${Math.round(c.perSecond)} playouts/s (${c.movesPerPlayout.toFixed(1)} moves)`;
  console.log(
    `${`${size}x${size}`.padEnd(7)} ${left.padEnd(30)} ${right.padEnd(30)} ${(wasm.perSecond / c.perSecond).toFixed(2)}x C (target >= 0.75x)`,
  );
}
