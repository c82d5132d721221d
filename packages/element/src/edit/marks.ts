// What the editor adds to the drawing, as marks (board/marks.ts): the part of the board the record
// shows (VW), outlined since the editor shows the whole board to edit it; the stone the tool would
// put (a move, or a setup stone) where the pointer or the cursor is; and an arrow, a line or the
// region being drawn. Their drawers are the editor's (drawers.ts).
import { type Game, type Point } from '@go-board/rules';
import { recordedView } from '../board/coordinates.js';
import type { MarkLayer, SceneMark } from '../board/marks.js';
import { kindOf, type EditTool } from './tools.js';

/** What the editor's hands hold: the point aimed at, a tap waiting for its confirming tap, and the
 * segment being dragged. */
export interface EditAim {
  aim: Point | null;
  pending?: Point | null;
  segment: { from: Point; to: Point | null } | null;
}

/** The edit layer of `game` with `tool` chosen: the record's view when it is not the whole board,
 * the stone the tool would put where the hands aim (a setup stone anywhere, a move where it is
 * legal), and the segment being drawn with a segment's tool. */
export function editMarks(
  game: Pick<Game, 'node' | 'width' | 'height' | 'turn' | 'isLegal'>,
  tool: EditTool,
  { aim, pending, segment }: EditAim,
): MarkLayer {
  const marks: SceneMark[] = [];
  const view = recordedView(game.node, game.width, game.height);
  if (view) marks.push({ kind: 'view', region: view });
  if (aim && (tool === 'black' || tool === 'white')) marks.push({ kind: 'ghost', ...aim, color: tool });
  else if (aim && tool === 'move' && game.isLegal(aim))
    marks.push({ kind: 'ghost', ...aim, color: game.turn, pending: !!pending });
  if (segment && kindOf(tool) === 'segment')
    marks.push({ kind: 'segment', tool: tool as 'arrow' | 'line' | 'region', ...segment });
  return { name: 'edit', marks };
}
