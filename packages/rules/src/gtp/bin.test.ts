import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../../bin/go-board-gtp.js', import.meta.url));

/** Runs the built go-board-gtp with `args`, feeds it `commands`, and gives back what it wrote. */
function runEngine(
  args: string[],
  commands: string[],
): Promise<{ stdout: string; stderr: string; code: number | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ stdout, stderr, code }));
    child.stdin.end(commands.map((command) => `${command}\n`).join(''));
  });
}

describe('go-board-gtp', () => {
  it('should search in worker threads with --threads, merge their simulations, and end on quit', async () => {
    const { stdout, stderr, code } = await runEngine(
      ['--threads', '2', '--playouts', '1200', '--seed', '5'],
      ['boardsize 9', 'play b E5', 'genmove w', 'quit'],
    );
    expect(stdout).toMatch(/^= \n\n= \n\n= [A-HJ][1-9]\n\n= \n\n$/);
    // Each thread searched its share of the playouts (or stopped early once its choice was made);
    // the line on stderr counts them together.
    const [, simulations] =
      /^genmove white: [A-HJ][1-9], (\d+) simulations in 2 threads, [\d.]+ s$/m.exec(stderr) ?? [];
    expect(Number(simulations)).toBeGreaterThan(600);
    expect(Number(simulations)).toBeLessThanOrEqual(1200);
    expect(code).toBe(0);
  });

  it('should search inline without --threads', async () => {
    const { stderr, code } = await runEngine(['--playouts', '300'], ['boardsize 9', 'genmove b', 'quit']);
    expect(stderr).toMatch(/^genmove black: [A-HJ][1-9], \d+ simulations in 1 thread, [\d.]+ s$/m);
    expect(code).toBe(0);
  });
});
