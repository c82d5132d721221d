// The board's own properties as its parts read them (host/board-parts.ts): GoBoard declares each,
// with its JSDoc, and implements this; the parts name it, not the element, so that the element's
// module and theirs do not import each other.
import type { Game } from '@go-board/rules';
import type { GoBoardControls, GoBoardMode } from '../attributes.js';
import type { ExportHost } from '../export/menu.js';
import type { ModeBoard } from '../modes/mode-board.js';
import type { ReviewBoard } from '../review/index.js';
import type { BoardLook } from './board-look.js';

/** The properties of `<go-board>` its parts read, besides the look and game settings. */
export interface BoardProperties {
  sgf: string | null;
  src: string | null;
  gameIndex: number;
  size: number;
  view: string | null;
  controls: GoBoardControls;
  label: string;
  autoplay: boolean;
  autoplayDelay: number;
  mode: GoBoardMode;
  showOwnership: boolean;
  readonly game: Game | null;
  readonly totalMoves: number;
  readonly isReady: boolean;
}

/** The element, as its parts read it: the look and game settings, its own properties, its
 * pictures (for the export menu), what the modes and the review read, and Lit's. */
export type PartsHost = BoardLook & BoardProperties & ExportHost & ModeBoard & ReviewBoard;
