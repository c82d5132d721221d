// English's words of the replay's part: its controls, the variations list, exploring the points
// and the export button. They load with the part (replay/index.ts), as the rest of English does.
import type { RestWords } from './words.js';

export const enReplay = {
  exportMenu: 'Export',

  replayControls: 'Replay',
  firstMove: 'First move',
  previousMove: 'Previous move',
  nextMove: 'Next move',
  lastMove: 'Last move',
  play: 'Play',
  pause: 'Pause',
  moveSlider: 'Move',
  speed: 'Speed',
  seconds: (value) => `${value} s`,
  variationsNext: 'Next move',
  variationsOfMove: 'Variations of this move',
  noMove: 'No move',

  exploring: 'Exploring the intersections: arrow keys move, Escape returns to the game.',
  backToReplay: 'Back to replaying the game.',
} satisfies Partial<RestWords>;
