// The tools' icons: small inline SVG in a 16-unit box, hidden from assistive technology (each
// button has its name). Stones are drawn in the board's stone colours, everything else in
// currentColor, so the icons follow the theme and forced colours.
import { svg, type SVGTemplateResult } from 'lit';
import type { EditTool } from './tools.js';

const icon = (content: SVGTemplateResult): SVGTemplateResult =>
  svg`<svg class="icon tool-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">${content}</svg>`;

const ICONS: Record<EditTool, SVGTemplateResult> = {
  move: icon(
    svg`<circle class="icon-stone black" cx="5.5" cy="9" r="4"></circle><circle class="icon-stone white" cx="10.5" cy="7" r="4"></circle>`,
  ),
  black: icon(svg`<circle class="icon-stone black" cx="8" cy="8" r="6"></circle>`),
  white: icon(svg`<circle class="icon-stone white" cx="8" cy="8" r="6"></circle>`),
  empty: icon(
    svg`<circle class="icon-line" cx="8" cy="8" r="6" stroke-dasharray="2.4 1.6"></circle><path class="icon-line" d="M4 12L12 4"></path>`,
  ),
  triangle: icon(svg`<path class="icon-line" d="M8 2.5L14 13H2z"></path>`),
  square: icon(svg`<rect class="icon-line" x="3" y="3" width="10" height="10"></rect>`),
  circle: icon(svg`<circle class="icon-line" cx="8" cy="8" r="5.5"></circle>`),
  cross: icon(svg`<path class="icon-line" d="M3.5 3.5l9 9M12.5 3.5l-9 9"></path>`),
  select: icon(
    svg`<rect class="icon-fill faint" x="2" y="2" width="12" height="12"></rect><rect class="icon-line" x="2" y="2" width="12" height="12"></rect>`,
  ),
  dim: icon(
    svg`<circle class="icon-line" cx="8" cy="8" r="6"></circle><path class="icon-fill" d="M8 2a6 6 0 0 1 0 12z"></path>`,
  ),
  // The letter and the digit are strokes, not text: text would count as the button's visible
  // label, which its name ("Letter", "Number") must then contain.
  label: icon(svg`<path class="icon-line" d="M3.5 13.5L8 2.5l4.5 11M5.2 9.5h5.6"></path>`),
  number: icon(svg`<path class="icon-line" d="M5.5 5L8.5 2.5V13.5M5.5 13.5h6"></path>`),
  arrow: icon(
    svg`<path class="icon-line" d="M2.5 13.5L12 4"></path><path class="icon-fill" d="M14 2l-1.2 6.2-5-5z"></path>`,
  ),
  line: icon(svg`<path class="icon-line" d="M2.5 13.5l11-11"></path>`),
  'territory-black': icon(svg`<rect class="icon-stone black" x="4" y="4" width="8" height="8"></rect>`),
  'territory-white': icon(svg`<rect class="icon-stone white" x="4" y="4" width="8" height="8"></rect>`),
  region: icon(svg`<path class="icon-line" d="M2 6V2h4M10 2h4v4M14 10v4h-4M6 14H2v-4"></path>`),
};

export const toolIcon = (tool: EditTool): SVGTemplateResult => ICONS[tool];

const control = (path: string): SVGTemplateResult =>
  svg`<svg class="icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d=${path}></path></svg>`;

export const undoIcon = control('M6 3L1.5 7 6 11V8.2c3.4 0 5.7 1 7.5 3.8-.6-3.9-3-6.5-7.5-7V3z');
export const redoIcon = control('M10 3l4.5 4-4.5 4V8.2c-3.4 0-5.7 1-7.5 3.8.6-3.9 3-6.5 7.5-7V3z');
