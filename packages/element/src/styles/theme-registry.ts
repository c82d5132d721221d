// Where the themes besides wood wait (named-themes.styles.ts): loaded once, the first time a board
// asks for one (looks/look-controller.ts); read by the pictures too (svg/styles.ts), which draw a
// board in its theme.
import type { CSSResult } from 'lit';

let named: CSSResult | undefined;
let loading: Promise<CSSResult | undefined> | undefined;

/** The named themes' styles, once they have arrived. */
export function namedThemes(): CSSResult | undefined {
  return named;
}

/** Loads the named themes once (the standalone build makes them a file of their own); undefined
 * where they could not load, and the board is drawn in wood. */
export function loadNamedThemes(): Promise<CSSResult | undefined> {
  return (loading ??= import('./named-themes.styles.js').then(
    (module) => (named = module.namedThemeStyles),
    (error: unknown) => (console.warn('go-board: could not load the themes.', error), undefined),
  ));
}

/** Gives the named themes at once, where nothing may wait: the server renders in one pass. */
export function provideNamedThemes(styles: CSSResult): void {
  named = styles;
}
