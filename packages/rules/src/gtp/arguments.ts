import { checkLevel, checkThreads } from '../bot/budget.js';
import { checkPlayouts, checkSeed } from '../worker/playout-options.js';
import type { GtpEngineOptions } from './engine.js';

/** What `go-board-gtp --help` prints. */
export const GTP_USAGE = `Usage: go-board-gtp [--level 1..10] [--playouts N] [--time-per-move SECONDS] [--threads 1..8] [--seed N]

A Go engine speaking GTP version 2 on stdin and stdout, for Sabaki, GoGui, gogui-twogtp and other
GTP controllers. Without options it plays at level 5; --playouts overrides the level, and
--time-per-move caps the thinking time of every move (else the controller's time_settings,
kgs-time_settings and time_left do). --threads searches in that many worker threads at once.`;

/** The command line, read: engine options, or a request for the usage text. */
export type GtpArguments = { help: true } | { help: false; options: GtpEngineOptions };

/** Reads the command-line options of go-board-gtp; throws a RangeError that says which option
 * was wrong and what it expected. */
export function parseGtpArguments(argv: readonly string[]): GtpArguments {
  const options: GtpEngineOptions = {};
  for (let index = 0; index < argv.length; index++) {
    const option = argv[index]!;
    if (option === '--help' || option === '-h') return { help: true };
    const [name, inline] =
      option.startsWith('--') && option.includes('=') ? option.split(/=(.*)/s) : [option, undefined];
    if (!['--level', '--playouts', '--seed', '--time-per-move', '--threads'].includes(name!)) {
      throw new RangeError(
        `Expected an option among --level, --playouts, --time-per-move, --threads, --seed and --help, received ${JSON.stringify(option)}.`,
      );
    }
    const value = inline ?? argv[++index];
    if (value === undefined) throw new RangeError(`Expected a value after ${name}, received nothing.`);
    const number = Number(value);
    if (name === '--level') options.level = checkLevel(number);
    else if (name === '--playouts') options.playouts = checkPlayouts(number);
    else if (name === '--seed') options.seed = checkSeed(number) ?? undefined;
    else if (name === '--threads') options.threads = checkThreads(number);
    else if (name === '--time-per-move') {
      if (!(number > 0) || !Number.isFinite(number)) {
        throw new RangeError(
          `Expected --time-per-move to be a positive number of seconds such as 1.5, received ${JSON.stringify(value)}.`,
        );
      }
      options.timePerMoveMs = number * 1000;
    }
  }
  return { help: false, options };
}
