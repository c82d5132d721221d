// What a playing board adds to the drawing, as marks (board/marks.ts): in the count the territory
// as small squares, the point the side to move may not retake a ko at, the ghost stone where the
// local player would play, and the stone of a move sent to the page's server and not yet played.
// The play folder's drawers (drawers.ts) draw them.
import { pointOf, Stone, type Game, type Score } from '@go-board/rules';
import type { MarkLayer, MarkOf, PreviewStone, SceneMark } from '../board/marks.js';
import type { PlayState } from './play-state.js';

/** The territory of a count: empty points and dead stones' points that a colour owns. */
export function territoryOf(
  score: Score | null,
  board: Uint8Array,
  width: number,
  dead: ReadonlySet<number>,
): MarkOf<'territory'>[] {
  const marks: MarkOf<'territory'>[] = [];
  score?.ownership.forEach((owner, index) => {
    if (owner === 0 || (board[index] !== Stone.Empty && !dead.has(index))) return;
    marks.push({ kind: 'territory', ...pointOf(index, width), color: owner > 0 ? 'black' : 'white' });
  });
  return marks;
}

/** The play layer of `game` (its stones `board`), as the play record `state` has it, with the
 * ghost stone `preview` the hands aim (or none): the territory, the ko, the preview, the move sent,
 * and the dead stones. */
export function playMarks(
  state: Pick<PlayState, 'phase' | 'dead' | 'score' | 'pending'>,
  game: Pick<Game, 'width' | 'koPoint'>,
  board: Uint8Array,
  preview: PreviewStone | null,
): MarkLayer {
  const { dead, pending } = state;
  const marks: SceneMark[] = territoryOf(state.score, board, game.width, dead);
  const ko = state.phase === 'play' && game.koPoint;
  if (ko) marks.push({ kind: 'ko', ...ko });
  if (preview) marks.push({ kind: 'ghost', ...preview });
  if (pending && 'x' in pending) marks.push({ kind: 'ghost', ...pending, sending: true });
  return { name: 'play', marks, dead };
}
