// The scene of a board as the element's settings ask for it: a diagram shows its coordinates and
// numbers its moves unless the page says otherwise; the mode may choose the part of the board
// shown (a problem's corner) and hide the variation letters (a problem's answers); the look
// (stones, last-move mark, orientation, coordinate names) comes from the look controller.
import type { Game } from '@go-board/rules';
import type { DiagramDisplay } from '../record/read.js';
import type { MoveNumbers } from './move-numbers.js';
import type { CoordinatesSetting } from './coordinate-styles.js';
import type { BoardRegion } from './coordinates.js';
import { boardScene, type BoardScene, type SceneOptions } from './board.js';

/** The element's settings a scene reads. */
export interface SceneSettings {
  size: number;
  coordinates: CoordinatesSetting;
  moveNumbers: MoveNumbers;
  view: string | null;
  hasAttribute(name: string): boolean;
}

export function sceneOf(
  settings: SceneSettings,
  game: Game | null,
  diagram: DiagramDisplay | undefined,
  mode: { region: BoardRegion | null; showsVariations: boolean },
  look: Pick<SceneOptions, 'stones' | 'lastMove' | 'orientation' | 'names'>,
): BoardScene {
  const side = Number.isInteger(settings.size) && settings.size >= 1 && settings.size <= 25 ? settings.size : 19;
  return boardScene(game, {
    width: side,
    height: side,
    coordinates: settings.coordinates || (diagram?.coordinates ?? false),
    moveNumbers: diagram && !settings.hasAttribute('move-numbers') ? 'all' : settings.moveNumbers,
    view: settings.view,
    region: mode.region,
    variations: mode.showsVariations,
    ...look,
  });
}
