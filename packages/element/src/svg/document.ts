// The standalone SVG document around a drawing of the board, from its markup as rendered on the
// server (renderSvg) or serialized in the browser (the element's toSvg()): the board's own <svg>
// becomes the document's root, with the namespace, a name, and the element's styles inside.
import { svgStyles } from './styles.js';

/** What the document says of itself. */
export interface DocumentOptions {
  theme: string;
  label: string;
  /** The image's width in CSS pixels; without it the SVG scales to its container. */
  width?: number;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** `body`, the markup of one `svg.goban` drawing, as a standalone SVG document string. */
export function standaloneSvg(body: string, { theme, label, width }: DocumentOptions): string {
  const name = escapeText(label);
  const size = width === undefined ? '' : ` width="${width}"`;
  return (
    body
      // Lit's hydration markers mean nothing outside a page that runs Lit.
      .replace(/<!--[^>]*-->|<\?(lit\$\d+\$)?>/g, '')
      // Blank lines left by template indentation.
      .replace(/>\s+</g, '><')
      // Its attributes come in the order the renderer wrote them: only its classes and viewBox stay.
      .replace(/^\s*<svg([^>]*)>/, (_, attributes: string) => {
        const classes = /class="goban([^"]*)"/.exec(attributes)?.[1] ?? '';
        const viewBox = /viewBox="[^"]*"/.exec(attributes)?.[0] ?? '';
        return (
          `<svg xmlns="http://www.w3.org/2000/svg" class="go-board goban${classes}" data-theme="${theme}" ${viewBox}${size} role="img" aria-label="${name}">` +
          `<title>${name}</title><style>${svgStyles(theme)}</style>`
        );
      })
      .trim()
  );
}
