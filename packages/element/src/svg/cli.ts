/// <reference types="node" />
// The go-board-svg command, as a function of its arguments so it can be tested without a process.
import { readFile } from 'node:fs/promises';
import { Game, SgfError, init } from '@go-board/rules';
import { renderSvg, type RenderSvgOptions } from './render-svg.js';
import { svgToPng } from './png.js';

const USAGE = `Usage: go-board-svg FILE.sgf [options] > diagram.svg   (or --png > diagram.png)
  FILE.sgf            the record to draw ('-' reads standard input); its CA charset is honoured
  --move N|last       the move shown (default 0, the start)
  --view REGION       a part of the board, as a1:j10 or aa:jj
  --coordinates [STYLE]  draw coordinates: western (default), numeric, japanese, chinese, korean or sgf
  --move-numbers [N]  numbers on the stones: all, or from move N on
  --theme NAME        wood (default), book or dark
  --stones STYLE      realistic or flat (default: flat in the book theme, realistic in the others)
  --last-move MARK    ring (default), dot, number or none
  --rotate DEGREES    turn the board clockwise: 0, 90, 180 or 270
  --flip SIDE         mirror the board: horizontal or vertical
  --swap-colors       draw Black's stones white and White's black
  --png               write a PNG image instead of SVG (--width pixels wide, default 40 a line)
  --size N            size of the empty board when FILE is empty (default 19)
  --width PX          width of the image in pixels (default: scales to its container)
  --label TEXT        the image's accessible name
  --game N            which game of a collection (default 0)
  --help              this text
`;

/** Where the command writes. */
export interface CliOutput {
  stdout(text: string): void;
  stderr(text: string): void;
  /** Writes bytes to standard output (a PNG). */
  write?(bytes: Uint8Array): void;
}

class UsageError extends Error {}

function parseArguments(
  args: string[],
): { file: string; game: number; png: boolean; options: RenderSvgOptions } | 'help' {
  const options: RenderSvgOptions = {};
  let file: string | undefined;
  let game = 0;
  let png = false;
  const value = (name: string, index: number): string => {
    const next = args[index + 1];
    if (next === undefined || (next.startsWith('--') && next !== '-'))
      throw new UsageError(`Expected a value after ${name}.`);
    return next;
  };
  const integer = (name: string, text: string): number => {
    if (!/^\d+$/.test(text)) throw new UsageError(`Expected ${name} to be a whole number, received '${text}'.`);
    return Number(text);
  };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    switch (arg) {
      case '--help':
      case '-h':
        return 'help';
      case '--move': {
        const text = value(arg, i++);
        options.move = text === 'last' ? 'last' : integer('--move', text);
        break;
      }
      case '--view':
        options.view = value(arg, i++);
        break;
      case '--coordinates': {
        const next = args[i + 1];
        if (next !== undefined && /^(western|numeric|japanese|chinese|korean|sgf)$/.test(next)) {
          options.coordinates = next as RenderSvgOptions['coordinates'];
          i++;
        } else {
          options.coordinates = true;
        }
        break;
      }
      case '--stones':
        options.stones = value(arg, i++) as RenderSvgOptions['stones'];
        break;
      case '--last-move':
        options.lastMove = value(arg, i++) as RenderSvgOptions['lastMove'];
        break;
      case '--rotate':
        options.rotate = integer('--rotate', value(arg, i++)) as RenderSvgOptions['rotate'];
        break;
      case '--flip':
        options.flip = value(arg, i++) as RenderSvgOptions['flip'];
        break;
      case '--swap-colors':
        options.swapColors = true;
        break;
      case '--png':
        png = true;
        break;
      case '--move-numbers': {
        const next = args[i + 1];
        if (next !== undefined && /^(\d+|all)$/.test(next)) {
          options.moveNumbers = next === 'all' ? 'all' : Number(next);
          i++;
        } else {
          options.moveNumbers = 'all';
        }
        break;
      }
      case '--theme':
        options.theme = value(arg, i++) as RenderSvgOptions['theme'];
        break;
      case '--size':
        options.size = integer('--size', value(arg, i++));
        break;
      case '--width':
        options.width = integer('--width', value(arg, i++));
        break;
      case '--label':
        options.label = value(arg, i++);
        break;
      case '--game':
        game = integer('--game', value(arg, i++));
        break;
      default:
        if (arg.startsWith('--')) throw new UsageError(`Unknown option '${arg}'.`);
        if (file !== undefined) throw new UsageError(`Expected one SGF file, received '${file}' and '${arg}'.`);
        file = arg;
    }
  }
  if (file === undefined) throw new UsageError('Expected an SGF file to draw.');
  return { file, game, png, options };
}

async function readInput(file: string): Promise<Uint8Array> {
  if (file !== '-') return new Uint8Array(await readFile(file));
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/** Runs the command; returns the exit code (0 done, 1 a bad file or option, 2 bad usage). */
export async function runCli(args: string[], output: CliOutput): Promise<number> {
  let parsed;
  try {
    parsed = parseArguments(args);
  } catch (error) {
    output.stderr(`go-board-svg: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (parsed === 'help') {
    output.stdout(USAGE);
    return 0;
  }
  try {
    await init();
    const bytes = await readInput(parsed.file);
    const empty = bytes.every((byte) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09);
    const source = empty ? null : Game.fromSgf(bytes, { game: parsed.game });
    const svg = renderSvg(source, parsed.options);
    if (!parsed.png) {
      output.stdout(`${svg}\n`);
      return 0;
    }
    const box = /viewBox="[-\d.]+ [-\d.]+ ([\d.]+)/.exec(svg);
    const png = await svgToPng(svg, parsed.options.width ?? Math.round(Number(box?.[1] ?? 10) * 40));
    if (!output.write) throw new Error('Expected an output that takes bytes for --png.');
    output.write(png);
    return 0;
  } catch (error) {
    const where = error instanceof SgfError ? ` (line ${error.line}, column ${error.column})` : '';
    output.stderr(`go-board-svg: ${parsed.file}${where}: ${(error as Error).message}\n`);
    return 1;
  }
}
