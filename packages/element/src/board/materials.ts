// The realistic look, as SVG gradients defined once per board: light on slate and shell stones
// from the top left, their soft shadow, the stripes of clamshell, and the grain of kaya wood.
// Each is light or shade (white or black at some opacity) laid over the flat colours, so every
// colour still comes from the `--go-board-*` properties and a theme changes them all. Gradients,
// not images: nothing is fetched before the first paint, nothing a strict Content-Security-Policy
// refuses, and a few kilobytes draw any board.
import { svg, type SVGTemplateResult } from 'lit';
import type { Orientation } from './orientation.js';

/** How stones are drawn: `realistic` (shell and slate, shadows, wood grain) or `flat` disks. */
export type StoneStyle = 'realistic' | 'flat';

/** Where the light falls on a stone, and its shadow, as a step on the screen from its middle. */
const LIGHT = { x: -0.17, y: -0.2 };
export const SHADOW = { x: 0.05, y: 0.08 };

/** Stops of white (`+`) or black at an opacity, from a compact list: `offset opacity` pairs, the
 * opacity signed by its colour. */
const stops = (list: readonly number[]): SVGTemplateResult[] =>
  list.flatMap((offset, index) =>
    index % 2
      ? []
      : [
          svg`<stop offset=${offset} stop-color=${list[index + 1]! > 0 ? '#fff' : '#000'} stop-opacity=${Math.abs(list[index + 1]!)}></stop>`,
        ],
  );

/**
 * Soft dark bands that repeat every `period` of the shape's width, turned by `angle` degrees: the
 * growth lines of a shell or of a tree. Each of the `count` bands lies somewhere in its own slot of
 * the period (so they never overlap and the offsets only grow), up to `width` wide and up to
 * `darkness` dark, as a fixed sequence from `seed` says: the same on every page, every run.
 */
function bands(
  id: string,
  period: number,
  angle: number,
  seed: number,
  count: number,
  width: number,
  darkness: number,
): SVGTemplateResult {
  const list: number[] = [];
  for (let k = 0; k < count; k++) {
    // Three numbers in [0, 1) for band k, the same everywhere.
    const [a, b, c] = [1, 2, 3].map((n) => Math.abs((Math.sin(seed * 99 + k * 7 + n) * 1e4) % 1));
    const at = (k + 0.2 + a! * 0.6) / count;
    const half = (width * (0.3 + b!)) / 2;
    list.push(at - half, 0, at, -darkness * (0.3 + c!), at + half, 0);
  }
  return svg`<linearGradient id=${id} x2=${period} spreadMethod="repeat" gradientTransform="rotate(${angle} .5 .5)">${stops(list)}</linearGradient>`;
}

/** Shell stones come in this many stripe patterns; the point chooses one, so a position always
 * looks the same. */
export const SHELL_PATTERNS = 3;

/** The gradients of the realistic look. Stones are drawn in the record's points, which the board
 * turns: the light is turned back here, so it comes from the top left of the screen however the
 * board is turned. */
export function renderMaterials(prefix: string, orientation: Orientation): SVGTemplateResult {
  const light = orientation.step(LIGHT);
  const lit = (name: string, list: number[]): SVGTemplateResult =>
    svg`<radialGradient id=${prefix + name} fx=${0.5 + light.x} fy=${0.5 + light.y}>${stops(list)}</radialGradient>`;
  // Slate is matte: a broad, soft sheen and a darker rim. Shell is bright to its edge, lit at the
  // top left, with a thin shade only at the rim (never a grey middle), and stripes across it: a
  // few broad soft ones any size shows and finer ones between, unevenly spaced as a clam grows.
  const slate = lit('black', [0, 0.3, 0.25, 0.16, 0.55, 0.04, 0.8, 0, 1, -0.3]);
  const shell = lit('white', [0, 0.9, 0.5, 0.35, 0.78, 0, 0.92, -0.07, 1, -0.22]);
  const stripes = [0, 1, 2].map((pattern) =>
    bands(prefix + 'shell' + pattern, 0.6 + pattern * 0.1, -28 + pattern * 22, pattern, 9, 0.03, 0.1),
  );
  // Kaya cut along the trunk: fine straight grain, nearly upright, unevenly spaced, in two layers
  // of different periods that never line up, over broad darker streaks.
  const grain = bands(prefix + 'grain', 0.23, 1.5, 5, 14, 0.006, 0.11);
  const grain2 = bands(prefix + 'grain2', 0.37, 2.5, 7, 17, 0.008, 0.06);
  const streaks = bands(prefix + 'streaks', 1, 1, 9, 4, 0.07, 0.06);
  return svg`<defs>${slate}${shell}<radialGradient id=${prefix + 'shadow'}>${stops([0.7, -0.45, 1, 0])}</radialGradient>${stripes}${streaks}${grain}${grain2}</defs>`;
}

/** The wood's grain, over its colour. */
export function renderGrain(
  prefix: string,
  { x, y, width, height }: { x: number; y: number; width: number; height: number },
): SVGTemplateResult {
  return svg`${['streaks', 'grain', 'grain2'].map((name) => svg`<rect class="grain" x=${x} y=${y} width=${width} height=${height} fill="url(#${prefix + name})"></rect>`)}`;
}
