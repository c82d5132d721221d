// An animated GIF of a stretch of the game: each position drawn as the board draws it, onto a
// canvas, and the frames encoded in a Web Worker (export/gif-worker.ts, gif-worker.js beside the
// standalone bundle). Loaded the first time a page asks for a GIF.
import type { Game } from '@go-board/rules';
import type { Frame } from './gif.js';
import type { GifWorkerMessage } from './gif-worker.js';
import { drawSvg, pictureSize } from './raster.js';

/** What toGif() takes: the first and last move numbers shown, the milliseconds each move shows
 * and the last one before the loop, a signal that stops it, and a callback told of its progress. */
export interface GifOptions {
  from?: number;
  to?: number;
  delay?: number;
  /** How long the last position shows before the GIF starts again (default: 3 times `delay`). */
  lastDelay?: number;
  /** Stops the GIF being made: toGif() then rejects with the signal's reason (an AbortError). */
  signal?: AbortSignal;
  /** Told of the progress, `done` of `total` steps (each frame is drawn, then encoded). */
  onProgress?: (done: number, total: number) => void;
}

/** The picture of move `move` of the line shown, drawn from a copy of the game: the board stays where it is. */
function pictureAt(game: Game, move: number, picture: (game: Game) => string): string {
  const copy = game.clone();
  copy.goToMove(move);
  try {
    return picture(copy);
  } finally {
    copy.dispose();
  }
}

/** The most frames one GIF holds: a whole long game at the board's size is still a few MB. */
const MOST_FRAMES = 500;

/** What the element gives: its game (null before one is shown), the line's last move, the picture
 * of a game's position, and the board's size. */
export interface GifSource {
  game: Game | null;
  totalMoves: number;
  picture(game: Game): string;
  shown: { width: number };
  box: { width: number; height: number };
}

export async function toGif(
  { from = 0, to, delay = 1000, lastDelay = delay * 3, signal, onProgress }: GifOptions,
  source: GifSource,
): Promise<Blob> {
  const { game } = source;
  if (!game)
    throw new Error(
      'Expected a game on the board to make a GIF of, found none yet: wait for `await board.updateComplete`.',
    );
  const last = to ?? source.totalMoves;
  const whole = (value: number): boolean => Number.isInteger(value) && value >= 0 && value <= source.totalMoves;
  if (!whole(from) || !whole(last) || from > last) {
    throw new RangeError(
      `Expected from and to to be move numbers with 0 <= from <= to <= ${source.totalMoves}, received from ${from} and to ${String(to)}.`,
    );
  }
  if (last - from + 1 > MOST_FRAMES)
    throw new RangeError(`Expected at most ${MOST_FRAMES} moves in one GIF, received ${last - from + 1}.`);
  for (const [name, value] of [
    ['delay', delay],
    ['lastDelay', lastDelay],
  ] as const)
    if (!(typeof value === 'number' && value >= 20 && Number.isFinite(value)))
      throw new RangeError(`Expected ${name} to be 20 milliseconds or more, received ${String(value)}.`);
  signal?.throwIfAborted();
  const { width, height } = pictureSize(source.shown, source.box, 1);
  const count = last - from + 1;
  const progress = (done: number): void => onProgress?.(done, count * 2);
  progress(0);
  const frames: Frame[] = [];
  for (let move = from; move <= last; move++) {
    const canvas = await drawSvg(pictureAt(game, move, source.picture), width, height);
    signal?.throwIfAborted();
    frames.push({ width, height, rgba: canvas.getContext('2d')!.getImageData(0, 0, width, height).data });
    progress(frames.length);
  }
  const worker = new Worker(new URL('./gif-worker.js', import.meta.url), { type: 'module', name: 'go-board GIF' });
  let stop = (): void => {};
  try {
    const bytes = await new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
      stop = () => reject(signal!.reason);
      signal?.addEventListener('abort', stop);
      worker.onmessage = ({ data }: MessageEvent<GifWorkerMessage>) => {
        // Frames that show no change join the one before: the encoder's total may be smaller.
        if ('gif' in data) resolve(data.gif);
        else progress(count + Math.round((data.done / data.total) * count));
      };
      worker.onerror = (event) =>
        reject(
          new Error(
            `Expected the GIF worker to encode the frames, but it failed: ${event.message || "it could not start (a Content-Security-Policy must allow workers from the script's origin)"}.`,
          ),
        );
      worker.postMessage(
        { frames, timing: { delay, lastDelay } },
        frames.map((frame) => frame.rgba.buffer),
      );
    });
    return new Blob([bytes], { type: 'image/gif' });
  } finally {
    signal?.removeEventListener('abort', stop);
    worker.terminate();
  }
}
