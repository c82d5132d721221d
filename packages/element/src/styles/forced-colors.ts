// Where the forced-colours styles wait (forced-colors.styles.ts): a page shown in a forced palette
// (Windows high contrast) loads them the first time a board is drawn in one, or when the palette
// is forced while the board is on the page (looks/look-controller.ts); every other page never
// downloads them. The server renders them into every board (ssr/render-board.ts).
import { isServer, type CSSResult } from 'lit';

/** Whether the page is shown in a forced palette now, as the media query says (null on the server). */
export const forcedColors: MediaQueryList | null = isServer ? null : matchMedia('(forced-colors: active)');

let loading: Promise<CSSResult> | undefined;

/** Loads the forced-colours styles once (the standalone build makes them a file of their own). */
export function loadForcedColorStyles(): Promise<CSSResult> {
  return (loading ??= import('./forced-colors.styles.js').then((module) => module.forcedColorStyles));
}
