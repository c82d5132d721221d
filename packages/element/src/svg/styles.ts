import { boardStyles } from '../styles/board.styles.js';
import { namedThemes } from '../styles/theme-registry.js';
import { themeStyles } from '../styles/themes.styles.js';

/**
 * The element's own board CSS, made to work inside a standalone SVG: what the element sets on
 * `:host` (the custom properties and the themes) goes on the root `<svg>` instead, and the theme
 * is a `data-theme` attribute there. The picture therefore comes from the very rules the element
 * draws with, not from a copy. A picture in a theme besides wood carries the named themes too (a
 * board in one has loaded them before it was drawn; the server has them all).
 */
export function svgStyles(theme: string): string {
  const named = theme === 'wood' ? '' : (namedThemes()?.cssText ?? '');
  const css = `${themeStyles.cssText}\n${named}\n${boardStyles.cssText}`;
  return (
    css
      .replace(/:host\(\[theme=['"]?([a-z-]+)['"]?\]\)/g, "svg.go-board[data-theme='$1']")
      .replace(/:host\(\[hidden\]\)[^{]*\{[^}]*\}/g, '')
      .replace(/:host\(([^)]*)\)/g, 'svg.go-board$1')
      .replace(/:host/g, 'svg.go-board')
      // A picture is always painted: the element lets a board off the screen skip painting
      // (content-visibility: auto), which WebKit applies to an SVG drawn as an image too, and
      // toPng() would come out blank there.
      .replace(/content-visibility:\s*auto;?/g, '')
      // The comments explain the element's rules to its developers, not to a picture's reader.
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
