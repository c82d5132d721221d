// The realistic look, as SVG gradients defined once per board: light on slate and shell stones
// from the top left, their soft shadow, the faint stripes of shell, and the grain of the wood.
// Each is light or shade (white or black at some opacity) laid over the flat colours, so every
// colour still comes from the `--go-board-*` properties and a theme changes them all. Gradients,
// not images: nothing is fetched, nothing a strict Content-Security-Policy refuses, and a few
// hundred bytes draw any board.
import { svg, type SVGTemplateResult } from 'lit';
import type { Orientation } from './orientation.js';

/** How stones are drawn: `realistic` (shell and slate, shadows, wood grain) or `flat` disks. */
export type StoneStyle = 'realistic' | 'flat';

/** Where the light falls on a stone, and its shadow, as a step on the screen from its middle. */
const LIGHT = { x: -0.15, y: -0.18 };
export const SHADOW = { x: 0.05, y: 0.08 };

/** Stops of white (`+`) or black at an opacity, from a compact list: `offset opacity` pairs, the
 * opacity signed by its colour. */
const stops = (list: number[]): SVGTemplateResult[] =>
  list.flatMap((offset, index) =>
    index % 2
      ? []
      : [
          svg`<stop offset=${offset} stop-color=${list[index + 1]! > 0 ? '#fff' : '#000'} stop-opacity=${Math.abs(list[index + 1]!)}></stop>`,
        ],
  );

/** Faint dark lines that repeat every `period` of the width, turned by `angle` degrees: two such
 * patterns of different periods, one over the other, never repeat within a board. */
const lines = (id: string, period: number, angle: number, at: number[], strength: number): SVGTemplateResult =>
  svg`<linearGradient id=${id} x2=${period} spreadMethod="repeat" gradientTransform="rotate(${angle} .5 .5)">${stops(at.flatMap((offset, index) => [offset - 0.04, -0, offset, -strength * (1 + (index % 3)), offset + 0.04, -0]))}</linearGradient>`;

/** Shell stones come in this many stripe patterns; the point chooses one, so a position always
 * looks the same. */
export const SHELL_PATTERNS = 3;

/** The gradients of the realistic look. Stones are drawn in the record's points, which the board
 * turns: the light is turned back here, so it comes from the top left of the screen however the
 * board is turned. */
export function renderMaterials(prefix: string, orientation: Orientation): SVGTemplateResult {
  const light = orientation.step(LIGHT);
  const lit = (name: string, highlight: number, shade: number): SVGTemplateResult =>
    svg`<radialGradient id=${prefix + name} fx=${0.5 + light.x} fy=${0.5 + light.y}>${stops([0, highlight, 0.6, 0, 0.8, -0, 1, -shade])}</radialGradient>`;
  // Slate is matte with a soft sheen; shell is bright, in shade at its edge, with fine stripes;
  // the wood's grain runs nearly straight, as in a board cut along the trunk.
  return svg`<defs>${lit('black', 0.3, 0.4)}${lit('white', 0.65, 0.3)}<radialGradient id=${prefix + 'shadow'}>${stops([0.65, -0.4, 1, -0])}</radialGradient>${[
    0, 1, 2,
  ].map((pattern) =>
    lines(prefix + 'shell' + pattern, 0.15 + pattern * 0.06, pattern * 40 - 40, [0.3, 0.62, 0.8], 0.02),
  )}${lines(prefix + 'grain', 0.07, 3, [0.15, 0.35, 0.45, 0.8], 0.03)}${lines(prefix + 'grain2', 0.11, 2, [0.2, 0.55, 0.6], 0.03)}</defs>`;
}

/** The wood's grain, over its colour. */
export function renderGrain(
  prefix: string,
  { x, y, width, height }: { x: number; y: number; width: number; height: number },
): SVGTemplateResult {
  return svg`${['grain', 'grain2'].map((name) => svg`<rect class="grain" x=${x} y=${y} width=${width} height=${height} fill="url(#${prefix + name})"></rect>`)}`;
}
