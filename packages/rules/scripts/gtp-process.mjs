// A GTP engine in a child process, and where to find GNU Go: shared by `pnpm match` and the
// count benchmark, which both put go-board beside GNU Go 3.8.

import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** The gnugo program: the given path, else on PATH, else Debian's /usr/games (not always on
 * PATH); null when there is none. */
export function findGnuGo(given) {
  const candidates = given
    ? [given]
    : [...(process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'gnugo')), '/usr/games/gnugo'];
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // try the next place
    }
  }
  return null;
}

/** How to install GNU Go, for the scripts that need it. */
export const GNU_GO_HELP =
  'Install GNU Go 3.8:\n' +
  '  Debian/Ubuntu: sudo apt-get install gnugo   (the program goes to /usr/games/gnugo)\n' +
  '  macOS:         brew install gnu-go';

/** A GTP engine in a child process: send a command, get the response text (or an error for '?'). */
export class GtpProcess {
  #child;
  #buffer = '';
  #waiting = [];
  #exited;

  /** Starts `command` with `args`; `quiet` drops what it writes to stderr (engines log there). */
  constructor(command, args, label, { quiet = false } = {}) {
    this.label = label;
    this.#child = spawn(command, args, { stdio: ['pipe', 'pipe', quiet ? 'ignore' : 'inherit'] });
    this.#exited = new Promise((resolve) => this.#child.on('exit', resolve));
    this.#child.on('exit', (code) => {
      for (const { reject } of this.#waiting.splice(0))
        reject(new Error(`${label} exited (code ${code}) before answering.`));
    });
    this.#child.stdout.setEncoding('utf8');
    this.#child.stdout.on('data', (chunk) => {
      this.#buffer += chunk.replace(/\r/g, '');
      let end;
      while ((end = this.#buffer.indexOf('\n\n')) >= 0) {
        const response = this.#buffer.slice(0, end);
        this.#buffer = this.#buffer.slice(end + 2);
        this.#waiting.shift()?.resolve(response);
      }
    });
  }

  async send(command) {
    const response = await new Promise((resolve, reject) => {
      this.#waiting.push({ resolve, reject });
      this.#child.stdin.write(`${command}\n`);
    });
    const text = response.replace(/^[=?]\d*\s?/, '').trim();
    if (response.startsWith('?')) throw new Error(`${this.label} refused "${command}": ${text}`);
    return text;
  }

  async close() {
    try {
      await Promise.race([this.send('quit'), new Promise((resolve) => setTimeout(resolve, 2000))]);
    } catch {
      // already gone
    }
    this.#child.kill();
    await this.#exited;
  }
}
