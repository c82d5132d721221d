// English words of a game on a game server (`online`), loaded with the online folder;
// `onlineWordsOf` lays a board's own table over them, key by key, as the registry lays every
// table over English.
import type { Color } from '@go-board/rules';
import { partWordsOf } from './part-words.js';
import type { OnlineWords } from './words.js';

const player = (color: Color): string => (color === 'black' ? 'Black' : 'White');

export const enOnline: OnlineWords = {
  onlineGame: 'Online game',
  you: '(you)',
  notJoined: 'not here yet',
  connecting: 'Connecting to the game…',
  reconnecting: 'Reconnecting…',
  reconnected: 'Connected again: the game as the server has it.',
  watching: 'Watching',
  notConnected: 'Not connected to the game server: play the move again once the board has reconnected.',
  closedForGood: (message) => `The game server closed the connection: ${message}`,
  accepted: (color) => `${player(color)} accepted the count.`,
  waitingForAcceptance: 'You accepted the count; waiting for your opponent.',
  clockOf: (color) => `${player(color)}'s clock`,
  periodsLeft: (periods, period) => `${periods} × ${period}`,
  stonesIn: (stones, period) => `${stones} ${stones === 1 ? 'stone' : 'stones'} in ${period}`,
  byoYomi: (color, periods) =>
    `${player(color)} is in byo-yomi: ${periods} ${periods === 1 ? 'period' : 'periods'} left.`,
  secondsLeft: (color, seconds) => `${player(color)}: ${seconds} ${seconds === 1 ? 'second' : 'seconds'} left.`,
  askUndo: 'Ask to undo',
  allowUndo: 'Allow undo',
  refuseUndo: 'Refuse',
  undoAsked: 'You asked to take back your last move; waiting for your opponent.',
  undoRequested: (color) => `${player(color)} asks to take back their last move.`,
  undoRefused: (color) => `${player(color)} did not allow the undo.`,
};

/** The online game's words in a board's language. */
export const onlineWordsOf = partWordsOf('online', 'OnlineWords', enOnline);
