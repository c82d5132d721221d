// Diagrams without JavaScript: the element's drawing code rendered to a standalone SVG string in
// Node (or anywhere else), with no DOM. Static site generators, docs builds and the go-board-svg
// command use it; the picture is the element's, drawn by the same functions.
import { render } from '@lit-labs/ssr';
import { collectResultSync } from '@lit-labs/ssr/lib/render-result.js';
import { Game } from '@go-board/rules';
import { boardScene, drawBoard, type LastMoveMark } from '../board/board.js';
import { coordinateNames } from '../board/coordinate-names.js';
import { COORDINATE_STYLES, coordinateStyle, type CoordinatesSetting } from '../board/coordinate-styles.js';
import type { StoneStyle } from '../board/materials.js';
import type { MoveNumbers } from '../board/move-numbers.js';
import { orientation as orient, type Flip, type Rotation } from '../board/turns.js';
import { namedThemeStyles } from '../styles/named-themes.styles.js';
import { provideNamedThemes } from '../styles/theme-registry.js';
import { standaloneSvg } from './document.js';

// A picture may be in any theme: the server has them all at hand.
provideNamedThemes(namedThemeStyles);

/** Options of renderSvg(): the element's attributes of the same names, and the image's width. */
export interface RenderSvgOptions {
  /** The move shown: 0 the start (default), a number, or 'last' for the end of the main line. */
  move?: number | 'last';
  /** A region such as 'a1:j10' or 'aa:jj'; overrides the record's VW. */
  view?: string;
  /** Draw coordinates around the board: true (western), or a style: 'western', 'numeric', 'japanese', 'chinese', 'korean', 'sgf'. */
  coordinates?: CoordinatesSetting;
  /** Numbers on the stones: true or 'all' for every move, a number for the moves from that one. */
  moveNumbers?: boolean | 'all' | number;
  /** 'wood' (default), 'book' or 'dark'. */
  theme?: 'wood' | 'book' | 'dark';
  /** The size of the empty board drawn when there is no record (default 19). */
  size?: number;
  /** The image's width in CSS pixels; without it the SVG scales to its container. */
  width?: number;
  /** The accessible name of the image (default: "Go diagram, move N"). */
  label?: string;
  /** 'realistic' or 'flat' stones (default: flat in the book theme, realistic in the others). */
  stones?: StoneStyle;
  /** The mark on the last move: 'ring' (default), 'dot', 'number' or 'none'. */
  lastMove?: LastMoveMark;
  /** Turn the board clockwise: 0 (default), 90, 180 or 270. */
  rotate?: Rotation;
  /** Mirror the board: 'horizontal' or 'vertical'. */
  flip?: Flip;
  /** Draw Black's stones white and White's black. */
  swapColors?: boolean;
}

const THEMES = new Set(['wood', 'book', 'dark']);

/** An option that must be one of `values`. */
function checkOneOf(name: string, value: unknown, values: readonly unknown[]): void {
  if (value !== undefined && !values.includes(value)) {
    throw new RangeError(
      `Expected ${name} to be ${values.map((each) => (typeof each === 'string' ? `'${each}'` : String(each))).join(', ')}, received ${describe(value)}.`,
    );
  }
}

function describe(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

/** The game to draw: a Game as given (its position untouched), or one read from SGF text. */
function gameFor(source: string | Game | null | undefined, size: number): Game {
  // A clone keeps the game's tree and the position it shows.
  if (source instanceof Game) return source.clone();
  if (source === undefined || source === null) return new Game({ size });
  if (typeof source !== 'string') throw new RangeError(`Expected SGF text or a Game, received ${describe(source)}.`);
  return source.trim() === '' ? new Game({ size }) : Game.fromSgf(source);
}

function checkOptions(options: RenderSvgOptions): void {
  const { move, theme, size, width, moveNumbers } = options;
  if (move !== undefined && move !== 'last' && !(Number.isInteger(move) && move >= 0)) {
    throw new RangeError(`Expected move to be a move number from 0 or 'last', received ${describe(move)}.`);
  }
  if (theme !== undefined && !THEMES.has(theme)) {
    throw new RangeError(`Expected theme to be 'wood', 'book' or 'dark', received ${describe(theme)}.`);
  }
  if (size !== undefined && !(Number.isInteger(size) && size >= 1 && size <= 25)) {
    throw new RangeError(`Expected size to be an integer in 1..25, received ${describe(size)}.`);
  }
  if (width !== undefined && !(typeof width === 'number' && width > 0 && Number.isFinite(width))) {
    throw new RangeError(`Expected width to be a positive number of pixels, received ${describe(width)}.`);
  }
  if (
    moveNumbers !== undefined &&
    typeof moveNumbers !== 'boolean' &&
    moveNumbers !== 'all' &&
    !(Number.isInteger(moveNumbers) && moveNumbers >= 0)
  ) {
    throw new RangeError(`Expected moveNumbers to be true, 'all' or a move number, received ${describe(moveNumbers)}.`);
  }
  checkOneOf('coordinates', options.coordinates, [true, false, ...COORDINATE_STYLES]);
  checkOneOf('stones', options.stones, ['realistic', 'flat']);
  checkOneOf('lastMove', options.lastMove, ['ring', 'dot', 'number', 'none']);
  checkOneOf('rotate', options.rotate, [0, 90, 180, 270]);
  checkOneOf('flip', options.flip, ['horizontal', 'vertical', null]);
  checkOneOf('swapColors', options.swapColors, [true, false]);
}

/**
 * Draws a position as a standalone SVG document string, with its styles inside and no script:
 * the same picture `<go-board>` shows for the same record and options. The WebAssembly core must
 * be loaded first: `await init()` (re-exported here from @go-board/rules).
 *
 * ```js
 * import { init, renderSvg } from '@go-board/element/svg';
 * await init();
 * const svg = renderSvg('(;SZ[9];B[ee];W[cc])', { move: 'last', theme: 'book', coordinates: true });
 * ```
 */
export function renderSvg(source: string | Game | null | undefined, options: RenderSvgOptions = {}): string {
  checkOptions(options);
  const game = gameFor(source, options.size ?? 19);
  try {
    if (options.move === 'last') game.goToEnd();
    else if (options.move !== undefined || !(source instanceof Game)) game.goToMove(options.move ?? 0);
    const moveNumbers: MoveNumbers =
      options.moveNumbers === true || options.moveNumbers === 'all'
        ? 'all'
        : typeof options.moveNumbers === 'number'
          ? options.moveNumbers
          : null;
    const theme = options.theme ?? 'wood';
    const orientation = orient({
      rotate: options.rotate ?? 0,
      flip: options.flip ?? null,
      swapColors: options.swapColors ?? false,
    });
    const style = coordinateStyle(options.coordinates);
    const scene = boardScene(game, {
      width: game.width,
      height: game.height,
      coordinates: options.coordinates ?? false,
      moveNumbers,
      view: options.view ?? null,
      stones: options.stones ?? (theme === 'book' ? 'flat' : 'realistic'),
      lastMove: options.lastMove,
      orientation,
      names: style ? coordinateNames(style) : undefined,
    });
    // Ids named after the look: several pictures may share one page, each finding its own gradients.
    const body = collectResultSync(
      render(
        drawBoard(scene, {
          coordinates: 'inside',
          ids: `go-board-${theme}-${orientation.key === '1001' ? 'upright' : orientation.key}-`,
        }),
      ),
    );
    return standaloneSvg(body, {
      theme,
      label: options.label ?? `Go diagram, ${game.width}x${game.height}, move ${game.moveNumber}`,
      width: options.width,
    });
  } finally {
    game.dispose();
  }
}
