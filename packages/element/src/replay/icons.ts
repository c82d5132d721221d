// The control icons: small inline SVG, hidden from assistive technology (each button has its own
// label), drawn in currentColor so they follow the theme and forced colours.
import { svg, type SVGTemplateResult } from 'lit';

const icon = (path: string): SVGTemplateResult =>
  svg`<svg class="icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d=${path}></path></svg>`;

export const firstIcon = icon('M3 3h2v10H3zM13 3v10L6 8z');
export const previousIcon = icon('M12 3v10L5 8z');
export const nextIcon = icon('M4 3v10l7-5z');
export const lastIcon = icon('M11 3h2v10h-2zM3 3v10l7-5z');
export const playIcon = icon('M4 2.5v11l9-5.5z');
export const pauseIcon = icon('M4 3h3v10H4zM9 3h3v10H9z');
