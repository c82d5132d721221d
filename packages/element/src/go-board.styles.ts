import type { CSSResultGroup } from 'lit';
import { boardStyles } from './styles/board.styles.js';
import { coordinateStyles } from './styles/coordinates.styles.js';
import { forcedColorStyles } from './styles/forced-colors.styles.js';
import { panelStyles } from './styles/panels.styles.js';
import { playStyles } from './play/play.styles.js';
import { problemStyles } from './problem/problem.styles.js';
import { themeStyles } from './styles/themes.styles.js';

/**
 * The look of `<go-board>`, in the order the cascade needs: the custom properties and themes,
 * the board and its coordinates, the panels around it, the playing and problem boards, and last
 * the forced-colours overrides.
 */
export const styles: CSSResultGroup = [themeStyles, boardStyles, coordinateStyles, panelStyles, playStyles, problemStyles, forcedColorStyles];
