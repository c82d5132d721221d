// The element's picture as a standalone SVG document: the position shown, drawn by the board's own
// code with the coordinates inside (as renderSvg draws them), serialized, with the styles inside.
import { render } from 'lit';
import { drawBoard, type BoardScene } from '../board/board.js';
import { standaloneSvg } from '../svg/document.js';

/** The standalone SVG of `scene` in `theme`, named `label`. */
export function sceneToSvg(scene: BoardScene, theme: string, label: string): string {
  const holder = document.createElement('div');
  // Ids named after the look, as renderSvg names them: several pictures may share one page.
  render(
    drawBoard(scene, { coordinates: 'inside', ids: `go-board-${theme}-${scene.look.orientation.key || 'upright'}-` }),
    holder,
  );
  return standaloneSvg(new XMLSerializer().serializeToString(holder.querySelector('svg')!), { theme, label });
}
