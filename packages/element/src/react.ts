// <GoBoard> for React: the custom element wrapped with @lit/react, so React users get typed
// props for every property and typed `on…` props for every event (`onGoMove(event)` receives a
// GoMoveEvent). React 19 can also use <go-board> directly; the wrapper adds the event types.
import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import type { GoChangeEvent } from './events/go-change.js';
import type { GoErrorEvent } from './events/go-error.js';
import type { GoGameEndEvent } from './events/go-game-end.js';
import type { GoLoadEvent } from './events/go-load.js';
import type { GoMoveEvent } from './events/go-move.js';
import type { GoNavigateEvent } from './events/go-navigate.js';
import type { GoProblemResultEvent } from './events/go-problem-result.js';
import type { GoScoreChangeEvent } from './events/go-score-change.js';
import { GoBoard as GoBoardElement } from './go-board.js';
import './register.js';

/** Every event of `<go-board>` as the `on…` prop that receives it, typed. */
export const GO_BOARD_EVENTS = {
  onGoNavigate: 'go-navigate' as EventName<GoNavigateEvent>,
  onGoLoad: 'go-load' as EventName<GoLoadEvent>,
  onGoError: 'go-error' as EventName<GoErrorEvent>,
  onGoMove: 'go-move' as EventName<GoMoveEvent>,
  onGoGameEnd: 'go-game-end' as EventName<GoGameEndEvent>,
  onGoScoreChange: 'go-score-change' as EventName<GoScoreChangeEvent>,
  onGoProblemResult: 'go-problem-result' as EventName<GoProblemResultEvent>,
  onGoChange: 'go-change' as EventName<GoChangeEvent>,
} as const;

/** `<GoBoard sgf={…} move={…} onGoNavigate={(event) => …} />`: the `<go-board>` element in React. */
export const GoBoard = createComponent({
  tagName: 'go-board',
  elementClass: GoBoardElement,
  react: React,
  events: GO_BOARD_EVENTS,
  displayName: 'GoBoard',
});
