import type { CSSResultGroup } from 'lit';
import { boardStyles } from './styles/board.styles.js';
import { coordinateStyles } from './styles/coordinates.styles.js';
import { panelStyles } from './styles/panels.styles.js';
import { printStyles } from './styles/print.styles.js';
import { themeStyles } from './styles/themes.styles.js';

/**
 * The look of `<go-board>`, in the order the cascade needs: the custom properties and themes,
 * the board and its coordinates, the panels around it and paper. The play and problem modes bring
 * their own styles, adopted beside these when their folder arrives, as does the ownership overlay
 * (show-ownership) with its controller, and the forced-colours overrides on a page shown in a forced
 * palette (styles/forced-colors.ts).
 */
export const styles: CSSResultGroup = [themeStyles, boardStyles, coordinateStyles, panelStyles, printStyles];
