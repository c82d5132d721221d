export { GoBoard, type GoBoardControls, type GoBoardTheme, type MoveTarget } from './go-board.js';
export { GoNavigateEvent } from './events/go-navigate.js';
export { GoErrorEvent, type RecordOrigin } from './events/go-error.js';
export { GoLoadEvent } from './events/go-load.js';
export type { MoveNumbers } from './move-numbers.js';
